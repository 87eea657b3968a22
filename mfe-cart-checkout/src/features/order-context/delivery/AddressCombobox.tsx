import { Box, Spinner, Text } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { AddressSuggestion } from './delivery-api';
import { useAddressSearch } from './use-address-search';

interface Props {
  countries: string;
  initialText: string;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/** The address field: suggestions as the diner types, chosen by arrows and Enter, or by touch (WAI-ARIA combobox). */
export function AddressCombobox({ countries, initialText, onChoose }: Props) {
  const intl = useIntl();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useAddressSearch(text, countries, typing);
  const suggestions = search.status === 'done' ? search.suggestions : [];
  const open = typing && suggestions.length > 0;

  const choose = (suggestion: AddressSuggestion) => {
    setText(suggestion.label);
    setTyping(false);
    setActive(-1);
    onChoose(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const suggestion = suggestions[Math.max(active, 0)];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog.
      event.stopPropagation();
      setTyping(false);
    }
  };

  return (
    <Field.Root>
      <Field.Label>{intl.formatMessage(messages.deliverySearchLabel)}</Field.Label>
      <Input
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={intl.formatMessage(messages.deliverySearchPlaceholder)}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setTyping(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <Box
        as="ul"
        role="listbox"
        id={listId}
        aria-label={intl.formatMessage(messages.deliverySearchLabel)}
        hidden={!open}
        borderWidth="1px"
        borderRadius="md"
        mt="1"
        bg="bg"
        listStyleType="none"
        p="0"
        width="full"
      >
        {suggestions.map((suggestion, index) => (
          <Box
            as="li"
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'gray.100' : undefined}
            _hover={{ bg: 'gray.100' }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.label}
          </Box>
        ))}
      </Box>
      <Box aria-live="polite" fontSize="sm" minH="5">
        {typing && search.status === 'searching' && (
          <Text display="flex" gap="2" alignItems="center">
            <Spinner size="xs" /> {intl.formatMessage(messages.deliverySearching)}
          </Text>
        )}
        {typing && search.status === 'done' && suggestions.length === 0 && (
          <Text>{intl.formatMessage(messages.deliverySearchNoResults)}</Text>
        )}
        {typing && search.status === 'failed' && (
          <Text color="red.700">{intl.formatMessage(messages.deliverySearchFailed)}</Text>
        )}
      </Box>
    </Field.Root>
  );
}
