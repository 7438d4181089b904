/** Users, roles, hotels, menu activation and audit events as the administration screens and the API speak them. */
import type { SessionUser } from './session-user.ts';

/** A user as the administration screens read it: the session's identity fields, plus what an admin manages. */
export interface TUserDto extends Pick<SessionUser, 'userId' | 'code' | 'username' | 'name' | 'email' | 'language' | 'groupId' | 'groupName'> {
  posId: number | null;
  posName: string | null;
  customerId: number | null;
  customerName: string | null;
  permissions: string[];
  roles: string[];
  preferredGroups: { groupId: number; name: string }[];
  preferredPos: { posId: number; name: string; groupId: number }[];
  active: boolean;
  failedLogins: number;
  lockedUntil: string | null;
  /** Locked by an administrator: no sign-in, no API call until unlocked. */
  locked: boolean;
  hasPassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TPage<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

export interface TRoleDto {
  roleId: number;
  code: string;
  name: string;
  activatedMenu: string;
}

export interface THotelDto {
  groupId: number;
  name: string;
  code: string;
  servicePoints: { posId: number; name: string; code: string }[];
}

export interface TPartnerCandidate {
  customerId: number;
  companyName: string;
  city: string;
  taxId: string | null;
}

/** A user's activation of one menu (front-office.md §3: menu stats). */
export interface TMenuStatDto {
  menuStatId: number;
  menuId: number;
  appId: number;
  activated: boolean;
  menu: { menuId: number };
}

export interface TAuditEventDto {
  auditEventId: number;
  groupId: number;
  groupName: string;
  user: { userId: number | null; name: string };
  type: { auditEventTypeId: number; name: string; nameFr: string };
  /** English, as recorded. */
  message: string;
  /** The 'audit.msg.*' key the server wrote the message from, and its values (null for older events and support notes): pages show it in their language. */
  messageKey: string | null;
  messageParams: Record<string, string | number> | null;
  priority: string;
  itemId: number | null;
  itemNumber: string | null;
  /** English, as recorded. */
  detail: string | null;
  /** The 'audit.detail.*' key the server wrote the detail from, and its values (null for older events and support notes). */
  detailKey: string | null;
  detailParams: Record<string, string | number> | null;
  /** ISO instant. */
  createdAt: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the hotel's time zone. */
  createdAtLocal: string;
}

export interface TAuditTypeDto {
  auditEventTypeId: number;
  name: string;
  nameFr: string;
}

/** One entry of the whole catalogue tree (front-office.md §3: Menu), as the activation screen shows it. */
export interface TMenuCatalogueNode {
  menuId: number;
  parentId: number | null;
  key: string;
  name: string;
  nameFr: string;
  priority: number;
  isRoot: boolean;
  url: string | null;
  icon: string | null;
  code: number | null;
  menuIndex: number;
  itemIndex: number;
  state: number;
  chauffeurOnly: boolean;
  partner: boolean;
  permission: string | null;
  subMenu: TMenuCatalogueNode[];
}
