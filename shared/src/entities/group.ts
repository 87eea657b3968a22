import * as v from 'valibot';
import { NameTranslationSchema } from './primitives.js';
import {
  ExternalLinkSchema,
  ImageRefSchema,
  LanguageEntrySchema,
  MenuDisplayModeSchema,
  StoreSchema,
} from './store.js';

// The Group entity (spec 1 §3, spec 3 §3).

export const GroupSchema = v.looseObject({
  groupId: v.string(),
  groupName: v.string(),
  groupNameTranslation: v.nullish(NameTranslationSchema),
  slug: v.nullish(v.string()),
  stores: v.nullish(v.array(StoreSchema)),
  storeLogo: v.nullish(v.string()),
  images: v.nullish(v.looseObject({ MAIN: v.nullish(v.array(ImageRefSchema)) })),
  languages: v.nullish(v.array(LanguageEntrySchema)),
  menuDisplayMode: v.nullish(MenuDisplayModeSchema),
  settings: v.nullish(
    v.looseObject({
      owaSettings: v.nullish(
        v.looseObject({
          externalSettings: v.nullish(
            v.looseObject({ topBannerExternalLinks: v.nullish(v.array(ExternalLinkSchema)) }),
          ),
        }),
      ),
    }),
  ),
});
export type Group = v.InferOutput<typeof GroupSchema>;
