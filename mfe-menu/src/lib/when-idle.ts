import { whenPageInteractive } from '@owa/shared';

/**
 * Work the diner has not asked for (pop-ups, warm-ups, rules the page can show without): once the
 * page is interactive and the browser idle (`whenPageInteractive`). Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  return whenPageInteractive(task);
}
