import { buildPath, type Store, siteApiUrl } from '@owa/shared';
import { Badge, Box, chakra, Flex, Heading, Image, Text } from '@owa/shared/design-kit';
import { STORE_TILE_SIZES, storeBannerSources } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { fullAddress } from '../../domain/store-display';
import { messages } from '../../i18n/messages';
import { isPlainClick, navigate } from '../../lib/navigate';

interface StoreTileProps {
  readonly store: Store;
  readonly open: boolean;
  /** The first tile's picture is the page's largest paint on every screen: asked for at once (the
   * host's server also preloads it and shows it in the shell's stand-in). */
  readonly firstInView: boolean;
}

/** One store of the group: picture, name, address, open or closed now; the whole tile leads to its menus. */
export function StoreTile({ store, open, firstInView }: StoreTileProps) {
  const intl = useIntl();
  const path = buildPath(
    'menu-selection',
    { restaurantSlug: store.slug ?? String(store.storeId), sid: String(store.storeId) },
    { direct: 'true' },
  );
  const picture = storeBannerSources(store, siteApiUrl).mobile;
  return (
    <chakra.li
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bg"
      position="relative"
      _hover={{ boxShadow: 'md' }}
    >
      <Image
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={STORE_TILE_SIZES}
        htmlWidth={800}
        htmlHeight={300}
        alt=""
        w="100%"
        h="auto"
        display="block"
        {...(firstInView ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      />
      <Box p="4">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Heading as="h3" size="md">
            <chakra.a
              href={path}
              aria-label={intl.formatMessage(messages.groupPageOrder, { store: store.name })}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                navigate(path);
              }}
              _after={{ content: '""', position: 'absolute', inset: '0' }}
            >
              {store.name}
            </chakra.a>
          </Heading>
          <Badge bg={open ? 'green.700' : 'red.700'} color="white" data-testid="store-open-state">
            {intl.formatMessage(open ? messages.groupPageOpen : messages.groupPageClosed)}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted" mt="1">
          <bdi>{fullAddress(store)}</bdi>
        </Text>
      </Box>
    </chakra.li>
  );
}
