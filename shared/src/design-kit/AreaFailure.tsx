import { Box, Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';

interface AreaFailureProps {
  /** Which part of the page is missing, for the message and for tests. */
  readonly area: string;
  readonly onRetry: () => void;
}

/** What stands where a part of the page failed: a message and a way to try again. */
export function AreaFailure({ area, onRetry }: AreaFailureProps) {
  return (
    <Box role="alert" data-area-failure={area} borderWidth="1px" borderRadius="md" p="4" my="2" bg="bg.muted">
      <Text mb="2">
        <FormattedMessage
          id="shared.areaFailure.message"
          defaultMessage="This part of the page could not be loaded."
        />
      </Text>
      <Button size="sm" colorPalette="brand" onClick={onRetry}>
        <FormattedMessage {...sharedMessages.areaFailureRetry} />
      </Button>
    </Box>
  );
}
