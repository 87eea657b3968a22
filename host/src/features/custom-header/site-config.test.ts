import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { customHeaderFor, SiteConfigSchema, textIn } from './site-config';

const deployed = v.parse(
  SiteConfigSchema,
  JSON.parse(readFileSync(path.join(__dirname, '../../../site-config.json'), 'utf8')),
);

describe('per-group custom header, chosen by group id at run time', () => {
  it('gives G4520 and G4520_test the Slice Republic header with its fixed links and price line', () => {
    for (const groupId of ['G4520', 'G4520_test']) {
      const header = customHeaderFor(deployed, groupId);
      expect(header?.links.map((link) => textIn(link.label, 'en'))).toEqual([
        'Privacy',
        'Nutrition',
        'Contact',
      ]);
      expect(header?.priceLine.map((size) => [textIn(size.label, 'en'), size.price])).toEqual([
        ['Small', 12.99],
        ['Medium', 15.99],
        ['Large', 19.99],
        ['X-Large', 23.99],
      ]);
    }
  });
  it('leaves other groups with the standard header', () => {
    expect(customHeaderFor(deployed, 'G1001')).toBeNull();
    expect(customHeaderFor(deployed, null)).toBeNull();
  });
  it('translates every text of the deployed headers into the nine languages', () => {
    for (const header of deployed.customHeaders) {
      for (const text of [...header.links.map((l) => l.label), ...header.priceLine.map((p) => p.label)]) {
        expect(Object.keys(text).sort()).toEqual(['ar', 'en', 'es', 'fr', 'ko', 'th', 'vi', 'zh', 'zh-TW']);
      }
    }
  });
  it('refuses script links and texts without English', () => {
    const bad = {
      customHeaders: [
        {
          groupIds: ['X'],
          brandName: 'X',
          links: [{ label: { en: 'a' }, href: 'javascript:alert(1)' }],
          priceLine: [],
        },
      ],
    };
    expect(v.safeParse(SiteConfigSchema, bad).success).toBe(false);
    expect(
      v.safeParse(SiteConfigSchema, {
        homeGroups: ['G1'],
        customHeaders: [
          { groupIds: ['X'], brandName: 'X', links: [{ label: { fr: 'a' }, href: '/x' }], priceLine: [] },
        ],
      }).success,
    ).toBe(false);
    expect(v.parse(SiteConfigSchema, {})).toEqual({ homeGroups: [], customHeaders: [] });
  });
});
