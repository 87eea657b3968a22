import { render, waitFor } from '@testing-library/react';
import { bus } from '../bus/bus';
import type { SessionState } from '../bus/events';
import { DesignKitProvider } from './DesignKitProvider';
import { Box } from './index';

function publishSession(primaryColor = '#1e9d84') {
  const session: SessionState = {
    language: 'en',
    direction: 'ltr',
    groupId: null,
    storeId: null,
    user: null,
    token: null,
    kioskMode: false,
    primaryColor,
  };
  bus.publisherFor('shell').publish('shell:session', session);
}

/** Every rule emotion holds in the document's style sheets, as text. */
function insertedCss(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

describe('DesignKitProvider', () => {
  it('adds no global styles of its own: the page carries them (one copy, written at build time)', () => {
    publishSession();
    render(
      <>
        <DesignKitProvider>
          <Box color="brand.solid">one root</Box>
        </DesignKitProvider>
        <DesignKitProvider ownsBrandTokens>
          <Box color="brand.solid">another root</Box>
        </DesignKitProvider>
      </>,
    );
    const css = insertedCss();
    expect(css).toContain('var(--chakra-colors-brand-solid)');
    expect(css).not.toContain('--chakra-colors-brand-solid:');
    expect(css).not.toMatch(/(^|\n)html\s*\{/);
    expect(css).not.toMatch(/@layer reset/);
  });

  it("adds a group colour's token variables once, from the root that owns them", async () => {
    publishSession('#aa3300');
    render(
      <>
        <DesignKitProvider ownsBrandTokens>
          <Box>header</Box>
        </DesignKitProvider>
        <DesignKitProvider>
          <Box>menu</Box>
        </DesignKitProvider>
      </>,
    );
    // The shades of a colour of its own are derived once their module has loaded.
    await waitFor(() => expect(insertedCss()).toContain('--chakra-colors-brand: #aa3300'));
    expect(insertedCss().match(/--chakra-colors-brand:/g)).toHaveLength(1);
  });
});
