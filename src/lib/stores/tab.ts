import { atom } from 'nanostores';

export const TAB_CHANNEL = 'auberge-tabs';

/** This tab's id, drawn once when the page's scripts start. */
export const TAB_ID: string = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export const $tabDeactivated = atom(false);

/** A tab switched the user's hotel: the tabs still showing another hotel stop (front-office.md §2, 'Single active tab'). */
export interface TabMessage {
  type: 'hotel-switched';
  tabId: string;
  groupId: number;
}

/**
 * Tells the other tabs of this browser that this one switched to a hotel. Opening or reloading a tab
 * says nothing: a clerk keeps the tape chart and a reservation side by side.
 */
export function announceHotelSwitch(groupId: number): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  channel.postMessage({ type: 'hotel-switched', tabId: TAB_ID, groupId } satisfies TabMessage);
  channel.close();
}

/** Whether a tab showing `ownGroupId` must stop on hearing `message`. */
export const stopsOn = (message: Partial<TabMessage> | null | undefined, ownGroupId: number | null): boolean =>
  message?.type === 'hotel-switched' && message.tabId !== TAB_ID && typeof message.groupId === 'number' && message.groupId !== ownGroupId;
