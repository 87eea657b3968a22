import { matchRoute, Slot, useChannel } from '@owa/shared';
import { Flex, HStack } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { sessionControl } from '../../shell/session';
import { CustomHeader } from '../custom-header/CustomHeader';
import { customHeaderFor } from '../custom-header/site-config';
import { currentSite } from '../store-context/site';
import { useLocation, useStoreContext } from '../store-context/use-store-context';
import { BackButton, BrandLink } from './BrandLink';
import { GroupLinks, LocationsLink } from './GroupLinks';
import { LanguageSelect } from './LanguageSelect';

/** The shell's header (spec 1 §2.3), or the group's own one; the cart and account fill their slots. */
export function Header() {
  const intl = useIntl();
  useLocation();
  const session = useChannel('shell:session');
  const { group } = useStoreContext();
  const route = matchRoute(window.location.pathname);
  if (route && 'bare' in route.definition) return null;
  const language = session?.language === undefined ? 'en' : session.language;
  const tools = (
    <HStack gap="2" flexWrap="wrap" justify="flex-end">
      <LanguageSelect
        language={language as Parameters<typeof LanguageSelect>[0]['language']}
        onChoose={(next) => sessionControl()?.chooseLanguage(next)}
      />
      <Slot name="account:header-account-menu" />
      <Slot name="cart:header-cart-button" />
    </HStack>
  );
  const custom = customHeaderFor(currentSite().config, group?.groupId ?? session?.groupId ?? null);
  if (custom) return <CustomHeader header={custom} language={language} tools={tools} />;
  return (
    <Flex
      as="nav"
      aria-label={intl.formatMessage(messages.headerLabel)}
      borderBottomWidth="1px"
      bg="bg"
      px={{ base: '2', md: '4' }}
      py="2"
      align="center"
      justify="space-between"
      gap="2"
      wrap="wrap"
    >
      <HStack gap="2" minW="0">
        <BackButton />
        <BrandLink />
        <GroupLinks />
      </HStack>
      <HStack gap="2" flexWrap="wrap" justify="flex-end" ms="auto">
        <LocationsLink />
        {tools}
      </HStack>
    </Flex>
  );
}
