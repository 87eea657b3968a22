import { SUPPORTED_LANGUAGES } from '@owa/shared/domain';
import * as v from 'valibot';
import { currentSite } from '../store-context';

/**
 * The deployment's site configuration (host/site-config.json, or OWA_SITE_CONFIG), delivered in
 * /owa/remotes.json: which groups the home page lists, and which groups bring their own header
 * and footer. Editing it needs a restart of the host server, never a rebuild.
 */
const TranslatedTextSchema = v.pipe(
  v.record(v.picklist(SUPPORTED_LANGUAGES), v.string()),
  v.check((text) => typeof text.en === 'string', 'An English text is required'),
);
export type TranslatedText = v.InferOutput<typeof TranslatedTextSchema>;

const SafeUrlSchema = v.pipe(v.string(), v.regex(/^(?:https:\/\/|\/)/, 'https or site-relative links only'));

export const CustomHeaderSchema = v.object({
  groupIds: v.pipe(v.array(v.string()), v.minLength(1)),
  brandName: v.string(),
  links: v.array(v.object({ label: TranslatedTextSchema, href: SafeUrlSchema })),
  priceLine: v.array(v.object({ label: TranslatedTextSchema, price: v.number() })),
  footer: v.optional(TranslatedTextSchema),
});
export type CustomHeader = v.InferOutput<typeof CustomHeaderSchema>;

export const SiteConfigSchema = v.object({
  /** Groups the home page lists; a white-label deployment lists one and goes straight to it. */
  homeGroups: v.optional(v.array(v.string()), []),
  customHeaders: v.optional(v.array(CustomHeaderSchema), []),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

export const EMPTY_SITE_CONFIG: SiteConfig = { homeGroups: [], customHeaders: [] };

/** The custom header of a group, chosen by group id at run time. */
export function customHeaderFor(config: SiteConfig, groupId: string | null): CustomHeader | null {
  if (!groupId) return null;
  return config.customHeaders.find((header) => header.groupIds.includes(groupId)) ?? null;
}

export function textIn(text: TranslatedText, language: string): string {
  return text[language as keyof TranslatedText] ?? text.en ?? '';
}

let parsed: { readonly raw: unknown; readonly config: SiteConfig } | null = null;

/** The deployment's site configuration, validated once; a broken one leaves the standard site. */
export function siteConfig(): SiteConfig {
  const raw = currentSite().config;
  if (parsed && parsed.raw === raw) return parsed.config;
  const result = v.safeParse(SiteConfigSchema, raw ?? {});
  const config = result.success ? result.output : EMPTY_SITE_CONFIG;
  parsed = { raw, config };
  return config;
}
