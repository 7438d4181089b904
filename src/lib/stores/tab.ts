import { atom } from 'nanostores';

export const TAB_CHANNEL = 'auberge-tabs';

/** This tab's id, drawn once when the page's scripts start. */
export const TAB_ID: string = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export const $tabDeactivated = atom(false);

export interface TabMessage {
  type: 'active';
  tabId: string;
}

/** Tells the other tabs of this browser that this one is now the active tab. */
export function announceActiveTab(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  channel.postMessage({ type: 'active', tabId: TAB_ID } satisfies TabMessage);
  channel.close();
}
