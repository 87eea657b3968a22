import { siteApi } from '@owa/shared';
import { Spinner, Stack, Text } from '@owa/shared/design-kit';
import { createElement, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { commonMessages as m } from './messages';

type Loaded = { readonly challenge: string } | 'loading' | 'failed';

/** ALTCHA's own translations of its widget (label, states, footer) for the site's nine languages. */
type WidgetLanguage = readonly [code: string, load: () => Promise<unknown>];
const ENGLISH: WidgetLanguage = ['en', () => import('altcha/i18n/en')];
const WIDGET_LANGUAGES: Readonly<Record<string, WidgetLanguage>> = {
  en: ENGLISH,
  zh: ['zh-cn', () => import('altcha/i18n/zh-cn')],
  'zh-TW': ['zh-tw', () => import('altcha/i18n/zh-tw')],
  fr: ['fr-fr', () => import('altcha/i18n/fr-fr')],
  es: ['es-es', () => import('altcha/i18n/es-es')],
  ko: ['ko', () => import('altcha/i18n/ko')],
  th: ['th', () => import('altcha/i18n/th')],
  ar: ['ar', () => import('altcha/i18n/ar')],
  vi: ['vi', () => import('altcha/i18n/vi')],
};

/**
 * The ALTCHA proof-of-work check that paying in person needs (spec 2 §5). The widget's code and its
 * challenge are loaded only when this method is chosen. `generation` asks for a fresh challenge
 * (each solution works once).
 */
export function CaptchaField({
  generation,
  onChange,
}: {
  generation: number;
  onChange: (payload: string | null) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [language, loadLanguage] = WIDGET_LANGUAGES[useIntl().locale] ?? ENGLISH;
  const widget = useRef<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a new challenge.
  useEffect(() => {
    let live = true;
    setLoaded('loading');
    onChange(null);
    Promise.all([
      // The translations register themselves with the widget's global registry: after it.
      import('altcha').then(loadLanguage),
      siteApi().request('/captcha/challenge', { schema: v.looseObject({}), silent: true }),
    ])
      .then(([, challenge]) => live && setLoaded({ challenge: JSON.stringify(challenge) }))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [generation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget element appears once loaded.
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onChange, loaded]);

  if (loaded === 'loading')
    return (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>
          <FormattedMessage {...m.paymentCaptchaLoading} />
        </Text>
      </Stack>
    );
  if (loaded === 'failed')
    return (
      <Text color="red.700" role="alert">
        <FormattedMessage {...m.paymentCaptchaError} />
      </Text>
    );
  return (
    <Stack gap="1">
      <Text>
        <FormattedMessage {...m.paymentCaptcha} />
      </Text>
      {createElement('altcha-widget', {
        ref: widget,
        challenge: loaded.challenge,
        name: 'captcha',
        language,
      })}
    </Stack>
  );
}
