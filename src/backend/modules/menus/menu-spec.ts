import type { Permission } from '../../db/schema/users.ts';

/** One catalogue item as written by hand; menu-catalogue.ts derives keys, indices and priorities. */
export interface ItemSpec {
  /** Last part of the key: 'checkIn' becomes 'menu.frontDesk.checkIn'. */
  key: string;
  en: string;
  fr: string;
  /** In-app route (leading '/'), an http(s) address, or null for a group. */
  url: string | null;
  icon?: string;
  /** BO processing items carry a code 0 to 3. */
  code?: number;
  /** Fixed item index where the spec gives ranges (back office); else the position. */
  itemIndex?: number;
  chauffeurOnly?: boolean;
  /** Shown only to users holding this permission. */
  permission?: Permission;
  items?: ItemSpec[];
}

export interface SectionSpec extends ItemSpec {
  icon: string;
  /** B2B partner menu: partner users see these and nothing else. */
  partner?: boolean;
}
