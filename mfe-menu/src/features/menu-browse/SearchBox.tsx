import { Box, chakra, IconButton, PlainInput } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

interface SearchBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/**
 * The menu search (spec 1 §2.5), with a clear button once something is typed. Memoised: a dietary
 * filter press renders the bar it sits in, and its Chakra props cost ~8 ms of that on the phone.
 */
export const SearchBox = memo(function SearchBox({ value, onChange }: SearchBoxProps) {
  const intl = useIntl();
  return (
    <Box position="relative" flex={{ base: '1', md: '0 0 280px' }} role="search">
      <PlainInput
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onChange('')}
        aria-label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        enterKeyHint="search"
        autoComplete="off"
        h="10"
        pe="10"
        bg="bg"
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
      {/* Hidden rather than absent while the box is empty: inserting its styles (a recipe's layered
          rules) on the first keystroke made the browser restyle the whole page before the results
          could paint. */}
      <IconButton
        hidden={!value}
        aria-label={intl.formatMessage(messages.searchClear)}
        size="sm"
        variant="ghost"
        position="absolute"
        insetEnd="1"
        top="1"
        onClick={() => onChange('')}
      >
        <chakra.svg
          viewBox="0 0 24 24"
          width="4"
          height="4"
          aria-hidden="true"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </chakra.svg>
      </IconButton>
    </Box>
  );
});
