import { buildPath } from '@owa/shared';
import { Box, Flex, HStack, Link, Text } from '@owa/shared/design-kit';
import { formatCurrency } from '@owa/shared/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { goTo } from '../navigation/navigation';
import { useStoreContext } from '../store-context/use-store-context';
import { type CustomHeader as CustomHeaderData, textIn } from './site-config';

/** A group's own header (site-config.json): its brand links and price line, with the shell's tools. */
export function CustomHeader({
  header,
  language,
  tools,
}: {
  readonly header: CustomHeaderData;
  readonly language: string;
  readonly tools: ReactNode;
}) {
  const intl = useIntl();
  const { group } = useStoreContext();
  const home = group?.slug ? buildPath('group', { groupSlug: group.slug, gid: group.groupId }) : '/owa/';
  return (
    <Box bg="brand.solid" color="brand.contrast" data-testid="custom-header">
      <Flex px={{ base: '2', md: '4' }} py="2" align="center" justify="space-between" gap="2" wrap="wrap">
        <Link
          href={home}
          color="brand.contrast"
          fontWeight="bold"
          fontSize="lg"
          minH="10"
          display="inline-flex"
          alignItems="center"
          onClick={(event) => {
            event.preventDefault();
            goTo(home);
          }}
        >
          {header.brandName}
        </Link>
        <HStack as="nav" aria-label={intl.formatMessage(messages.brandLinks, { brand: header.brandName })}>
          <HStack as="ul" listStyleType="none" m="0" p="0" gap="3" flexWrap="wrap">
            {header.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} color="brand.contrast" textDecoration="underline" minH="10">
                  {textIn(link.label, language)}
                </Link>
              </li>
            ))}
          </HStack>
        </HStack>
        <Box bg="bg" borderRadius="l2" px="1">
          {tools}
        </Box>
      </Flex>
      <Box bg="bg" color="fg" borderBottomWidth="1px" px={{ base: '2', md: '4' }} py="1">
        <HStack
          as="ul"
          aria-label={intl.formatMessage(messages.priceLine)}
          listStyleType="none"
          m="0"
          p="0"
          gap="4"
          flexWrap="wrap"
          fontSize="sm"
        >
          {header.priceLine.map((size) => (
            <li key={size.price}>
              <Text as="span" fontWeight="semibold">
                {textIn(size.label, language)}
              </Text>{' '}
              <Text as="span">{formatCurrency(size.price)}</Text>
            </li>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
