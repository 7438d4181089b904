export type { TUserDto, TPage } from '../../backend/modules/users/users.schemas.ts';
export type { TRoleDto } from '../../backend/modules/users/list-roles.ts';
export type { THotelDto } from '../../backend/modules/users/list-manageable-hotels.ts';
export type { TPartnerCandidate } from '../../backend/modules/users/find-partner-candidates.ts';
export type { TMenuCatalogueNode, TMenuStatDto } from '../../backend/modules/menus/menu-activation.schemas.ts';
export type { TAuditEventDto, TAuditTypeDto } from '../../backend/modules/audit/audit.schemas.ts';

/** The permissions an administrator may grant (the users table's list). */
export const PERMISSION_CODES = ['exchange_rate', 'restricted_sections', 'all_hotels', 'chauffeur', 'forced_reservation'] as const;
