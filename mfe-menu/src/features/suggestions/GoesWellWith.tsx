import { CloseButton, Flex, Heading, Stack, Text } from '@owa/shared/design-kit';
import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { suggestionsMessages as m } from './messages';
import { PanelFrame } from './PanelFrame';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './use-suggestions';

/**
 * "Goes well with" (issue 22): the store's suggestions the diner can add now and has not, from the
 * store page's data. Nothing when there are none; once the diner has added the last one, a line
 * saying so keeps focus in place. With `onClose`, it is the panel after an add, with its Close.
 */
export default function GoesWellWith({ onClose }: { readonly onClose?: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const suggestions = useSuggestions();
  const [emptied, setEmptied] = useState(false);
  const onEmptied = useCallback(() => {
    setEmptied(true);
    heading.current?.focus();
  }, []);
  const items = suggestions?.items ?? [];
  if (!suggestions || (items.length === 0 && !emptied)) return null;
  const section = (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-testid="goes-well-with">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h3" size="sm" id={headingId} ref={heading} tabIndex={-1}>
          {intl.formatMessage(m.title)}
        </Heading>
        {onClose ? (
          <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} onClick={onClose} />
        ) : null}
      </Flex>
      {items.length > 0 ? (
        <SuggestionList
          items={items}
          storeId={suggestions.storeId}
          menuCode={suggestions.menuCode}
          onEmptied={onEmptied}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.allAdded)}
        </Text>
      )}
    </Stack>
  );
  return onClose ? <PanelFrame onClose={onClose}>{section}</PanelFrame> : section;
}
