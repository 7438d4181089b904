import { useEffect, useMemo, useState } from 'react';
import { MENU_APP_ID } from '../../lib/domain/menu-app.ts';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { pushToast } from '../../lib/stores/toasts.ts';
import { Modal } from '../ui/Modal.tsx';
import type { Translate } from './admin-i18n.ts';
import type { TMenuCatalogueNode, TMenuStatDto, TRoleDto, TUserDto } from './types.ts';
import { localName } from '../../lib/i18n/locale.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

/** What the side menu shows without a stat: the roles' 'menuIndex:itemIndex' pairs ('*': all); partners see their menu. */
function roleDefault(user: TUserDto, roles: TRoleDto[]): (m: TMenuCatalogueNode) => boolean {
  const pairs = new Set(
    roles
      .filter((r) => user.roles.includes(r.code))
      .flatMap((r) =>
        r.activatedMenu
          .split(';')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
  );
  return (m) => user.customerId !== null || pairs.has('*') || pairs.has(`${m.menuIndex}:${m.itemIndex}`);
}

/** One user's menus: the catalogue tree with a switch per section and entry (activate / deactivate). */
export function MenuActivationPanel(props: {
  t: Translate;
  locale: 'en' | 'fr';
  user: TUserDto;
  catalogue: TMenuCatalogueNode[];
  roles: TRoleDto[];
  onClose: () => void;
}) {
  const { t, user, locale } = props;
  const [stats, setStats] = useState<TMenuStatDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const byDefault = useMemo(() => roleDefault(user, props.roles), [user, props.roles]);

  useEffect(() => {
    const ctl = new AbortController();
    apiJson<TMenuStatDto[]>('crm', `/user/${user.userId}/activatedmenu?app=${MENU_APP_ID}`, { signal: ctl.signal })
      .then(setStats)
      .catch((err: Error) => err.name !== 'AbortError' && setError(errorText(err, locale)));
    return () => ctl.abort();
  }, [user.userId, locale]);

  const statOf = new Map((stats ?? []).map((s) => [s.menuId, s.activated]));
  const label = (m: TMenuCatalogueNode) => localName(locale, m) || m.key;

  async function change(m: TMenuCatalogueNode, on: boolean) {
    setBusy(m.menuId);
    setError(null);
    try {
      const next = await postJson<TMenuStatDto[]>('crm', on ? '/menus/activate' : '/menus/deactivate', {
        menu: { menuId: m.menuId },
        app: { appId: MENU_APP_ID },
        userId: user.userId,
      });
      setStats(next);
      pushToast(t(on ? 'admin.menus.activated' : 'admin.menus.deactivated', { menu: label(m), name: user.name }), { variant: 'success' });
    } catch (err) {
      setError(errorText(err, locale));
    } finally {
      setBusy(null);
    }
  }

  const renderNode = (m: TMenuCatalogueNode) => {
    const stat = statOf.get(m.menuId);
    const on = stat ?? byDefault(m);
    const id = `admin-menu-${m.menuId}`;
    return (
      <li key={m.menuId} className={m.subMenu.length ? 'admin-tree__section' : 'admin-tree__item'}>
        <label htmlFor={id} className="admin-switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={on}
            disabled={stats === null || busy !== null}
            onChange={(e) => void change(m, e.target.checked)}
          />
          <span className={m.subMenu.length ? 'admin-tree__name admin-tree__name--section' : 'admin-tree__name'}>{label(m)}</span>
          {m.url ? <code className="admin-muted">{m.url}</code> : null}
          {stat === undefined ? <em className="admin-muted"> ({t('admin.menus.byRole')})</em> : null}
        </label>
        {m.subMenu.length ? <ul>{m.subMenu.map(renderNode)}</ul> : null}
      </li>
    );
  };

  return (
    <Modal wide title={t('admin.menus.title', { name: user.name })} closeLabel={t('admin.dialog.close')} onClose={props.onClose}>
      <p className="admin-muted">{t('admin.menus.help')}</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
      {stats === null && !error ? <p aria-live="polite">{t('admin.menus.loading')}</p> : null}
      {props.catalogue.length === 0 ? <p>{t('admin.menus.empty')}</p> : <ul className="admin-tree">{props.catalogue.map(renderNode)}</ul>}
    </Modal>
  );
}
