import { matchRoute, useChannel } from '@owa/shared';
import { Box, HStack, Link, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { useLocation, useStoreContext } from '../store-context';
import { customHeaderFor, siteConfig, textIn } from './site-config';

/** The footer of the store and menu-selection pages (spec 1 §2.3): a group's own, when it has one. */
export function SiteFooter() {
  const intl = useIntl();
  useLocation();
  const session = useChannel('shell:session');
  const { group } = useStoreContext();
  const route = matchRoute(window.location.pathname)?.name;
  const custom = customHeaderFor(siteConfig(), group?.groupId ?? session?.groupId ?? null);
  if (!custom || (route !== 'store' && route !== 'store1' && route !== 'menu-selection')) return null;
  const language = session?.language ?? 'en';
  return (
    <Box
      as="section"
      aria-label={intl.formatMessage(messages.footerLabel)}
      borderTopWidth="1px"
      mt="8"
      px="4"
      py="6"
      data-testid="custom-footer"
    >
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="4" flexWrap="wrap" mb="2">
        {custom.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} color="fg" textDecoration="underline">
              {textIn(link.label, language)}
            </Link>
          </li>
        ))}
      </HStack>
      {custom.footer && <Text color="fg.muted">{textIn(custom.footer, language)}</Text>}
    </Box>
  );
}
