import { bus, useChannel } from '@owa/shared';
import { Badge, Box, Button } from '@owa/shared/design-kit';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { preloadCartDialog } from '../dialog/preload';
import { messages } from '../messages';

/** spec 1 §4.9: the cart icon pulses for one second after a change. */
export const CART_PULSE_MS = 1000;

/** The cart button the header shows; a parcel lent to the host. */
export function HeaderCartButton() {
  const intl = useIntl();
  const summary = useChannel('cart:summary');
  const count = summary?.itemCount ?? 0;
  const [pulsing, setPulsing] = useState(false);
  const previous = useRef(count);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), CART_PULSE_MS);
    return () => clearTimeout(timer);
  }, [count]);

  // The count sits beside the button, not in it: the button's visible text ('Cart') stays part of
  // its accessible name ('Cart, 3 items'), as WCAG 2.5.3 (label in name) asks.
  return (
    <Box position="relative" display="inline-flex">
      <Button
        variant="outline"
        size="sm"
        pe="9"
        aria-label={intl.formatMessage(messages.cartButton, { count })}
        data-testid="header-cart-button"
        data-pulsing={pulsing ? 'true' : undefined}
        onClick={() => bus.emit('cart:open', {})}
        // Warm the dialog's code while the pointer or focus is on its way to a click.
        onPointerEnter={preloadCartDialog}
        onFocus={preloadCartDialog}
        transform={pulsing ? 'scale(1.08)' : undefined}
        transition="transform 0.2s"
      >
        {intl.formatMessage(messages.cartShort)}
      </Button>
      <Badge
        colorPalette="brand"
        variant="solid"
        data-testid="header-cart-count"
        aria-hidden="true"
        position="absolute"
        insetInlineEnd="2"
        top="50%"
        transform="translateY(-50%)"
        pointerEvents="none"
      >
        {count}
      </Badge>
    </Box>
  );
}
