import { Badge, Box, Stack, Text } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';

export type CardVariant = 'carousel' | 'detail' | 'history';

interface LoyaltyCardProps {
  readonly title: string;
  readonly variant: CardVariant;
  /** The main figure: points, discount, stamps. */
  readonly headline?: string | undefined;
  readonly lines?: readonly (string | null | undefined)[];
  /** A rule or refusal message shown on the card. */
  readonly notice?: string | undefined;
  readonly badge?: string | undefined;
  readonly muted?: boolean;
  readonly children?: ReactNode;
  /** Carousel cards open their dialog; detail and history cards are read in place. */
  readonly onOpen?: () => void;
}

/** The frame shared by reward, coupon and punch-card cards (spec 3 §2): 284x106 in the carousel. */
export function LoyaltyCard({
  title,
  variant,
  headline,
  lines,
  notice,
  badge,
  muted,
  children,
  onOpen,
}: LoyaltyCardProps) {
  const clickable = variant === 'carousel' && onOpen !== undefined;
  return (
    <Box
      as={clickable ? 'button' : 'article'}
      onClick={clickable ? onOpen : undefined}
      textAlign="start"
      w={variant === 'carousel' ? 'full' : undefined}
      maxW={variant === 'carousel' ? '284px' : undefined}
      minH={variant === 'carousel' ? '106px' : undefined}
      p="3"
      borderWidth="1px"
      borderRadius="md"
      borderColor={muted ? 'border' : 'brand.solid'}
      bg="bg"
      opacity={variant === 'history' ? 0.85 : 1}
      cursor={clickable ? 'pointer' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <Stack as="span" gap="1">
        <Stack as="span" direction="row" justify="space-between" align="start" gap="2">
          <Text as="span" display="block" fontWeight="semibold" lineClamp={2}>
            {title}
          </Text>
          {badge ? (
            <Badge colorPalette="gray" variant="solid" flexShrink={0}>
              {badge}
            </Badge>
          ) : null}
        </Stack>
        {headline ? (
          <Text as="span" display="block" fontSize="sm" fontWeight="medium" color="fg">
            {headline}
          </Text>
        ) : null}
        {(lines ?? [])
          .filter((line) => line && line !== title)
          .map((line) => (
            <Text as="span" display="block" key={line} fontSize="xs" color="fg.muted">
              {line}
            </Text>
          ))}
        {notice ? (
          <Text as="span" display="block" fontSize="xs" color="red.700">
            {notice}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
