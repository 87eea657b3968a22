import { snackBottomAboveDialogActions } from './snack-above-dialogs';

/** jsdom lays nothing out: each element says where it is. */
function place(element: Element, top: number, bottom: number): void {
  element.getBoundingClientRect = () => ({ top, bottom, height: bottom - top }) as DOMRect;
}

function dialog(html: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'dialog');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('snacks keep clear of an open dialog’s actions', () => {
  it('stay where they are with no dialog open', () => {
    expect(snackBottomAboveDialogActions(document, 915)).toBeNull();
  });

  it('rise above the Done of a full-screen dialog on a phone (its close button at the top does not count)', () => {
    const open = dialog('<footer><button>Done</button></footer><button>Close</button>');
    const [done, close] = open.querySelectorAll('button');
    place(done as Element, 859, 899);
    place(close as Element, 16, 48);
    // 915 - 859 + 12: just above Done.
    expect(snackBottomAboveDialogActions(document, 915)).toBe(68);
  });

  it('rise above the highest of stacked actions in the band', () => {
    const open = dialog('<button>Pay</button><button>Cancel</button>');
    const [pay, cancel] = open.querySelectorAll('button');
    place(pay as Element, 800, 840);
    place(cancel as Element, 850, 890);
    expect(snackBottomAboveDialogActions(document, 915)).toBe(127);
  });

  it('stay when the buttons are well above the band (a centred dialog on a desktop)', () => {
    const open = dialog('<button>Done</button>');
    place(open.querySelector('button') as Element, 560, 600);
    expect(snackBottomAboveDialogActions(document, 1000)).toBeNull();
  });

  it('ignore a closed (hidden) dialog’s buttons and the page’s own', () => {
    const closed = dialog('<button>Pay</button>');
    place(closed.querySelector('button') as Element, 0, 0);
    const own = document.createElement('button');
    place(own, 860, 900);
    document.body.append(own);
    expect(snackBottomAboveDialogActions(document, 915)).toBeNull();
  });
});
