import type { MessageDescriptor } from 'react-intl';
import {
  hidesErrorDetail,
  isCaptchaFailure,
  type PaymentFailure,
  UNEXPECTED_CODE,
} from '../../../domain/payment-flow';
import { checkoutMessages as m } from '../messages';

export interface ErrorDialogContent {
  readonly title: MessageDescriptor;
  /** A translated message, or the server's own (HTML, sanitised before display). */
  readonly body: MessageDescriptor | { readonly html: string };
  readonly code: string | null;
  readonly chargeNotice: boolean;
}

/** Codes whose message the site words itself in every language (spec 2 §8). */
const KNOWN: Record<string, MessageDescriptor> = {
  PAY_ERR_CARD_DECLINED: m.paymentCardFailure,
  CHARGE_FAILED: m.paymentCardFailure,
  AUTH_FAILED: m.paymentAuthFailed,
  AUTH_REQUEST: m.paymentAuthFailed,
  CAPTCHA_ERR_INVALID: m.paymentCaptchaError,
  PAY_ERR_INSUFFICIENT_BALANCE: m.paymentInsufficient,
  PAY_ERR_SECOND_METHOD_REQUIRED: m.paymentSecondRequired,
  PAY_ERR_INVALID_CVC: m.paymentInvalidCvc,
  PAY_ERR_POSTAL_CODE: m.paymentPostalIncorrect,
  PAY_ERR_CARD_EXPIRED: m.paymentCardExpired,
  PAY_ERR_CARD_INVALID: m.paymentCardNumberInvalid,
};

/** How the failed payment was made: only a card's issuer can show a hold on a statement. */
export type PaidBy = 'card' | 'wechat';

/** What the error dialog shows for a failure: title, body, the code line (hidden for two codes). */
export function errorDialogContent(failure: PaymentFailure, paidBy: PaidBy = 'card'): ErrorDialogContent {
  switch (failure.kind) {
    case 'no-response':
      return { title: m.paymentErrorTitle, body: m.paymentNoResponse, code: null, chargeNotice: false };
    case 'offline':
      return { title: m.paymentErrorTitle, body: m.paymentOffline, code: null, chargeNotice: false };
    case 'unexpected':
      return {
        title: m.paymentErrorTitle,
        body: m.paymentUnexpected,
        code: UNEXPECTED_CODE,
        chargeNotice: false,
      };
    default: {
      const known = KNOWN[failure.code];
      // The server's message wins for a refused card (the processor's wording), else ours.
      const card = failure.code === 'PAY_ERR_CARD_DECLINED' || failure.code === 'CHARGE_FAILED';
      const body =
        known && !(card && failure.message)
          ? known
          : failure.message
            ? { html: failure.message }
            : (known ?? m.paymentUnexpected);
      return {
        title: isCaptchaFailure(failure.code) ? m.paymentErrorOccured : m.paymentErrorTitle,
        body,
        code: hidesErrorDetail(failure.code) ? null : failure.code,
        chargeNotice: paidBy === 'card' && (card || failure.code.startsWith('AUTH_')),
      };
    }
  }
}
