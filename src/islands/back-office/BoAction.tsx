import { useState } from 'react';
import { postJson } from '../../lib/api-client.ts';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import { boTranslator, type BoMessages } from './bo-i18n.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

export interface BoActionSpec {
  label: string;
  /** CRM API path the action posts to. */
  path: string;
  method?: 'POST' | 'PUT';
  body?: unknown;
  confirm?: boolean;
  disabled?: boolean;
  title?: string;
  variant?: 'primary' | 'danger';
}

/**
 * One back-office action of a list row (validate, approve, confirm, reopen …): posts to the CRM
 * API through the proxy, then reloads the server-rendered page; a refusal is shown in place.
 */
export default function BoAction(props: { spec: BoActionSpec; messages: BoMessages; locale: string }) {
  const { spec } = props;
  const t = boTranslator(props.messages, props.locale);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await postJson('crm', spec.path, spec.body ?? {}, spec.method ?? 'POST');
      window.location.reload();
    } catch (err) {
      setError(errorText(err, document.documentElement.lang));
      setBusy(false);
    }
  };

  return (
    <span className="bo-action">
      <button
        type="button"
        className={`admin-btn${spec.variant ? ` admin-btn--${spec.variant}` : ''}`}
        disabled={(spec.disabled ?? false) || busy}
        title={spec.title}
        onClick={() => (spec.confirm ? setAsking(true) : void run())}
      >
        {spec.label}
      </button>
      {error && !asking && (
        <span role="alert" className="admin-error bo-action__error">
          {error}
        </span>
      )}
      {asking && (
        <ConfirmBox
          t={(k) => t(k)}
          text={t('bo.confirmAction', { action: spec.label })}
          busy={busy}
          error={error}
          onAnswer={(yes) => (yes ? void run() : (setAsking(false), setError(null)))}
        />
      )}
    </span>
  );
}
