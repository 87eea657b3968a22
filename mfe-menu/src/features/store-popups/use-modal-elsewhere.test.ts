import { act, renderHook } from '@testing-library/react';
import { modalElsewhere, useModalElsewhere } from './use-modal-elsewhere';

/** A modal dialog as the kit renders one, with jsdom's missing layout given by `boxes`. */
function dialog(attributes: Record<string, string>, boxes: number): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const rects = Array.from({ length: boxes }, () => new DOMRect(0, 0, 100, 100));
  element.getClientRects = jest.fn(() => rects as unknown as DOMRectList);
  return element;
}

describe('a modal dialog of another team', () => {
  afterEach(() => document.body.replaceChildren());

  it('counts when it shows', () => {
    document.body.append(dialog({}, 1));
    expect(modalElsewhere()).toBe(true);
  });

  it('does not count, and is not laid out, while it waits hidden in the page', () => {
    const waiting = dialog({ hidden: '' }, 0);
    document.body.append(waiting);
    expect(modalElsewhere()).toBe(false);
    expect(waiting.getClientRects).not.toHaveBeenCalled();
  });

  it('does not count inside a hidden container, nor when it is a store pop-up', () => {
    const container = document.createElement('div');
    container.hidden = true;
    container.append(dialog({}, 1));
    const popup = document.createElement('div');
    popup.setAttribute('data-store-popup', '');
    popup.append(dialog({}, 1));
    document.body.append(container, popup);
    expect(modalElsewhere()).toBe(false);
  });

  it('does not count when a style hides it', () => {
    document.body.append(dialog({}, 0));
    expect(modalElsewhere()).toBe(false);
  });
});

describe('watching the page for one', () => {
  afterEach(() => document.body.replaceChildren());

  // The page is looked at again once the next frame has painted.
  const settle = () =>
    act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1))));

  it('answers when a dialog opens and closes, and does not look again for other changes', async () => {
    const look = jest.spyOn(document, 'querySelectorAll');
    const { result } = renderHook(() => useModalElsewhere());
    expect(result.current).toBe(false);
    look.mockClear();

    const card = document.createElement('article');
    document.body.append(card);
    card.setAttribute('style', 'min-height: 10px');
    await settle();
    expect(look).not.toHaveBeenCalled();

    const portal = document.createElement('div');
    portal.append(dialog({}, 1));
    document.body.append(portal);
    await settle();
    expect(result.current).toBe(true);

    portal.remove();
    await settle();
    expect(result.current).toBe(false);
    look.mockRestore();
  });

  it("looks once a frame however many changes a dialog's opening makes", async () => {
    const { result } = renderHook(() => useModalElsewhere());
    const look = jest.spyOn(document, 'querySelectorAll');
    const portal = document.createElement('div');
    const opening = dialog({ 'data-state': 'closed' }, 1);
    portal.append(opening);
    document.body.append(portal);
    await act(() => Promise.resolve());
    opening.setAttribute('data-state', 'open');
    opening.setAttribute('style', 'opacity: 1');
    await act(() => Promise.resolve());
    expect(look).not.toHaveBeenCalled();
    await settle();
    expect(look).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);
    look.mockRestore();
  });

  it('watches nothing while no pop-up waits to show', async () => {
    const look = jest.spyOn(document, 'querySelectorAll');
    const { result } = renderHook(() => useModalElsewhere(false));
    document.body.append(dialog({}, 1));
    await settle();
    expect(result.current).toBe(false);
    expect(look).not.toHaveBeenCalled();
    look.mockRestore();
  });
});
