import { useEffect, useRef, useState } from 'react';
import { useShellT as useTranslation } from './ShellI18n.tsx';
import { formatMbps, SPEED_COLOR } from '../../lib/domain/connection-speed.ts';
import { dayInZone } from '../../lib/domain/days.ts';
import { switchHotel, switchLanguage, switchService } from '../../lib/stores/session.ts';
import { ShellI18nRoot as I18nRoot, type I18nProps } from './ShellI18n.tsx';
import { useConnectionSpeed } from './use-connection-speed.ts';

export interface UserBoxUser {
  name: string;
  language: 'en' | 'fr';
  groupId: number;
  groupName: string;
  posId: number | null;
  posName: string | null;
  preferredGroups: { groupId: number; name: string }[];
  preferredPos: { posId: number; name: string; groupId: number }[];
}

interface Props extends I18nProps {
  user: UserBoxUser;
  /** The hotel's business date (the day after its last closed day), YYYY-MM-DD; '' before its first closing. */
  businessDate: string;
  /** The hotel's calendar day as the server saw it; the browser re-checks it in the hotel's time zone. */
  serverToday: string;
  /** The hotel's IANA time zone. */
  timezone: string;
}

type OpenList = 'hotel' | 'service' | 'language' | null;

interface Choice {
  key: string | number;
  label: string;
  checked: boolean;
  lang?: string;
  choose: () => void;
}

/** One of the account menu's lists (hotel, service, language): a toggle and, when open, its choices. */
function ChoiceGroup({ label, open, onToggle, choices }: { label: string; open: boolean; onToggle: () => void; choices: Choice[] }) {
  return (
    <>
      <button type="button" role="menuitem" className="account-item" aria-expanded={open} onClick={onToggle}>
        {label}
      </button>
      {open && (
        <ul className="account-list" role="group" aria-label={label}>
          {choices.map((c) => (
            <li key={c.key}>
              <button type="button" role="menuitemradio" lang={c.lang} aria-checked={c.checked} onClick={c.choose}>
                {c.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function UserBoxInner({ user, businessDate: closedNext, serverToday, timezone, locale }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const [today, setToday] = useState(serverToday);
  const [menuOpen, setMenuOpen] = useState(false);
  const [list, setList] = useState<OpenList>(null);
  const speed = useConnectionSpeed();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setToday(dayInZone(new Date(), timezone)), [timezone]);
  useEffect(() => {
    if (!menuOpen) return;
    const onDoc = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const hotels = user.preferredGroups.filter((g) => g.groupId !== 0);
  // Service points belong to a hotel: offer those of the hotel the user works in now.
  const services = user.preferredPos.filter((p) => p.groupId === user.groupId);
  const toggleList = (which: Exclude<OpenList, null>) => setList((cur) => (cur === which ? null : which));
  // Before the first closing the business date is the calendar day. Red only when the night audit is behind (or ahead).
  const businessDate = closedNext || today;
  const isToday = businessDate === today;
  const speedText =
    speed.state === 'measuring' ? t('shell.speed.measuring')
    : speed.state === 'offline' ? t('shell.speed.offline')
    : t(`shell.speed.${speed.level}`, { mbps: formatMbps(speed.mbps) });
  const speedColor = speed.state === 'measured' ? SPEED_COLOR[speed.level] : speed.state === 'offline' ? 'red' : 'gray';

  return (
    <div className="user-box" ref={root}>
      <div className="user-box-info">
        <span className="user-box-name">{user.name}</span>
        <span className="user-box-line">
          {t('shell.user.date')}{' '}
          <time
            className={isToday ? 'business-date is-today' : 'business-date is-late'}
            dateTime={businessDate || undefined}
            title={isToday ? undefined : t('shell.user.dateNotToday')}
            data-testid="business-date"
          >
            {businessDate ? businessDate.split('-').reverse().join('/') : t('shell.user.dateUnknown')}
          </time>
        </span>
        <span className="user-box-line user-box-hotel">{user.groupName}</span>
        {user.posName && <span className="user-box-line">{t('shell.user.service', { name: user.posName })}</span>}
      </div>
      <span className="speed" title={speedText} data-speed={speed.state === 'measured' ? speed.level : speed.state}>
        <span className="speed-dot" style={{ background: speedColor }} aria-hidden="true" />
        <span className="visually-hidden" role="status">{speedText}</span>
      </span>
      <button
        ref={button}
        type="button"
        className="icon-button user-box-toggle"
        aria-haspopup="true"
        aria-expanded={menuOpen}
        aria-controls="account-menu"
        aria-label={t('shell.user.menu')}
        onClick={() => setMenuOpen((o) => !o)}
      >
        <span className="icon" style={{ ['--icon-url' as string]: 'url(/icons/user.svg)' }} aria-hidden="true" />
        <span className="icon" style={{ ['--icon-url' as string]: 'url(/icons/chevron-down.svg)', ['--icon-size' as string]: '0.8em' }} aria-hidden="true" />
      </button>
      {menuOpen && (
        <div id="account-menu" className="account-menu" role="menu" aria-label={t('shell.user.menu')}>
          <p className="account-speed">{speedText}</p>
          <a role="menuitem" href="/profile" className="account-item">{t('shell.user.profile')}</a>
          {hotels.length > 0 && (
            <ChoiceGroup label={t('shell.user.connectedHotel')} open={list === 'hotel'} onToggle={() => toggleList('hotel')}
              choices={hotels.map((g) => ({
                key: g.groupId, label: g.name, checked: g.groupId === user.groupId,
                choose: () => void switchHotel(g.groupId, { spinner: t('shell.switch.hotel'), hint: t('shell.switch.hotelHint') }),
              }))} />
          )}
          {services.length > 0 && (
            <ChoiceGroup label={t('shell.user.connectedService')} open={list === 'service'} onToggle={() => toggleList('service')}
              choices={services.map((p) => ({
                key: p.posId, label: p.name, checked: p.posId === user.posId,
                choose: () => void switchService(p.posId, { spinner: t('shell.switch.service') }),
              }))} />
          )}
          <ChoiceGroup label={t('shell.user.language')} open={list === 'language'} onToggle={() => toggleList('language')}
            choices={(['en', 'fr'] as const).map((lng) => ({
              key: lng, label: t(`app.language.${lng}`), checked: lng === locale, lang: lng,
              choose: () => (lng === locale ? setMenuOpen(false) : void switchLanguage(lng, { spinner: t('shell.switch.language') })),
            }))} />
          <form method="post" action="/auth/logout" className="account-logout">
            <button type="submit" role="menuitem" className="account-item">{t('shell.user.disconnect')}</button>
          </form>
        </div>
      )}
    </div>
  );
}

/** The header's user box: who, which hotel and business date, connection speed, account menu. */
export default function UserBox(props: Props) {
  const { messages, ...rest } = props;
  return (
    <I18nRoot locale={props.locale} messages={messages}>
      <UserBoxInner {...rest} />
    </I18nRoot>
  );
}
