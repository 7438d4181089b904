/** The side menu as the API answers it (the user's activated menu tree) and the shell draws it. */

/** One entry of the side menu as the API returns it (sections, groups and items nest through subMenu). */
export interface TMenuNodeDto {
  menuId: number;
  /** Stable key, also the translation key of the label ('menu.frontDesk.checkIn'). */
  key: string;
  name: string;
  nameFr: string;
  priority: number;
  isRoot: boolean;
  url: string | null;
  icon: string | null;
  /** 0 open, 1 closed, 2 disabled: a disabled section is shown but cannot be opened. */
  state: number;
  disabled: boolean;
  /** The url leaves the app (starts with http). */
  external: boolean;
  subMenu: TMenuNodeDto[];
}

export interface TUserActivationDto {
  userId: number;
  username: string;
  name: string;
  groupId: number;
  groupName: string;
  activated: number;
  deactivated: number;
  totalMenus: number;
}
