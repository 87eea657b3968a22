import type { OrderPayload, Store } from '@owa/shared/entities';
import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { PaymentFailure, PaymentMethodChoice } from '../../../domain/payment-flow';
import { finishOrder } from './finish-order';
import { type PaymentApi, sitePaymentApi } from './payment-api';
import { type PlaceOutcome, placeOrder, settleAfterAction } from './place-order';

export type PlacePhase = 'idle' | 'placing' | 'challenge' | 'checking' | 'redirecting';

export interface SubmitInput {
  readonly payload: OrderPayload;
  readonly token: string;
  readonly menu: string | null;
  /** Called first (e.g. to save a new card); its failure ends the attempt with that failure. */
  readonly prepare: () => Promise<PaymentMethodChoice>;
  readonly tipsAmount: number;
  readonly tipsForStore: number;
  readonly email: string | null;
  readonly kioskMode: boolean;
  /** Stripe: confirms the intent in the browser (the Payment Element); the status is read after. */
  readonly confirm?: (intentSecret: string) => Promise<unknown>;
}

interface Context {
  readonly store: Store;
  readonly orderType: string;
  readonly guest: boolean;
  readonly api?: PaymentApi;
}

/**
 * Submission (spec 2 §4): one attempt at a time (a second click while one runs is ignored, and the
 * token makes any repeat the same order), then success, the 3-D Secure frame, WeChat, or the error.
 */
export function usePlaceOrder({ store, orderType, guest, api = sitePaymentApi }: Context) {
  const dispatch = useDispatch();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [challenge, setChallenge] = useState<{
    url: string;
    orderId: string;
    scheduledTime: string | null;
  } | null>(null);
  const running = useRef(false);

  const settle = useCallback(
    (outcome: PlaceOutcome, scheduledTime: string | null) => {
      switch (outcome.kind) {
        case 'paid':
          finishOrder(dispatch, { order: outcome.order, store, orderType, guest });
          return setPhase('idle');
        case 'redirect':
          setPhase('redirecting');
          window.location.assign(outcome.url);
          return;
        case 'challenge':
          setChallenge({ url: outcome.url, orderId: outcome.orderId, scheduledTime });
          return setPhase('challenge');
        case 'confirm':
          // Confirmed before settle() is called (submit): reaching here means the status is unknown.
          setFailure({ kind: 'no-response', code: 'CLIENT_ERR_TIMEOUT', message: '' });
          return setPhase('idle');
        case 'failed':
          setFailure(outcome.failure);
          return setPhase('idle');
      }
    },
    [dispatch, store, orderType, guest],
  );

  /** Resolves false when the attempt failed (its failure is shown) or another one was running. */
  const submit = useCallback(
    async (input: SubmitInput): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPhase('placing');
      try {
        let method: PaymentMethodChoice;
        try {
          method = await input.prepare();
        } catch (error) {
          setFailure(error as PaymentFailure);
          setPhase('idle');
          return false;
        }
        const returnUrl = `${window.location.origin}${window.location.pathname}`;
        const scheduledTime = input.payload.scheduledTime ?? null;
        let outcome = await placeOrder(
          api,
          { ...input, method, returnUrl, scheduledTime },
          () => navigator.onLine,
        );
        if (outcome.kind === 'confirm') {
          setPhase('checking');
          await input.confirm?.(outcome.intentSecret).catch(() => undefined);
          outcome = await settleAfterAction(api, outcome.orderId, scheduledTime);
        }
        settle(outcome, scheduledTime);
        return outcome.kind !== 'failed' && outcome.kind !== 'confirm';
      } finally {
        running.current = false;
      }
    },
    [api, settle],
  );

  const challengeDone = useCallback(async () => {
    const pending = challenge;
    if (!pending) return;
    setChallenge(null);
    setPhase('checking');
    settle(await settleAfterAction(api, pending.orderId, pending.scheduledTime), pending.scheduledTime);
  }, [api, challenge, settle]);

  return {
    phase,
    failure,
    challengeUrl: phase === 'challenge' ? (challenge?.url ?? null) : null,
    submit,
    challengeDone,
    dismissFailure: () => setFailure(null),
  };
}
