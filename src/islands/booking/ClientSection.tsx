import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiJson, orEmpty } from '../../lib/api-client.ts';
import { $booking, $bookingMode, chooseCustomer, clearClient, chooseClientDraft } from '../../lib/stores/booking-draft.ts';
import { ClientDraftForm } from './ClientDraftForm.tsx';
import type { BookingT } from './booking-i18n.ts';

interface CustomerHit {
  id: number;
  kind: 'person' | 'company';
  name: string;
  city: string;
  email: string;
  segments: { segmentId: number; name: string; channel: number }[];
}

const SEARCH_DELAY_MS = 250;

/** Staff look the client up by name as they type (the first 8 matches). */
function CustomerSearch(props: { t: BookingT }) {
  const { t } = props;
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<CustomerHit[] | null>(null);
  const listId = useId();
  useEffect(() => {
    const text = q.trim();
    // The criteria is sent only when it is not blank (front-office.md §5).
    if (!text) {
      setHits(null);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ search: text, size: '8' });
      void orEmpty('crm', 'customer search', () => apiJson<{ content: CustomerHit[] }>('crm', `/customers?${query}`, { signal: ctrl.signal }), {
        content: [],
      }).then((page) => {
        if (!ctrl.signal.aborted) setHits(page.content);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [q]);
  return (
    <div className="booking-search">
      <label>
        {t('booking.client.search')}
        <input type="search" value={q} maxLength={100} autoComplete="off" aria-describedby={`${listId}-hint`} onChange={(e) => setQ(e.currentTarget.value)} />
      </label>
      <span id={`${listId}-hint`} className="admin-muted">
        {t('booking.client.searchHint')}
      </span>
      {hits !== null &&
        (hits.length === 0 ? (
          <p className="admin-muted" role="status">
            {t('booking.client.noMatch', { q: q.trim() })}
          </p>
        ) : (
          <ul className="booking-hits" aria-label={t('booking.client.search')}>
            {hits.map((c) => (
              <li key={c.id}>
                <button type="button" className="booking-hit" onClick={() => chooseCustomer(c)}>
                  <strong>{c.name}</strong>
                  <span className="admin-muted">
                    {[c.kind === 'company' ? t('booking.client.company') : '', c.city, c.email, c.segments[0]?.name ?? ''].filter(Boolean).join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/** The client: an existing customer found by name, or the info draft of a new one. A partner's is their company. */
export function ClientSection(props: { t: BookingT; locale: string }) {
  const { t } = props;
  const s = useStore($booking);
  const mode = useStore($bookingMode);
  const locked = s.hold !== null;
  if (mode.partner) {
    return (
      <section className="booking-panel" aria-labelledby="booking-client-title">
        <h2 id="booking-client-title">{t('booking.client.title')}</h2>
        <p className="booking-chosen">{t('booking.client.partner', { company: mode.partner.name })}</p>
        <ClientDraftForm t={t} locale={props.locale} guestOnly />
      </section>
    );
  }
  const kind = s.client.kind === 'draft' ? 'draft' : 'existing';
  return (
    <section className="booking-panel" aria-labelledby="booking-client-title">
      <h2 id="booking-client-title">{t('booking.client.title')}</h2>
      <fieldset className="booking-row booking-client-kind" disabled={locked}>
        <label className="booking-check">
          <input type="radio" name="booking-client-kind" checked={kind === 'existing'} onChange={() => clearClient()} />
          {t('booking.client.existing')}
        </label>
        <label className="booking-check">
          <input type="radio" name="booking-client-kind" checked={kind === 'draft'} onChange={() => chooseClientDraft()} />
          {t('booking.client.new')}
        </label>
      </fieldset>
      {s.client.kind === 'customer' && (
        <p className="booking-chosen">
          {t('booking.client.chosen', { name: s.client.name })}{' '}
          {!locked && (
            <button type="button" className="admin-btn admin-btn--small" onClick={() => clearClient()}>
              {t('booking.client.change')}
            </button>
          )}
        </p>
      )}
      {s.client.kind === 'none' && <CustomerSearch t={t} />}
      {s.client.kind === 'draft' && <ClientDraftForm t={t} locale={props.locale} />}
    </section>
  );
}
