import { expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { createPmsApi } from '../src/backend/pms-api.ts';
import { listRouteAccess } from '../src/backend/http/route-access.ts';
import { STAY_ACTION_ACCESS, actionsFor } from '../src/lib/domain/stay-action-access.ts';
import { STAY_ACTIONS } from '../src/lib/domain/stay-dto.ts';

/**
 * Issue 35 §14: the details screen offers a person only the actions the API lets them do. The
 * screen's table names, for each action, the route and the role group; here each entry is held
 * against the API's own declaration of that route, so the screen and the API say the same.
 */
describeApi('stay actions offered by role', (api) => {
  it('each action names a PMS route whose declared roles are the group the screen uses', () => {
    const deps = { database: api().database, verifier: api().tokens.verifier, now: () => new Date() };
    const routes = listRouteAccess(createPmsApi(deps));
    for (const action of STAY_ACTIONS) {
      const entry = STAY_ACTION_ACCESS[action];
      const declared = routes.find((r) => r.method === entry.method && r.path === entry.path);
      expect(declared, `${action}: ${entry.method} ${entry.path}`).toBeDefined();
      expect([...(declared?.access?.roles ?? [])].sort(), action).toEqual([...entry.roles].sort());
    }
  });

  it('a cashier is offered no desk action; the night auditor only notes, no-show and check-out; the clerk all', () => {
    expect(actionsFor(STAY_ACTIONS, ['cashier'])).toEqual([]);
    expect(actionsFor(STAY_ACTIONS, ['night_auditor']).sort()).toEqual(['addNote', 'checkOut', 'noShow']);
    expect(actionsFor(STAY_ACTIONS, ['front_desk'])).toEqual([...STAY_ACTIONS]);
    expect(actionsFor(STAY_ACTIONS, ['admin'])).toEqual([...STAY_ACTIONS]);
  });
});
