// Spec 1 §4.8 thumbs-up: a toggle per item. Visitors keep the returned like id in anonymousLikes and
// send it back to take the like back; customers' likes come from their history (on load and after
// login), and likes made before the login are re-sent as theirs. A failure asks for a login.
import { bus, siteApi, ThumbupClickSchema, ThumbupCountsSchema, ThumbupHistorySchema } from '@owa/shared';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import {
  ANONYMOUS_LIKES_KEY,
  type LikeTarget,
  readAnonymousLikes,
  readPendingLike,
  writeAnonymousLike,
  writePendingLike,
} from './thumbs-up-storage';

export interface ThumbsUpState {
  /** Counts the server gave since the menu loaded; they win over the menu's `thumbup`. */
  readonly counts: Readonly<Record<string, number>>;
  /** What this diner likes: a visitor's anonymous likes or a customer's history. */
  readonly liked: Readonly<Record<string, boolean>>;
  readonly busy: Readonly<Record<string, boolean>>;
}

const initialState: ThumbsUpState = { counts: {}, liked: {}, busy: {} };

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

function loggedInCustomerId(): number | null {
  const id = bus.current('shell:session')?.user?.id;
  return id && /^\d+$/.test(id) ? Number(id) : null;
}

async function click(target: LikeTarget, customerId: number | null, likeId: string | undefined) {
  return siteApi().request('/item/click_thumbup/', {
    method: 'POST',
    body: {
      storeId: target.storeId,
      groupId: target.groupId,
      catalogCode: target.menuCode,
      itemCode: target.itemCode,
      ...(customerId === null ? { itemthumbupid: likeId ?? null } : { customerId }),
    },
    schema: ThumbupClickSchema,
    storeId: target.storeId,
    silent: true,
  });
}

export const thumbUpClicked = createAsyncThunk<
  { itemCode: string; liked: boolean; count: number | null },
  LikeTarget,
  { rejectValue: string }
>('thumbsUp/clicked', async (target, { rejectWithValue }) => {
  const store = storage();
  const customerId = loggedInCustomerId();
  try {
    const likeId = store ? readAnonymousLikes(store)[target.itemCode] : undefined;
    const answer = await click(target, customerId, likeId);
    const newId =
      answer.itemthumbupid === null || answer.itemthumbupid === undefined
        ? null
        : String(answer.itemthumbupid);
    if (customerId === null && store) writeAnonymousLike(store, target.itemCode, newId);
    return {
      itemCode: target.itemCode,
      liked: answer.liked ?? newId !== null,
      count: answer.thumbup ?? null,
    };
  } catch (error) {
    // Spec 1 §4.8: logged, then the login dialog opens flagged as from thumbs-up.
    bus.emit('shell:error-report', { error: `thumbs-up failed: ${String(error)}` });
    if (store && customerId === null) writePendingLike(store, target);
    bus.emit('account:login-requested', { fromThumbsUp: true, reason: 'thumbs-up' });
    return rejectWithValue(target.itemCode);
  }
});

/** On load and after login: the store's counts, and the diner's own likes. */
export const likesLoaded = createAsyncThunk<
  { counts: Record<string, number>; liked: Record<string, boolean> },
  { storeId: string; groupId: string }
>('thumbsUp/loaded', async ({ storeId, groupId }) => {
  const api = siteApi();
  const path = (base: string) => `${base}/${encodeURIComponent(groupId)}/${encodeURIComponent(storeId)}`;
  const counts: Record<string, number> = {};
  const rows = await api.request(path('/item/get_thumbup'), {
    schema: ThumbupCountsSchema,
    storeId,
    silent: true,
  });
  for (const row of rows) counts[row.itemCode] = row.thumbup;
  const customerId = loggedInCustomerId();
  const liked: Record<string, boolean> = {};
  if (customerId === null) {
    for (const code of Object.keys(readAnonymousLikes(storage() ?? window.localStorage))) liked[code] = true;
  } else {
    const history = await api.request(path(`/customer/thumbup_history/${customerId}`), {
      schema: ThumbupHistorySchema,
      storeId,
      silent: true,
    });
    for (const code of history) liked[code] = true;
  }
  return { counts, liked };
});

/**
 * After login: the likes made as a visitor (and one that failed and asked for the login) become the
 * customer's, unless the customer already likes the item; then they are forgotten.
 */
export const pendingLikesResent = createAsyncThunk<
  void,
  { storeId: string; groupId: string; menuCode: string }
>('thumbsUp/pendingResent', async (where, { dispatch, getState }) => {
  const store = storage();
  if (!store || loggedInCustomerId() === null) return;
  const pending = readPendingLike(store);
  const codes = new Set(Object.keys(readAnonymousLikes(store)));
  store.removeItem(ANONYMOUS_LIKES_KEY);
  writePendingLike(store, null);
  const liked = (getState() as { thumbsUp: ThumbsUpState }).thumbsUp.liked;
  const targets: LikeTarget[] = [...codes].map((itemCode) => ({ ...where, itemCode }));
  if (pending && !codes.has(pending.itemCode)) targets.push(pending);
  for (const target of targets) {
    if (target.storeId !== where.storeId || liked[target.itemCode]) continue;
    await dispatch(thumbUpClicked(target));
  }
});

export const thumbsUpSlice = createSlice({
  name: 'thumbsUp',
  initialState,
  reducers: {
    /** Logout: the customer's likes are no longer this diner's. */
    likesForgotten(state) {
      state.liked = {};
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(thumbUpClicked.pending, (state, action) => {
        state.busy[action.meta.arg.itemCode] = true;
      })
      .addCase(thumbUpClicked.fulfilled, (state, action) => {
        const { itemCode, liked, count } = action.payload;
        delete state.busy[itemCode];
        state.liked[itemCode] = liked;
        if (count !== null) state.counts[itemCode] = count;
      })
      .addCase(thumbUpClicked.rejected, (state, action) => {
        delete state.busy[action.meta.arg.itemCode];
      })
      .addCase(likesLoaded.fulfilled, (state, action) => {
        state.counts = { ...state.counts, ...action.payload.counts };
        state.liked = action.payload.liked;
      });
  },
});

export const { likesForgotten } = thumbsUpSlice.actions;
