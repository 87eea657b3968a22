import { Badge, chakra, HStack } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

const TAG_MESSAGES = {
  GLUTEN_FREE: messages.itemCardGlutenFriendly,
  VEGAN: messages.itemCardVegan,
  VEGETARIAN: messages.itemCardVegetarian,
} as const;

function isKnownTag(tag: string): tag is keyof typeof TAG_MESSAGES {
  return tag in TAG_MESSAGES;
}

/** A leaf: the one icon every dietary tag carries beside its words. */
function LeafIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" width="3" height="3" aria-hidden="true" fill="currentColor">
      <path d="M17 8C8 10 5.9 16.2 3.8 21.3l1.9.7 1-2.3c.5.2 1 .3 1.3.3C19 20 22 3 22 3c-1 2-8 2.3-13 3.3S2 11.5 2 13.5s1.8 3.8 1.8 3.8C7 8 17 8 17 8z" />
    </chakra.svg>
  );
}

/** Dietary tags as icons with their words (spec 1 §2.5: gluten free reads 'GLUTEN FRIENDLY'). */
export function ItemTags({ tags }: { readonly tags: readonly string[] | null | undefined }) {
  const intl = useIntl();
  const known = (tags ?? []).filter(isKnownTag);
  if (known.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap" mt="1">
      {known.map((tag) => (
        <Badge key={tag} size="sm" colorPalette="green" variant="subtle" gap="1">
          <LeafIcon />
          {intl.formatMessage(TAG_MESSAGES[tag])}
        </Badge>
      ))}
    </HStack>
  );
}
