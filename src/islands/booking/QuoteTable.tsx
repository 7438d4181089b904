import { useStore } from '@nanostores/react';
import { planName } from '../../lib/i18n/plan-name.ts';
import { $booking, chooseRoomType, chosenOffer, offersOf } from '../../lib/stores/booking-draft.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import type { TQuotePlan } from '../../lib/domain/booking-dto.ts';
import { cancellationText, includesText, ruleText } from './plan-text.ts';
import type { BookingT } from './booking-i18n.ts';

/**
 * The quote per room type, one line per rate plan on offer: its price per night and for the stay,
 * its cancellation policy and what it includes, or the rule that refuses the stay on it. The clerk
 * chooses one line (a type on a plan); sold-out types and refused plans are greyed.
 */
export function QuoteTable(props: { t: BookingT; locale: string }) {
  const { t, locale } = props;
  const s = useStore($booking);
  const q = s.quote;
  if (!q) return null;
  const guests = q.adults + q.kidAges.length;
  const money = (minor: number) => formatMoney(minor, q.currency, locale);
  const plans = new Map<number, TQuotePlan>([...(q.plan ? [q.plan] : []), ...(q.plans ?? [])].map((p) => [p.planId, p]));
  const chosen = chosenOffer(s);
  return (
    <section className="booking-panel" aria-labelledby="booking-quote-title">
      <h2 id="booking-quote-title" tabIndex={-1}>
        {t('booking.quote.title')}
      </h2>
      {q.roomTypes.length === 0 ? (
        <p className="admin-muted">{t('booking.quote.none', { guests })}</p>
      ) : (
        <div className="admin-grid__scroll">
          <table className="admin-grid booking-quote">
            <caption>
              {t('booking.quote.caption', { checkin: formatDay(q.checkin, locale), checkout: formatDay(q.checkout, locale), nights: q.nights, guests })}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('booking.quote.col.choice')}</span>
                </th>
                <th scope="col">{t('booking.quote.col.type')}</th>
                <th scope="col">{t('booking.quote.col.capacity')}</th>
                <th scope="col">{t('booking.quote.col.left')}</th>
                <th scope="col">{t('booking.quote.col.plan')}</th>
                <th scope="col" className="booking-num">
                  {t('booking.quote.col.perNight')}
                </th>
                <th scope="col" className="booking-num">
                  {t('booking.quote.col.total')}
                </th>
              </tr>
            </thead>
            {q.roomTypes.map((rt) => {
              const offers = offersOf(rt);
              const soldOut = rt.unitsLeft <= 0;
              const short = rt.unitsLeft < s.rooms;
              return (
                <tbody key={rt.roomTypeId} className="booking-quote-type">
                  {offers.map((offer, i) => {
                    const plan = offer.planId === null ? undefined : plans.get(offer.planId);
                    // A rule of the plan refuses the stay: the server refuses the booking too (unless forced).
                    const refused = offer.restriction;
                    const selectable = (!short && !refused) || s.forced;
                    const termsId = `booking-offer-${rt.roomTypeId}-${offer.planId ?? 0}`;
                    const greyed = soldOut || refused !== null;
                    const checked = s.roomTypeId === rt.roomTypeId && s.planId === offer.planId;
                    const state = [greyed ? 'is-sold-out' : short ? 'is-short' : '', checked ? 'is-chosen' : ''].join(' ').trim();
                    return (
                      <tr key={offer.planId ?? 0} className={state || undefined} aria-disabled={!selectable || undefined}>
                        <td>
                          <input
                            type="radio"
                            name="booking-room-type"
                            aria-label={
                              plan ? t('booking.quote.chooseOn', { type: rt.name, plan: planName(locale, plan) }) : t('booking.quote.choose', { type: rt.name })
                            }
                            aria-describedby={plan || refused ? termsId : undefined}
                            checked={checked}
                            disabled={!selectable || s.hold !== null}
                            onChange={() => chooseRoomType(rt.roomTypeId, offer.planId)}
                          />
                        </td>
                        {i === 0 && (
                          <>
                            <th scope="rowgroup" rowSpan={offers.length}>
                              {rt.name} <span className="admin-muted">{rt.code}</span>
                            </th>
                            <td rowSpan={offers.length}>{rt.capacity}</td>
                            <td rowSpan={offers.length}>
                              {soldOut ? t('booking.quote.soldOut') : short ? t('booking.quote.notEnough', { left: rt.unitsLeft }) : rt.unitsLeft}
                            </td>
                          </>
                        )}
                        <td className="booking-plan">
                          {plan && <span className="booking-plan-name">{planName(locale, plan)}</span>}
                          <span id={termsId} className="booking-plan-terms">
                            {/* Spaces between the lines: the screen reader's description reads them apart. */}
                            {plan && (
                              <>
                                <span>{cancellationText(plan, t)}</span> <span>{includesText(plan, t)}</span>{' '}
                              </>
                            )}
                            {refused && (
                              <span className="booking-plan-refused" title={refused.message}>
                                {t('booking.quote.refused', { rule: ruleText(refused, t, locale) })}
                              </span>
                            )}
                          </span>
                        </td>
                        <td className="booking-num">{money(offer.priceMinor)}</td>
                        <td className="booking-num">{money(offer.totalMinor)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
      {chosen && s.rooms > 1 && (
        <p className="booking-total">
          {t('booking.quote.forTotal', {
            rooms: s.rooms,
            count: s.rooms,
            total: money((s.priceChanged && s.priceMinor !== null ? s.priceMinor * q.nights : chosen.offer.totalMinor) * s.rooms),
          })}
        </p>
      )}
    </section>
  );
}
