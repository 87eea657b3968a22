// Spec 3 §4 "Referral": origin + /owa/g/-/{groupId}?referrer={customerId}, for logged-in users only.
export const REFERRAL_MESSAGES = {
  loginRequired: 'Please login to get your referral link',
  copied: 'Link copied!',
} as const;

/** The link to share, or undefined for a visitor (who is asked to log in). */
export function referralLink(
  origin: string,
  groupId: string,
  customerId: string | number | null | undefined,
): string | undefined {
  if (customerId === null || customerId === undefined || String(customerId).trim() === '') return undefined;
  const base = origin.endsWith('/') ? origin.slice(0, -1) : origin;
  return `${base}/owa/g/-/${encodeURIComponent(groupId)}?referrer=${encodeURIComponent(String(customerId))}`;
}
