import { buildPath } from '@owa/shared';
import { Button, HStack, Link } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { goTo } from '../navigation';
import { useStoreContext } from '../store-context';

/** The group's topBannerExternalLinks as nav links (spec 3 §7); STORE_LOGO is the logo's. */
export function GroupLinks() {
  const intl = useIntl();
  const { group } = useStoreContext();
  const links = (group?.settings?.owaSettings?.externalSettings?.topBannerExternalLinks ?? []).filter(
    (link) => link.label !== 'STORE_LOGO',
  );
  if (!group || links.length === 0) return null;
  return (
    <HStack as="ul" gap="3" listStyleType="none" m="0" p="0" flexWrap="wrap">
      {links.map((link) => {
        const external = /^https?:\/\//.test(link.link);
        return (
          <li key={`${link.label}-${link.link}`}>
            <Link
              href={link.link}
              color="fg"
              textDecoration="underline"
              {...(external
                ? {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    'aria-label': intl.formatMessage(messages.opensInNewTab, { label: link.label }),
                  }
                : {})}
            >
              <bdi>{link.label}</bdi>
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}

/** Locations: the group page, when the group has more than one store (spec 1 §2.3). */
export function LocationsLink() {
  const intl = useIntl();
  const { group } = useStoreContext();
  if (!group?.slug || (group.stores?.length ?? 0) < 2) return null;
  const href = buildPath('group', { groupSlug: group.slug, gid: group.groupId });
  return (
    <Button asChild variant="outline" colorPalette="brand" size="sm">
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          goTo(href);
        }}
      >
        {intl.formatMessage(messages.locations)}
      </a>
    </Button>
  );
}
