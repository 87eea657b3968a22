import { type Locale, Slot, useChannel } from '@owa/shared';
import { Flex, HStack } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { sessionControl } from '../../shell/session';
import { CustomHeader } from '../custom-header/CustomHeader';
import { customHeaderFor, siteConfig } from '../custom-header/site-config';
import { useLocation, useStoreContext } from '../store-context/use-store-context';
import { BackButton, BrandLink } from './BrandLink';
import { GroupLinks, LocationsLink } from './GroupLinks';
import { LanguageSelect } from './LanguageSelect';

/** The shell's header (spec 1 §2.3), or the group's own one; the cart and account fill their slots. */
export function FullHeader() {
  const intl = useIntl();
  useLocation();
  const session = useChannel('shell:session');
  const { group } = useStoreContext();
  const language = session?.language ?? 'en';
  const tools = <HeaderTools />;
  const custom = customHeaderFor(siteConfig(), group?.groupId ?? session?.groupId ?? null);
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

/** The language select and the cart and account slots, in every header. */
export function HeaderTools() {
  const session = useChannel('shell:session');
  return (
    <HStack gap="2" flexWrap="wrap" justify="flex-end">
      <LanguageSelect
        language={(session?.language ?? 'en') as Locale}
        onChoose={(next) => sessionControl()?.chooseLanguage(next)}
      />
      <Slot name="account:header-account-menu" />
      <Slot name="cart:header-cart-button" />
    </HStack>
  );
}
