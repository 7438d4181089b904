export type {
  TUserDto,
  TPage,
  TRoleDto,
  THotelDto,
  TPartnerCandidate,
  TMenuCatalogueNode,
  TMenuStatDto,
  TAuditEventDto,
  TAuditTypeDto,
} from '../../lib/domain/admin-dto.ts';

/** The permissions an administrator may grant (the users table's list). */
export const PERMISSION_CODES = ['exchange_rate', 'restricted_sections', 'all_hotels', 'chauffeur', 'forced_reservation', 'early_closing'] as const;
