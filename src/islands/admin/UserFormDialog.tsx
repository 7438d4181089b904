import { useEffect, useState, type SubmitEvent } from 'react';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { Modal } from '../ui/Modal.tsx';
import { queryOf, type Translate } from './admin-i18n.ts';
import { PERMISSION_CODES, type THotelDto, type TPartnerCandidate, type TRoleDto, type TUserDto } from './types.ts';
import { localeOf } from '../../lib/i18n/locale.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

interface Draft {
  username: string;
  name: string;
  email: string;
  language: 'en' | 'fr';
  password: string;
  groupId: number;
  posId: number | null;
  roles: string[];
  preferredGroups: number[];
  preferredPos: number[];
  permissions: string[];
  customerId: number | null;
  customerName: string | null;
  unlock: boolean;
  locked: boolean;
}

const draftOf = (u: TUserDto | undefined, hotels: THotelDto[]): Draft => ({
  username: u?.username ?? '',
  name: u?.name ?? '',
  email: u?.email ?? '',
  language: u?.language ?? 'en',
  password: '',
  groupId: u?.groupId ?? hotels[0]?.groupId ?? 0,
  posId: u?.posId ?? null,
  roles: u?.roles ?? [],
  preferredGroups: u?.preferredGroups.map((g) => g.groupId) ?? (hotels[0] ? [hotels[0].groupId] : []),
  preferredPos: u?.preferredPos.map((p) => p.posId) ?? [],
  permissions: u?.permissions ?? [],
  customerId: u?.customerId ?? null,
  customerName: u?.customerName ?? null,
  unlock: false,
  locked: u?.locked ?? false,
});

const toggle = <T,>(list: readonly T[], x: T, on: boolean) => (on ? [...new Set([...list, x])] : list.filter((y) => y !== x));

/** Create or edit a user; the API's message is shown as it comes when it refuses. */
export function UserFormDialog(props: {
  t: Translate;
  user?: TUserDto | undefined;
  roles: TRoleDto[];
  hotels: THotelDto[];
  onClose: () => void;
  onSaved: (u: TUserDto) => void;
}) {
  const { t, user, hotels } = props;
  const [d, setD] = useState<Draft>(() => draftOf(user, hotels));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [criteria, setCriteria] = useState('');
  const [candidates, setCandidates] = useState<TPartnerCandidate[] | null>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));

  const preferredHotels = hotels.filter((h) => d.preferredGroups.includes(h.groupId));
  const currentHotelPoints = hotels.find((h) => h.groupId === d.groupId)?.servicePoints.filter((p) => d.preferredPos.includes(p.posId)) ?? [];

  useEffect(() => {
    if (!criteria.trim() || !d.groupId) {
      setCandidates(null);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      apiJson<TPartnerCandidate[]>('crm', `/users/partner-candidates${queryOf({ group: d.groupId, criteria: criteria.trim() })}`, { signal: ctl.signal })
        .then(setCandidates)
        .catch((err: Error) => err.name !== 'AbortError' && setError(errorText(err, document.documentElement.lang)));
    }, 250);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [criteria, d.groupId]);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const body = {
      username: d.username,
      name: d.name,
      email: d.email,
      language: d.language,
      groupId: d.groupId,
      posId: d.posId,
      roles: d.roles,
      preferredGroups: d.preferredGroups,
      preferredPos: d.preferredPos,
      permissions: d.permissions,
      customerId: d.customerId,
      ...(d.password ? { password: d.password } : {}),
      ...(user && d.unlock ? { unlock: true } : {}),
      ...(user && d.locked !== user.locked ? { locked: d.locked } : {}),
    };
    try {
      const saved = user ? await postJson<TUserDto>('crm', `/users/${user.userId}`, body, 'PUT') : await postJson<TUserDto>('crm', '/users', body);
      props.onSaved(saved);
    } catch (err) {
      setError(errorText(err, document.documentElement.lang));
    } finally {
      setBusy(false);
    }
  }

  const formId = 'admin-user-form';
  return (
    <Modal
      wide
      title={user ? t('admin.form.editTitle', { name: user.name }) : t('admin.form.createTitle')}
      closeLabel={t('admin.dialog.close')}
      onClose={props.onClose}
      footer={
        <>
          <button type="submit" form={formId} className="admin-btn admin-btn--primary" disabled={busy}>
            {busy ? t('admin.form.saving') : t('admin.form.save')}
          </button>
          <button type="button" className="admin-btn" onClick={props.onClose}>
            {t('admin.form.cancel')}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-form" onSubmit={submit} noValidate>
        {error ? (
          <p role="alert" className="admin-error">
            {error}
          </p>
        ) : null}
        <div className="admin-form__grid">
          <label>
            {t('admin.form.username')}
            <input required autoComplete="off" value={d.username} onChange={(e) => set('username', e.target.value)} />
          </label>
          <label>
            {t('admin.form.name')}
            <input required value={d.name} onChange={(e) => set('name', e.target.value)} />
          </label>
          <label>
            {t('admin.form.email')}
            <input type="email" value={d.email} onChange={(e) => set('email', e.target.value)} />
          </label>
          <label>
            {t('admin.form.language')}
            <select value={d.language} onChange={(e) => set('language', localeOf(e.target.value))}>
              <option value="en">English</option>
              <option value="fr">Français</option>
            </select>
          </label>
          <label>
            {t('admin.form.password')}
            <input
              type="password"
              autoComplete="new-password"
              value={d.password}
              aria-describedby="admin-pw-help"
              onChange={(e) => set('password', e.target.value)}
            />
            <small id="admin-pw-help">{t('admin.form.passwordHelp')}</small>
          </label>
          <label>
            {t('admin.form.hotel')}
            <select value={d.groupId} onChange={(e) => setD((x) => ({ ...x, groupId: Number(e.target.value), posId: null }))}>
              <option value={0}>{t('admin.users.mustChoose')}</option>
              {hotels.map((h) => (
                <option key={h.groupId} value={h.groupId}>
                  {h.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('admin.form.service')}
            <select value={d.posId ?? ''} onChange={(e) => set('posId', e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('admin.form.noService')}</option>
              {currentHotelPoints.map((p) => (
                <option key={p.posId} value={p.posId}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </div>

        <fieldset>
          <legend>{t('admin.form.roles')}</legend>
          {props.roles.map((r) => (
            <label key={r.code} className="admin-check">
              <input type="checkbox" checked={d.roles.includes(r.code)} onChange={(e) => set('roles', toggle(d.roles, r.code, e.target.checked))} />
              {r.name}
            </label>
          ))}
        </fieldset>

        <fieldset>
          <legend>{t('admin.form.preferredHotels')}</legend>
          {hotels.map((h) => (
            <label key={h.groupId} className="admin-check">
              <input
                type="checkbox"
                checked={d.preferredGroups.includes(h.groupId)}
                onChange={(e) => {
                  const on = e.target.checked;
                  setD((x) => ({
                    ...x,
                    preferredGroups: toggle(x.preferredGroups, h.groupId, on),
                    // Service points of a hotel the user leaves go with it.
                    preferredPos: on ? x.preferredPos : x.preferredPos.filter((p) => !h.servicePoints.some((s) => s.posId === p)),
                  }));
                }}
              />
              {h.name}
            </label>
          ))}
        </fieldset>

        <fieldset>
          <legend>{t('admin.form.preferredServices')}</legend>
          {preferredHotels.length === 0 ? <p className="admin-muted">{t('admin.form.noPreferredServices')}</p> : null}
          {preferredHotels.flatMap((h) =>
            h.servicePoints.map((p) => (
              <label key={p.posId} className="admin-check">
                <input
                  type="checkbox"
                  checked={d.preferredPos.includes(p.posId)}
                  onChange={(e) => set('preferredPos', toggle(d.preferredPos, p.posId, e.target.checked))}
                />
                {h.name} — {p.name}
              </label>
            )),
          )}
        </fieldset>

        <fieldset>
          <legend>{t('admin.form.permissions')}</legend>
          {PERMISSION_CODES.map((p) => (
            <label key={p} className="admin-check">
              <input type="checkbox" checked={d.permissions.includes(p)} onChange={(e) => set('permissions', toggle(d.permissions, p, e.target.checked))} />
              {t(`admin.perm.${p}`)}
            </label>
          ))}
        </fieldset>

        <fieldset>
          <legend>{t('admin.form.partner')}</legend>
          <p>
            {d.customerId !== null ? (
              <>
                <strong>{d.customerName ?? `#${d.customerId}`}</strong>{' '}
                <button type="button" className="admin-btn admin-btn--small" onClick={() => setD((x) => ({ ...x, customerId: null, customerName: null }))}>
                  {t('admin.form.partnerClear')}
                </button>
              </>
            ) : (
              <span className="admin-muted">{t('admin.form.partnerNone')}</span>
            )}
          </p>
          <label>
            {t('admin.form.partnerSearch')}
            <input type="search" value={criteria} onChange={(e) => setCriteria(e.target.value)} />
          </label>
          {candidates !== null ? (
            candidates.length ? (
              <ul className="admin-candidates">
                {candidates.map((c) => (
                  <li key={c.customerId}>
                    <button
                      type="button"
                      className="admin-link"
                      onClick={() => {
                        setD((x) => ({ ...x, customerId: c.customerId, customerName: c.companyName }));
                        setCriteria('');
                      }}
                    >
                      {c.companyName}
                    </button>{' '}
                    <span className="admin-muted">{[c.city, c.taxId].filter(Boolean).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="admin-muted">{t('admin.form.partnerNoResult')}</p>
            )
          ) : null}
        </fieldset>

        <fieldset>
          <legend>{t('admin.form.active')}</legend>
          <label className="admin-check">
            <input type="checkbox" checked={user ? user.active : true} disabled aria-describedby="admin-active-help" />
            {t('admin.form.active')}
          </label>
          <small id="admin-active-help">{t('admin.form.activeHelp')}</small>
          {user ? (
            <label className="admin-check">
              <input type="checkbox" checked={d.locked} onChange={(e) => set('locked', e.target.checked)} aria-describedby="admin-sessions-help" />
              {t('admin.form.locked')}
            </label>
          ) : null}
          {user ? <small id="admin-sessions-help">{t('admin.form.sessionsHelp')}</small> : null}
          {user && (user.failedLogins > 0 || user.lockedUntil || user.locked) ? (
            <label className="admin-check">
              <input type="checkbox" checked={d.unlock} onChange={(e) => set('unlock', e.target.checked)} />
              {t('admin.form.unlock', { count: user.failedLogins })}
            </label>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
