import { Box, chakra, Heading, HStack, IconButton, SimpleGrid, Text } from '@owa/shared/design-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { loyaltyMessages as m } from '../loyalty';

interface CarouselSectionProps {
  readonly title: string;
  readonly perPage: number;
  readonly items: readonly { readonly key: string; readonly node: ReactNode }[];
}

/** One titled carousel: a page of cards at a time, with previous/next controls (spec 1 §9). */
export function CarouselSection({ title, perPage, items }: CarouselSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);
  if (items.length === 0) return null;
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * perPage, current * perPage + perPage);
  return (
    <Box as="section" aria-labelledby={headingId} mb="3">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {pages > 1 ? (
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="outline"
              aria-label={intl.formatMessage(m.previous)}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              <chakra.span aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>
                ‹
              </chakra.span>
            </IconButton>
            <Text fontSize="xs" aria-live="polite">
              {intl.formatMessage(m.page, { page: current + 1, pages })}
            </Text>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={intl.formatMessage(m.next)}
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              <chakra.span aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>
                ›
              </chakra.span>
            </IconButton>
          </HStack>
        ) : null}
      </HStack>
      <SimpleGrid columns={perPage} gap="3" minH="106px" as="ul" listStyleType="none" role="list">
        {shown.map((item) => (
          <Box as="li" key={item.key}>
            {item.node}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
