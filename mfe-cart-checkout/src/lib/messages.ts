/**
 * Messages of the widgets every room uses (the captcha's ids start `payment.`: paying in person
 * asked for it first; the call-server and guest dialogs ask for the same check).
 */
export const commonMessages = {
  dineInClose: { id: 'dineIn.close', defaultMessage: 'Close' },
  paymentCaptcha: { id: 'payment.captcha', defaultMessage: 'Confirm you are not a robot to pay in person' },
  paymentCaptchaLoading: { id: 'payment.captchaLoading', defaultMessage: 'Loading the check…' },
  paymentCaptchaError: { id: 'payment.captchaError', defaultMessage: 'Captcha Error, Please, try again' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
