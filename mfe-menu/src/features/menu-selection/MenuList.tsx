import { buildPath, type Menu } from '@owa/shared';
import { Badge, chakra, Flex, Heading, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { menuHoursText } from '../../domain/menu-choice';
import { messages } from '../../i18n/messages';
import { isPlainClick, navigate } from '../../lib/navigate';

interface MenuListProps {
  readonly menus: readonly { readonly menu: Menu; readonly available: boolean }[];
  readonly slug: string;
  readonly storeId: string;
  readonly query: { readonly referrer: string | null; readonly tid: string | null };
}

/** The store's online menus: available ones lead to the store page; the others say so. */
export function MenuList({ menus, slug, storeId, query }: MenuListProps) {
  const intl = useIntl();
  return (
    <>
      <Heading as="h2" size="xl" mb="4">
        {intl.formatMessage(messages.menuSelectionTitle)}
      </Heading>
      {menus.length === 0 ? (
        <Text role="status">{intl.formatMessage(messages.menuSelectionNone)}</Text>
      ) : null}
      <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="3" data-testid="menu-list">
        {menus.map(({ menu, available }) => {
          const path = buildPath(
            'store',
            { restaurantSlug: slug, sid: storeId, mid: menu.code },
            { ...query },
          );
          const hours = menuHoursText(menu);
          return (
            <chakra.li
              key={menu.code}
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              bg={available ? 'bg' : 'bg.muted'}
              aria-label={menu.name ?? menu.code}
            >
              <Flex justify="space-between" align="center" gap="3">
                <Heading as="h3" size="md">
                  {available ? (
                    <chakra.a
                      href={path}
                      textDecoration="underline"
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        navigate(path);
                      }}
                    >
                      {menu.name ?? menu.code}
                    </chakra.a>
                  ) : (
                    (menu.name ?? menu.code)
                  )}
                </Heading>
                <Badge
                  bg={available ? 'green.700' : 'bg'}
                  color={available ? 'white' : 'fg'}
                  borderWidth={available ? '0' : '1px'}
                  data-testid="menu-availability"
                >
                  {intl.formatMessage(
                    available ? messages.menuSelectionAvailable : messages.menuSelectionUnavailable,
                  )}
                </Badge>
              </Flex>
              {hours ? (
                <Text fontSize="sm" mt="1">
                  {intl.formatMessage(messages.menuSelectionHours, { hours: <bdi key="hours">{hours}</bdi> })}
                </Text>
              ) : null}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </>
  );
}
