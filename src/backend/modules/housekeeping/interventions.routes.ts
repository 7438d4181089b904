import type { ApiApp } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { invalid } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { HOUSEKEEPING_LEADS, ROOM_STAFF, roomsCall } from './housekeeping-call.ts';
import {
  createInstance,
  deleteInstance,
  deleteIntervention,
  listInterventions,
  listReported,
  listToday,
  listUnreported,
  pageInstances,
  saveIntervention,
  updateInstance,
} from './interventions-data.ts';
import {
  ZEquipmentReport,
  ZInstanceAssign,
  ZInstanceCreate,
  ZInstancePageQuery,
  ZInstanceUpdate,
  ZInterventionRequest,
  ZRoomTypeParam,
} from './interventions.schemas.ts';
import { assertAssignee, assignIntervention, listAssignees } from './assign-intervention.ts';
import { assertOwned } from './owned.ts';
import { ZIdParam } from './property.schemas.ts';
import { reportEquipment } from './report-equipment.ts';

/** Intervention types are set up by administrators and housekeeping supervisors. */
const PLANNERS = HOUSEKEEPING_LEADS;

/** Interventions and their instances (operations.md §7): room staff read, report and close; planners edit the types. */
export function registerInterventionRoutes(app: ApiApp): void {
  route(app, 'GET', '/interventions/getAll', { roles: ROOM_STAFF }, async (c) => {
    const q = parseQuery(c, ZInstancePageQuery);
    const h = await roomsCall(c, undefined);
    return c.json(await pageInstances(h.db, { groupId: h.groupId, ...q }));
  });
  route(app, 'GET', '/interventions/types', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await listInterventions(h.db, h));
  });
  route(app, 'GET', '/interventions/getAllInterventions', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await listUnreported(h.db, h));
  });
  route(app, 'GET', '/interventions/findRoomsOfInterventionByRoomType/:roomType', { roles: ROOM_STAFF }, async (c) => {
    const { roomType } = parseParams(c, ZRoomTypeParam);
    const h = await roomsCall(c, undefined);
    await assertOwned(h.db, 'roomType', roomType, h.groupId, 'roomType');
    return c.json(await listInterventions(h.db, { groupId: h.groupId, roomTypeId: roomType }));
  });
  route(app, 'GET', '/interventions/todayIntervention', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await listToday(h.db, h));
  });
  route(app, 'GET', '/interventions/reportedInterventions', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await listReported(h.db, h));
  });
  route(app, 'POST', '/interventions/equipement', { roles: ROOM_STAFF }, async (c) => {
    const { equipmentId, note, assignedTo } = await parseBody(c, ZEquipmentReport);
    const h = await roomsCall(c, undefined);
    // The assignee is checked first: a refused one leaves nothing reported.
    if (assignedTo !== null) await assertAssignee(h.db, { groupId: h.groupId, assignedTo });
    const res = await reportEquipment(h.db, { groupId: h.groupId, equipmentId, today: h.today, source: 'staff', userId: h.user.userId, note });
    if (assignedTo !== null) await assignIntervention(h.db, { groupId: h.groupId, id: res.interventionInstanceId, assignedTo });
    return c.json(res, res.created ? 201 : 200);
  });
  for (const method of ['post', 'put'] as const) {
    route(app, method === 'post' ? 'POST' : 'PUT', '/interventions', { roles: PLANNERS }, async (c) => {
      const item = await parseBody(c, ZInterventionRequest);
      if (method === 'put' && item.interventionId === undefined) throw invalid('interventionId', 'required to edit (PUT)', { key: 'errors.input.idToEdit' });
      if (method === 'post' && item.interventionId !== undefined)
        throw invalid('interventionId', 'must not be sent to create (POST)', { key: 'errors.input.noIdToCreate' });
      const h = await roomsCall(c, undefined);
      return c.json(await saveIntervention(h.db, { groupId: h.groupId, item }), method === 'post' ? 201 : 200);
    });
  }
  route(app, 'DELETE', '/interventions/:id', { roles: PLANNERS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteIntervention(h.db, { groupId: h.groupId, interventionId: id });
    return c.body(null, 204);
  });

  route(app, 'GET', '/InterventionInstances/getAll', { roles: ROOM_STAFF }, async (c) => {
    const q = parseQuery(c, ZInstancePageQuery);
    const h = await roomsCall(c, undefined);
    return c.json(await pageInstances(h.db, { groupId: h.groupId, ...q }));
  });
  route(app, 'POST', '/InterventionInstances', { roles: ROOM_STAFF }, async (c) => {
    const { assignedTo, ...body } = await parseBody(c, ZInstanceCreate);
    const h = await roomsCall(c, undefined);
    const created = await h.db.transaction(async (tx) => {
      const row = await createInstance(tx, { groupId: h.groupId, ...body, day: body.day ?? h.today, userId: h.user.userId });
      if (assignedTo !== null) await assignIntervention(tx, { groupId: h.groupId, id: row.interventionInstanceId, assignedTo });
      return row;
    });
    return c.json(created, 201);
  });
  route(app, 'GET', '/InterventionInstances/assignees', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await listAssignees(h.db, h));
  });
  route(app, 'PUT', '/InterventionInstances/assign', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const body = await parseBody(c, ZInstanceAssign);
    const h = await roomsCall(c, undefined);
    await assignIntervention(h.db, { groupId: h.groupId, id: body.interventionInstanceId, assignedTo: body.assignedTo });
    return c.json(body);
  });
  route(app, 'PUT', '/InterventionInstances', { roles: ROOM_STAFF }, async (c) => {
    const body = await parseBody(c, ZInstanceUpdate);
    const h = await roomsCall(c, undefined);
    await updateInstance(h.db, {
      groupId: h.groupId,
      id: body.interventionInstanceId,
      status: body.status,
      note: body.note,
      userId: h.user.userId,
      now: h.now,
    });
    return c.json({ interventionInstanceId: body.interventionInstanceId, status: body.status });
  });
  route(app, 'DELETE', '/InterventionInstances/:id', { roles: PLANNERS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteInstance(h.db, { groupId: h.groupId, id });
    return c.body(null, 204);
  });
}
