import { buildPath, useChannel } from '@owa/shared';
import { Box, HStack, Link, Text } from '@owa/shared/design-kit';
import { formatCurrency } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { goTo } from '../navigation';
import { useStoreContext } from '../store-context';
import { type CustomHeader, textIn } from './site-config';

/** A group's own brand name (home: its group page) and its brand links (site-config.json). */
export function CustomStart({ header }: { readonly header: CustomHeader }) {
  const { group } = useStoreContext();
  const language = useChannel('shell:session')?.language ?? 'en';
  const home = group?.slug ? buildPath('group', { groupSlug: group.slug, gid: group.groupId }) : '/owa/';
  return (
    <HStack gap="4" flexWrap="wrap">
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
  );
}

/** The group's fixed price line, under its header. */
export function PriceLine({ header }: { readonly header: CustomHeader }) {
  const intl = useIntl();
  const language = useChannel('shell:session')?.language ?? 'en';
  return (
    <Box bg="bg" color="fg" px={{ base: '2', md: '4' }} py="1">
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
  );
}
