import { Box, Heading, Text } from '@owa/shared/design-kit';
import type { Coupon } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { loyaltyMessages as m } from './loyalty-messages';

/** Spec 3 §4: the coupon's rules, each marked met or not (ineligible rules listed with descriptions). */
export function CouponRules({ coupon }: { readonly coupon: Coupon }) {
  const intl = useIntl();
  const results = coupon.ruleResult?.ruleResults ?? [];
  const rules =
    results.length > 0
      ? results
          .filter((rule) => rule.description)
          .map((rule) => ({ text: rule.description ?? '', met: rule.isEligible }))
      : (coupon.eligibilityResult?.ruleDescriptions ?? []).map((text) => ({
          text,
          met: coupon.eligibilityResult?.isEligible ?? false,
        }));
  if (rules.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        {intl.formatMessage(m.rules)}
      </Heading>
      <Box as="ul" ps="4" listStyleType="disc">
        {rules.map((rule) => (
          <Box as="li" key={rule.text}>
            <Text as="span">{rule.text}</Text>{' '}
            <Text as="span" fontSize="sm" color={rule.met ? 'green.700' : 'red.700'}>
              ({intl.formatMessage(rule.met ? m.ruleMet : m.ruleNotMet)})
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
