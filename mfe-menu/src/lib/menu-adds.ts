// The diner's adds from the menu (a card's Add, the item dialog's Add to cart), as the menu sends them
// to the cart: the "goes well with" panel waits for the cart to show one took effect. Light on purpose:
// the cards import it on the first paint; the listener arrives with the menu's service.

type Listener = (itemCode: string) => void;
const listeners = new Set<Listener>();

export function noteMenuAdd(itemCode: string): void {
  for (const listener of listeners) listener(itemCode);
}

export function onMenuAdd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
