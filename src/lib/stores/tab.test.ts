import { describe, expect, it } from 'vitest';
import { TAB_ID, stopsOn } from './tab.ts';

describe('stopsOn (one hotel per browser)', () => {
  const other = 'another-tab';
  it('stops a tab showing another hotel than the one a sibling tab switched to', () => {
    expect(stopsOn({ type: 'hotel-switched', tabId: other, groupId: 2 }, 1)).toBe(true);
  });
  it('lets a tab of the same hotel carry on, and ignores its own message and anything else', () => {
    expect(stopsOn({ type: 'hotel-switched', tabId: other, groupId: 1 }, 1)).toBe(false);
    expect(stopsOn({ type: 'hotel-switched', tabId: TAB_ID, groupId: 2 }, 1)).toBe(false);
    expect(stopsOn({ tabId: other }, 1)).toBe(false);
    expect(stopsOn(null, 1)).toBe(false);
  });
});
