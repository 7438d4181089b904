import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { apiFetch, apiJson } from '../../lib/api-client.ts';
import { pushToast } from '../../lib/stores/toasts.ts';
import { AdminGrid, Pager, type GridFeatures } from './AdminGrid.tsx';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import { MenuActivationPanel } from './MenuActivationPanel.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { queryOf, translator, type AdminMessages } from './admin-i18n.ts';
import type { THotelDto, TMenuCatalogueNode, TPage, TRoleDto, TUserDto } from './types.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

export interface UserFilters {
  page: number;
  size: number;
  name: string;
  group: string;
}

const helper = createColumnHelper<GridFeatures, TUserDto>();

type Open = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; user: TUserDto } | { kind: 'menus'; user: TUserDto } | { kind: 'remove'; user: TUserDto };

/** /admin/users-menus: the users grid (first page rendered on the server), user dialog, removal and menu activation. */
export default function UsersAdmin(props: {
  locale: 'en' | 'fr';
  messages: AdminMessages;
  filters: UserFilters;
  initial: TPage<TUserDto> | null;
  loadError: string | null;
  roles: TRoleDto[];
  hotels: THotelDto[];
  catalogue: TMenuCatalogueNode[];
}) {
  const t = useMemo(() => translator(props.messages, props.locale), [props.messages, props.locale]);
  const { filters } = props;
  const [data, setData] = useState<TPage<TUserDto> | null>(props.initial);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [removing, setRemoving] = useState(false);
  const roleName = useMemo(() => new Map(props.roles.map((r) => [r.code, r.name])), [props.roles]);

  const hrefFor = (page: number) => `/admin/users-menus${queryOf({ page: page || undefined, name: filters.name, group: filters.group })}`;

  async function reload() {
    try {
      setData(await apiJson<TPage<TUserDto>>('crm', `/users${queryOf({ page: filters.page, size: filters.size, name: filters.name, group: filters.group })}`));
    } catch (err) {
      pushToast(errorText(err, props.locale), { variant: 'danger' });
    }
  }

  async function remove(user: TUserDto) {
    setRemoving(true);
    try {
      await apiFetch('crm', `/users/${user.userId}`, { method: 'DELETE' });
      pushToast(t('admin.users.removed', { name: user.name }), { variant: 'success' });
      await reload();
    } catch (err) {
      pushToast(errorText(err, props.locale), { variant: 'danger' });
    } finally {
      setRemoving(false);
      setOpen({ kind: 'none' });
    }
  }

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', { header: () => t('admin.users.col.name'), cell: (c) => <strong>{c.getValue()}</strong> }),
        helper.accessor('username', { header: () => t('admin.users.col.username'), cell: (c) => <span data-username={c.getValue()}>{c.getValue()}</span> }),
        helper.accessor('email', { header: () => t('admin.users.col.email') }),
        helper.accessor('groupName', {
          header: () => t('admin.users.col.hotel'),
          cell: (c) => (c.row.original.groupId === 0 ? t('admin.users.mustChoose') : c.getValue()),
        }),
        helper.accessor('posName', { header: () => t('admin.users.col.service'), cell: (c) => c.getValue() ?? '—' }),
        helper.accessor('roles', {
          header: () => t('admin.users.col.roles'),
          cell: (c) =>
            c
              .getValue()
              .map((r) => roleName.get(r) ?? r)
              .join(', '),
        }),
        helper.display({
          id: 'status',
          header: () => t('admin.users.col.status'),
          cell: (c) =>
            c.row.original.locked || (c.row.original.lockedUntil && Date.parse(c.row.original.lockedUntil) > Date.now())
              ? t('admin.users.status.locked')
              : t('admin.users.status.active'),
        }),
        helper.display({
          id: 'actions',
          header: () => t('admin.users.col.actions'),
          cell: (c) => {
            const user = c.row.original;
            return (
              <span className="admin-actions">
                <button
                  type="button"
                  className="admin-btn admin-btn--small"
                  onClick={() => setOpen({ kind: 'edit', user })}
                  aria-label={`${t('admin.users.action.edit')} ${user.name}`}
                >
                  {t('admin.users.action.edit')}
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn--small"
                  onClick={() => setOpen({ kind: 'menus', user })}
                  aria-label={`${t('admin.users.action.menus')} ${user.name}`}
                >
                  {t('admin.users.action.menus')}
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn--small admin-btn--danger"
                  onClick={() => setOpen({ kind: 'remove', user })}
                  aria-label={`${t('admin.users.action.remove')} ${user.name}`}
                >
                  {t('admin.users.action.remove')}
                </button>
              </span>
            );
          },
        }),
      ]),
    [t, roleName],
  );

  const rows = useMemo(() => data?.content ?? [], [data]);
  const total = data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.size));

  return (
    <section className="admin-users">
      <form method="get" action="/admin/users-menus" className="admin-filters" role="search">
        <label>
          {t('admin.users.search.name')}
          <input type="search" name="name" defaultValue={filters.name} placeholder={t('admin.users.search.namePlaceholder')} />
        </label>
        <label>
          {t('admin.users.search.hotel')}
          <select name="group" defaultValue={filters.group}>
            <option value="">{t('admin.users.search.allHotels')}</option>
            {props.hotels.map((h) => (
              <option key={h.groupId} value={String(h.groupId)}>
                {h.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="admin-btn admin-btn--primary">
          {t('admin.users.search.submit')}
        </button>
        <a className="admin-btn" href="/admin/users-menus">
          {t('admin.users.search.reset')}
        </a>
        <button type="button" className="admin-btn admin-btn--primary admin-filters__create" onClick={() => setOpen({ kind: 'create' })}>
          + {t('admin.users.createNew')}
        </button>
      </form>

      {props.loadError ? (
        <p role="alert" className="admin-error">
          {t('admin.users.loadFailed', { detail: props.loadError })}
        </p>
      ) : null}

      <AdminGrid columns={columns} data={rows} caption={t('admin.users.grid.caption')} empty={t('admin.users.empty')} />
      <Pager
        page={filters.page}
        size={filters.size}
        total={total}
        href={hrefFor}
        label={t('admin.users.pager', { page: filters.page + 1, pages, total, count: total })}
        previous={t('admin.users.previous')}
        next={t('admin.users.next')}
      />

      {open.kind === 'create' || open.kind === 'edit' ? (
        <UserFormDialog
          t={t}
          user={open.kind === 'edit' ? open.user : undefined}
          roles={props.roles}
          hotels={props.hotels}
          onClose={() => setOpen({ kind: 'none' })}
          onSaved={(u) => {
            pushToast(t(open.kind === 'edit' ? 'admin.users.saved' : 'admin.users.created', { name: u.name }), { variant: 'success' });
            setOpen({ kind: 'none' });
            void reload();
          }}
        />
      ) : null}
      {open.kind === 'menus' ? (
        <MenuActivationPanel
          t={t}
          locale={props.locale}
          user={open.user}
          catalogue={props.catalogue}
          roles={props.roles}
          onClose={() => setOpen({ kind: 'none' })}
        />
      ) : null}
      {open.kind === 'remove' ? (
        <ConfirmBox
          t={t}
          busy={removing}
          text={t('admin.confirm.removeUser', { name: open.user.name })}
          onAnswer={(yes) => (yes ? void remove(open.user) : setOpen({ kind: 'none' }))}
        />
      ) : null}
    </section>
  );
}
