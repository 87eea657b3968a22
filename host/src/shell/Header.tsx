import { BASE_PATH, Slot } from '@owa/shared';
import { Box, Flex, Link } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { messages } from '../i18n/messages';

/** The header the shell owns; the cart button and account menu are other teams' parcels in slots. */
export function Header() {
  const intl = useIntl();
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage(messages.headerLabel)}
      borderBottomWidth="1px"
      bg="bg"
      px="4"
      py="2"
    >
      <Flex align="center" justify="space-between" gap="3" maxW="5xl" mx="auto">
        <Link
          href={`${BASE_PATH}/`}
          fontWeight="bold"
          color="brand.fg"
          onClick={(event) => {
            event.preventDefault();
            navigateToUrl(`${BASE_PATH}/`);
          }}
        >
          {intl.formatMessage(messages.home)}
        </Link>
        <Flex align="center" gap="2">
          <Slot name="account:header-account-menu" />
          <Slot name="cart:header-cart-button" />
        </Flex>
      </Flex>
    </Box>
  );
}
