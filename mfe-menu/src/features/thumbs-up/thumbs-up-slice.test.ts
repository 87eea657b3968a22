import { type ThumbsUpEvent, thumbsUpReducer } from './thumbs-up-slice';

const run = (...events: ThumbsUpEvent[]) =>
  events.reduce(thumbsUpReducer, thumbsUpReducer(undefined, { type: '@@init' }));

describe("the likes' load and a press made while it runs", () => {
  it('a like answered while the page loads its likes is not undone by what the load read before it', () => {
    // The CI journey's race: the counts were read before the click, the history after it.
    const state = run(
      { type: 'thumbsUp/likesLoading' },
      { type: 'thumbsUp/clickSent', itemCode: 'BYOB' },
      { type: 'thumbsUp/clickAnswered', itemCode: 'BYOB', liked: true, count: 18 },
      { type: 'thumbsUp/likesLoaded', counts: { BYOB: 17, FRIES: 42 }, liked: {} },
    );
    expect(state.counts).toEqual({ BYOB: 18, FRIES: 42 });
    expect(state.liked).toEqual({ BYOB: true });
    expect(state.pressedWhileLoading).toBeNull();
  });

  it('a press still in flight when the load starts keeps its answer too', () => {
    const state = run(
      { type: 'thumbsUp/clickSent', itemCode: 'BYOB' },
      { type: 'thumbsUp/likesLoading' },
      { type: 'thumbsUp/clickAnswered', itemCode: 'BYOB', liked: false, count: 16 },
      { type: 'thumbsUp/likesLoaded', counts: { BYOB: 17 }, liked: { BYOB: true } },
    );
    expect(state.counts).toEqual({ BYOB: 16 });
    expect(state.liked).toEqual({ BYOB: false });
  });

  it('a press answered before the load started is the load’s to update', () => {
    const state = run(
      { type: 'thumbsUp/clickSent', itemCode: 'BYOB' },
      { type: 'thumbsUp/clickAnswered', itemCode: 'BYOB', liked: true, count: 18 },
      { type: 'thumbsUp/likesLoading' },
      { type: 'thumbsUp/likesLoaded', counts: { BYOB: 19 }, liked: { BYOB: true, FRIES: true } },
    );
    expect(state.counts).toEqual({ BYOB: 19 });
    expect(state.liked).toEqual({ BYOB: true, FRIES: true });
  });

  it('a failed load forgets the presses it kept, so the next load is read whole', () => {
    const state = run(
      { type: 'thumbsUp/likesLoading' },
      { type: 'thumbsUp/clickSent', itemCode: 'BYOB' },
      { type: 'thumbsUp/clickAnswered', itemCode: 'BYOB', liked: true, count: 18 },
      { type: 'thumbsUp/likesFailed' },
      { type: 'thumbsUp/likesLoading' },
      { type: 'thumbsUp/likesLoaded', counts: { BYOB: 20 }, liked: {} },
    );
    expect(state.counts).toEqual({ BYOB: 20 });
    expect(state.liked).toEqual({});
  });
});
