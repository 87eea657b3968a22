import { buildPath, type Group, GroupSchema, siteApi } from '@owa/shared';
import { Button, Container, Heading, Link, Spinner, Stack, Text } from '@owa/shared/design-kit';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { siteConfig } from '../features/custom-header/site-config';
import { goTo } from '../features/navigation/navigation';
import { messages } from '../i18n/messages';

type Groups = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; groups: Group[] };

function groupPath(group: Group): string | null {
  return group.slug ? buildPath('group', { groupSlug: group.slug, gid: group.groupId }) : null;
}

/**
 * The start page: the deployment's groups and their stores (site-config.json `homeGroups`). A
 * white-label deployment lists one group, and its home goes straight to that group's page.
 */
export function HomePage() {
  const intl = useIntl();
  const [state, setState] = useState<Groups>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    const ids = siteConfig().homeGroups;
    Promise.all(
      ids.map((groupId) =>
        siteApi().request('/store_group', { query: { groupId }, schema: GroupSchema, silent: true }),
      ),
    )
      .then((groups) => {
        const only = groups.length === 1 && groups[0] ? groupPath(groups[0]) : null;
        if (only) goTo(only, { replace: true });
        else setState({ status: 'ready', groups });
      })
      .catch(() => setState({ status: 'failed' }));
  }, []);
  useEffect(load, [load]);

  return (
    <Container py="8" maxW="3xl">
      <Heading as="h1" size="2xl" mb="2">
        {intl.formatMessage(messages.homeTitle)}
      </Heading>
      <Text mb="6">{intl.formatMessage(messages.homeIntro)}</Text>
      {state.status === 'loading' && (
        <Spinner color="brand.fg" aria-label={intl.formatMessage(messages.loadingApp)} />
      )}
      {state.status === 'failed' && (
        <Stack role="alert" align="start">
          <Text>{intl.formatMessage(messages.homeLoadFailed)}</Text>
          <Button onClick={load}>{intl.formatMessage(messages.retry)}</Button>
        </Stack>
      )}
      {state.status === 'ready' && state.groups.length === 0 && (
        <Text>{intl.formatMessage(messages.homeNone)}</Text>
      )}
      {state.status === 'ready' &&
        state.groups.map((group) => <GroupCard key={group.groupId} group={group} />)}
    </Container>
  );
}

function GroupCard({ group }: { readonly group: Group }) {
  const intl = useIntl();
  const all = groupPath(group);
  const follow = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    goTo(href);
  };
  return (
    <Stack as="section" aria-label={group.groupName} mb="6" gap="2" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="lg">
        {intl.formatMessage(messages.homeGroupStores, { group: group.groupName })}
      </Heading>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
        {(group.stores ?? []).map((store) => {
          const href = store.slug
            ? buildPath('menu-selection', { restaurantSlug: store.slug, sid: String(store.storeId) })
            : null;
          return href ? (
            <li key={store.storeId}>
              <Link
                href={href}
                color="brand.fg"
                onClick={follow(href)}
                minH="10"
                display="inline-flex"
                alignItems="center"
              >
                {store.name}
              </Link>
              {store.address && (
                <Text as="span" color="fg.muted" ms="2">
                  {store.address}
                </Text>
              )}
            </li>
          ) : null;
        })}
      </Stack>
      {all && (
        <Link href={all} onClick={follow(all)} color="brand.fg" textDecoration="underline">
          {intl.formatMessage(messages.homeAllLocations, { group: group.groupName })}
        </Link>
      )}
    </Stack>
  );
}
