import type { CommandMap, MenuItem, PizzaSide, Store } from '@owa/shared';
import {
  type ComboStep,
  normalizeQuantity,
  relationsOf,
  setComboItemQuantity,
  setPizzaSide,
  slotItem,
  toggleComboItem,
} from '@owa/shared/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectValue, toggleValue, unselectValue } from '../../domain/item-dialog/choose';
import type { StepRefusal, StepTarget } from '../../domain/item-dialog/step-check';
import {
  finderOf,
  startWorkingItem,
  stepItem,
  stepKey,
  stepSelection,
  type WorkingItem,
  workingItemFromLine,
  workingSteps,
} from '../../domain/item-dialog/working-item';
import { injectLazySlice } from '../../lib/lazy-slices';

export type ConfigureItemRequest = CommandMap['menu:configure-item'];

export interface ItemDialogState {
  /** The bus command being served; null while the dialog is closed. */
  readonly request: ConfigureItemRequest | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly item: MenuItem | null;
  /** Every item of the item's menu by code, for combo slots and pricing. */
  readonly items: Readonly<Record<string, MenuItem>>;
  readonly menuCode: string | null;
  readonly groupId: string | null;
  /** The item's store: its allergen disclaimer shows in the dialog (issue 22). */
  readonly store: Store | null;
  readonly specialRequestDisabled: boolean;
  readonly working: WorkingItem | null;
  /** 1-based (spec 1 §4.6 steps 1..N). */
  readonly step: number;
  /** The option or slot the last refused press pointed at, and how many presses so far. */
  readonly refusal: {
    readonly reason: StepRefusal;
    readonly target: StepTarget | null;
    readonly count: number;
  } | null;
}

export const initialItemDialogState: ItemDialogState = {
  request: null,
  status: 'idle',
  item: null,
  items: {},
  menuCode: null,
  groupId: null,
  store: null,
  specialRequestDisabled: false,
  working: null,
  step: 1,
  refusal: null,
};

export interface ItemDialogLoaded {
  readonly item: MenuItem;
  readonly items: Readonly<Record<string, MenuItem>>;
  readonly menuCode: string;
  readonly groupId: string | null;
  readonly store: Store | null;
  readonly specialRequestDisabled: boolean;
}

/** The step on screen, its item and its selection, for reducers and views alike. */
export function currentStep(state: ItemDialogState): {
  step: ComboStep;
  total: number;
  target: MenuItem | undefined;
} | null {
  if (!state.item || !state.working) return null;
  const findItem = finderOf(state.items);
  const steps = workingSteps(state.item, state.working, findItem);
  const step = steps[Math.min(state.step, steps.length) - 1] ?? { kind: 'item' as const };
  return { step, total: steps.length, target: stepItem(state.item, step, findItem) };
}

type Draft = { -readonly [K in keyof ItemDialogState]: ItemDialogState[K] };

/** Immer's drafts make arrays mutable; the working copy is only ever replaced whole. */
function setWorking(state: { working: WorkingItem | null }, working: WorkingItem): void {
  state.working = working;
}

/** Applies a selection rule to the selection of the step on screen. */
function updateSelection(
  state: Draft,
  change: (
    options: NonNullable<MenuItem['options']>,
    selection: WorkingItem['selection'],
  ) => WorkingItem['selection'],
) {
  const current = currentStep(state);
  if (!current?.target || !state.working) return;
  const selection = stepSelection(state.working, current.step, current.target);
  const next = [...change(current.target.options ?? [], selection)];
  const key = stepKey(current.step);
  state.working =
    key === null
      ? { ...state.working, selection: next }
      : { ...state.working, stepSelections: { ...state.working.stepSelections, [key]: next } };
  state.refusal = null;
}

function optionOf(state: Draft, optionCode: string) {
  return currentStep(state)?.target?.options?.find((option) => option.code === optionCode);
}

function updateRelations(state: Draft, relationCode: string, change: Parameters<typeof applyRelation>[2]) {
  if (!state.item || !state.working) return;
  const relation = relationsOf(state.item).find((candidate) => candidate.code === relationCode);
  if (!relation) return;
  state.working = { ...state.working, relations: applyRelation(relation, state, change) };
  state.refusal = null;
}

function applyRelation(
  relation: ReturnType<typeof relationsOf>[number],
  state: Draft,
  change: { itemCode: string; qty?: number },
) {
  const working = state.working as WorkingItem;
  const target = slotItem(relation, change.itemCode, finderOf(state.items));
  return change.qty === undefined
    ? toggleComboItem(relation, working.relations, change.itemCode, target)
    : setComboItemQuantity(relation, working.relations, change.itemCode, change.qty, target);
}

export const itemDialogSlice = createSlice({
  name: 'itemDialog',
  initialState: initialItemDialogState,
  reducers: {
    dialogRequested(_state, action: PayloadAction<ConfigureItemRequest>) {
      return { ...initialItemDialogState, request: action.payload, status: 'loading' };
    },
    itemLoaded(state, action: PayloadAction<ItemDialogLoaded>) {
      const { item, items } = action.payload;
      const purpose = state.request?.purpose;
      const findItem = finderOf(items);
      Object.assign(state, action.payload);
      state.status = 'ready';
      setWorking(
        state,
        purpose?.kind === 'edit'
          ? workingItemFromLine(item, purpose.line, findItem)
          : startWorkingItem(item, findItem),
      );
      state.step = 1;
    },
    itemLoadFailed(state) {
      state.status = 'failed';
    },
    /** The dialog's Retry after a failed load. */
    itemLoadRetried(state) {
      state.status = 'loading';
    },
    valueToggled(state, action: PayloadAction<{ optionCode: string; valueCode: string }>) {
      const option = optionOf(state, action.payload.optionCode);
      if (option)
        updateSelection(state, (options, sel) => toggleValue(options, option, action.payload.valueCode, sel));
    },
    valueChosen(state, action: PayloadAction<{ optionCode: string; valueCode: string }>) {
      const option = optionOf(state, action.payload.optionCode);
      if (option)
        updateSelection(state, (options, sel) => selectValue(options, option, action.payload.valueCode, sel));
    },
    valueReduced(state, action: PayloadAction<{ optionCode: string; valueCode: string }>) {
      const option = optionOf(state, action.payload.optionCode);
      if (option)
        updateSelection(state, (options, sel) =>
          unselectValue(options, option, action.payload.valueCode, sel),
        );
    },
    pizzaSideChosen(
      state,
      action: PayloadAction<{ optionCode: string; valueCode: string; side: PizzaSide }>,
    ) {
      const { optionCode, valueCode, side } = action.payload;
      updateSelection(state, (_options, sel) => setPizzaSide(sel, optionCode, valueCode, side));
    },
    comboItemToggled(state, action: PayloadAction<{ relationCode: string; itemCode: string }>) {
      updateRelations(state, action.payload.relationCode, { itemCode: action.payload.itemCode });
    },
    comboItemQuantitySet(
      state,
      action: PayloadAction<{ relationCode: string; itemCode: string; qty: number }>,
    ) {
      const { relationCode, itemCode, qty } = action.payload;
      updateRelations(state, relationCode, { itemCode, qty });
    },
    quantityChanged(state, action: PayloadAction<number>) {
      if (state.working) state.working = { ...state.working, quantity: normalizeQuantity(action.payload) };
    },
    specialRequestChanged(state, action: PayloadAction<string>) {
      if (state.working) state.working = { ...state.working, specialRequest: action.payload };
    },
    /** Moving on keeps what the next step will show (its preselection) in the working copy. */
    stepAdvanced(state) {
      state.step += 1;
      state.refusal = null;
      const current = currentStep(state);
      const key = current ? stepKey(current.step) : null;
      const working = state.working as WorkingItem | null;
      if (current && key !== null && working && !working.stepSelections[key]) {
        setWorking(state, {
          ...working,
          stepSelections: {
            ...working.stepSelections,
            [key]: stepSelection(working, current.step, current.target),
          },
        });
      }
    },
    stepReturned(state) {
      state.step = Math.max(1, state.step - 1);
      state.refusal = null;
    },
    pressRefused(state, action: PayloadAction<{ reason: StepRefusal; target: StepTarget | null }>) {
      state.refusal = { ...action.payload, count: (state.refusal?.count ?? 0) + 1 };
    },
    dialogClosed() {
      return initialItemDialogState;
    },
  },
});

export const {
  dialogRequested,
  itemLoaded,
  itemLoadFailed,
  itemLoadRetried,
  valueToggled,
  valueChosen,
  valueReduced,
  pizzaSideChosen,
  comboItemToggled,
  comboItemQuantitySet,
  quantityChanged,
  specialRequestChanged,
  stepAdvanced,
  stepReturned,
  pressRefused,
  dialogClosed,
} = itemDialogSlice.actions;

declare module '../../lib/lazy-slices' {
  export interface LazyLoadedSlices {
    itemDialog: ItemDialogState;
  }
}

/** Injected when the dialog's code first loads: the store page's first paint never carries it. */
injectLazySlice('itemDialog', itemDialogSlice.reducer);
