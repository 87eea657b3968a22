import { type Locale, useChannel } from '@owa/shared';
import { HStack } from '@owa/shared/design-kit';
import { sessionControl } from '../../shell/session';
import { type CustomHeader, CustomStart, customHeaderFor, PriceLine, siteConfig } from '../custom-header';
import { useStoreContext } from '../store-context';
import { BackButton, BrandLink } from './BrandLink';
import { GroupLinks, LocationsLink } from './GroupLinks';
import type { HeaderParts } from './header-extras';
import { LanguageSelect } from './LanguageSelect';

/** The group's own header, chosen by group id at run time (host/site-config.json). */
function useCustomHeader(): CustomHeader | null {
  const session = useChannel('shell:session');
  const { group } = useStoreContext();
  return customHeaderFor(siteConfig(), group?.groupId ?? session?.groupId ?? null);
}

function Start() {
  const custom = useCustomHeader();
  if (custom) return <CustomStart header={custom} />;
  return (
    <HStack gap="2" minW="0" flexWrap="wrap">
      <BackButton />
      <BrandLink />
      <GroupLinks />
    </HStack>
  );
}

function End() {
  const session = useChannel('shell:session');
  const custom = useCustomHeader();
  return (
    <>
      {!custom && <LocationsLink />}
      <LanguageSelect
        language={(session?.language ?? 'en') as Locale}
        onChoose={(next) => sessionControl()?.chooseLanguage(next)}
      />
    </>
  );
}

function Below() {
  const custom = useCustomHeader();
  return custom ? <PriceLine header={custom} /> : null;
}

/** The full header's parts (spec 1 §2.3, spec 3 §7), or a group's own header and price line. */
export const fullHeaderParts: HeaderParts = {
  customFor: (groupId) => customHeaderFor(siteConfig(), groupId),
  Start,
  End,
  Below,
};
