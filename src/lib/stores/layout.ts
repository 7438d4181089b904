import { atom, map } from 'nanostores';

/** Layout flags of the base layout (front-office.md §2). */
export interface LayoutFlags {
  toggleSidebar: boolean;
  toggleSidebarMobile: boolean;
  sidebarHover: boolean;
  toggleHeaderMobile: boolean;
  toggleFixedFooter: boolean;
}

export const $layout = map<LayoutFlags>({
  toggleSidebar: false,
  toggleSidebarMobile: false,
  sidebarHover: false,
  toggleHeaderMobile: false,
  toggleFixedFooter: false,
});

export function setLayoutFlag(flag: keyof LayoutFlags, value: boolean): void {
  $layout.setKey(flag, value);
}

export function toggleLayoutFlag(flag: keyof LayoutFlags): void {
  $layout.setKey(flag, !$layout.get()[flag]);
}

/** Theme config: both empty by default; an update merges the supplied fields. */
export interface ThemeConfig {
  headerTheme: string;
  sidebarTheme: string;
}

export const $theme = atom<ThemeConfig>({ headerTheme: '', sidebarTheme: '' });

export function updateTheme(patch: Partial<ThemeConfig>): void {
  $theme.set({ ...$theme.get(), ...patch });
}

/** The full-screen spinner, with an optional message ('Changement de groupe en cours…'). */
export const $spinner = atom<{ visible: boolean; message: string; hint: string }>({ visible: false, message: '', hint: '' });

export function showSpinner(message = '', hint = ''): void {
  $spinner.set({ visible: true, message, hint });
}

export function hideSpinner(): void {
  $spinner.set({ visible: false, message: '', hint: '' });
}
