/** The signed-in user as pages, islands and API handlers see it (never carries a token). */
export interface SessionUser {
  userId: number;
  code: string;
  username: string;
  name: string;
  email: string;
  language: 'en' | 'fr';
  /** Current hotel; 0 means the user must choose one. */
  groupId: number;
  groupName: string;
  /** The current hotel's IANA time zone: its calendar day is the business "today". */
  groupTimezone: string;
  /** First value: the external booking-system property id. */
  groupAttributes: string[];
  posId: number | null;
  posName: string | null;
  customerId: number | null;
  roles: string[];
  permissions: string[];
  preferredGroups: { groupId: number; name: string }[];
  /** Each with its hotel: the account menu offers those of the current hotel. */
  preferredPos: { posId: number; name: string; groupId: number }[];
}

export const isPartner = (u: Pick<SessionUser, 'customerId'>) => u.customerId !== null;
export const hasPermission = (u: Pick<SessionUser, 'permissions'>, p: string) => u.permissions.includes(p);
export const hasRoles = (u: Pick<SessionUser, 'roles'>, required: readonly string[]) => required.every((r) => u.roles.includes(r));
