import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import UsersAdmin from './UsersAdmin.tsx';
import ActivityGrid from './ActivityGrid.tsx';
import { adminMessagesFor } from './admin-messages.ts';
import type { TUserDto } from './types.ts';

const user: TUserDto = {
  userId: 2,
  code: 'clerk1',
  username: 'clerk1',
  name: 'Clerk One',
  email: 'c@x.test',
  language: 'en',
  groupId: 1,
  groupName: 'Riad Atlas',
  posId: 1,
  posName: 'Reception',
  customerId: null,
  customerName: null,
  permissions: [],
  roles: ['front_desk'],
  preferredGroups: [{ groupId: 1, name: 'Riad Atlas' }],
  preferredPos: [{ posId: 1, name: 'Reception', groupId: 1 }],
  active: true,
  failedLogins: 0,
  lockedUntil: null,
  locked: false,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

describe('admin islands (server render)', () => {
  it('renders the users grid with labels in French and paging links keeping the filters', () => {
    const html = renderToString(
      <UsersAdmin
        locale="fr"
        messages={adminMessagesFor('fr', 'admin.')}
        filters={{ page: 0, size: 1, name: 'clerk', group: '1' }}
        initial={{ content: [user], totalElements: 2, page: 0, size: 1 }}
        loadError={null}
        roles={[{ roleId: 2, code: 'front_desk', name: 'Front desk', activatedMenu: '' }]}
        hotels={[{ groupId: 1, name: 'Riad Atlas', code: 'RIAD', servicePoints: [] }]}
        catalogue={[]}
      />,
    );
    expect(html).toContain('Clerk One');
    expect(html).toContain('Front desk');
    expect(html).toContain('Identifiant');
    expect(html).toContain('href="/admin/users-menus?page=1&amp;name=clerk&amp;group=1"');
  });

  it('renders audit events with the type name in the user language', () => {
    const html = renderToString(
      <ActivityGrid
        locale="fr"
        messages={adminMessagesFor('fr', 'activity.')}
        page={0}
        size={50}
        total={1}
        query={{ type: '8' }}
        events={[
          {
            auditEventId: 1,
            groupId: 1,
            groupName: 'Riad Atlas',
            user: { userId: 2, name: 'Clerk One' },
            type: { auditEventTypeId: 8, name: 'LogOut', nameFr: 'Déconnexion' },
            message: 'Logged out of Auberge',
            messageKey: null,
            messageParams: null,
            priority: 'Critical',
            itemId: null,
            itemNumber: null,
            detail: null,
            detailKey: null,
            detailParams: null,
            createdAt: '2025-01-10T11:00:00Z',
            createdAtLocal: '2025-01-10 12:00:00',
          },
        ]}
      />,
    );
    expect(html).toContain('Déconnexion');
    expect(html).toContain('10/01/2025 12:00:00');
    expect(html).toContain('Utilisateur');
  });
});
