import { BASE_PATH } from '@owa/shared';
import { IconButton, Image, Link } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { goTo } from '../navigation';
import { apiAssetUrl, useStoreContext } from '../store-context';
import { useBack } from './use-back';

/** The group's STORE_LOGO link is home (spec 3 §7); site-relative links stay in the single-page app. */
export function homeHref(links: readonly { label: string; link: string }[] | null | undefined): string {
  const logo = links?.find((link) => link.label === 'STORE_LOGO')?.link;
  return logo?.startsWith('/') ? logo : `${BASE_PATH}/`;
}

/** The logo: like back where there is a way back (spec 1 §2.3), else home. */
export function BrandLink() {
  const intl = useIntl();
  const back = useBack();
  const { group } = useStoreContext();
  const links = group?.settings?.owaSettings?.externalSettings?.topBannerExternalLinks;
  const href = back?.href ?? homeHref(links);
  const logo = apiAssetUrl(group?.storeLogo);
  return (
    <Link
      href={href}
      fontWeight="bold"
      color="fg"
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="10"
      onClick={(event) => {
        event.preventDefault();
        if (back) back.go();
        else goTo(href);
      }}
    >
      {/* Its square is kept before the picture arrives: a width known only after the load let the
          header's row wrap under a page already shown (a shift of 0.125 on a phone). A wide logo
          fits inside it. */}
      {logo && <Image src={logo} alt="" boxSize="8" objectFit="contain" flexShrink={0} />}
      {/* A group's name keeps its own direction in Arabic ('Maple & Co.' not '.Maple & Co'). */}
      <bdi>{group?.groupName ?? intl.formatMessage(messages.home)}</bdi>
    </Link>
  );
}

export function BackButton() {
  const intl = useIntl();
  const back = useBack();
  if (!back) return null;
  return (
    <IconButton
      aria-label={intl.formatMessage(messages.back)}
      variant="ghost"
      size="md"
      onClick={back.go}
      css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
    >
      <span aria-hidden="true">←</span>
    </IconButton>
  );
}
