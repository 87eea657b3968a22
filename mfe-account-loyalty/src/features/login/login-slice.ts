import type { LoginReason } from '@owa/shared';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec 3 §3 "Login state": the dialog's part (user and token are the shell's session). */
export interface LoginDialogState {
  readonly open: boolean;
  readonly reason: LoginReason;
  readonly fromThumbsUp: boolean;
}

const initialState: LoginDialogState = { open: false, reason: 'user', fromThumbsUp: false };

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    loginRequested(_state, action: PayloadAction<{ reason?: LoginReason; fromThumbsUp?: boolean }>) {
      return {
        open: true,
        reason: action.payload.reason ?? 'user',
        fromThumbsUp: action.payload.fromThumbsUp ?? false,
      };
    },
    loginDialogClosed() {
      return initialState;
    },
  },
});

export const { loginRequested, loginDialogClosed } = loginSlice.actions;

export interface WithLogin {
  readonly login: LoginDialogState;
}

export const selectLoginOpen = (state: WithLogin) => state.login.open;
export const selectLoginReason = (state: WithLogin) => state.login.reason;
