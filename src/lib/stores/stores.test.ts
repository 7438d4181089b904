import { ApiError } from '../api-error.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog, answerConfirm, confirmDialog, showInfo, showSuccess } from './dialog.ts';
import { $layout, $theme, toggleLayoutFlag, updateTheme } from './layout.ts';
import { $toasts, failureMessage, pushToast, reportFailure } from './toasts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  $toasts.set([]);
});

describe('toasts', () => {
  it('shows each toast once and hides it after 5000 ms by default', () => {
    pushToast('Saved');
    expect($toasts.get().map((t) => t.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });
  it("words failures as '{service}: {operation} failed: {detail}'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureMessage('PMS', 'reservation search', 'server returned code 500 with body x')).toBe(
      'PMS: reservation search failed: server returned code 500 with body x',
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportFailure('CRM', 'user settings', 'boom');
    // The spec's line goes to the console; the clerk's toast says what happened and what to do (worded by the shell).
    expect(log).toHaveBeenCalledWith('CRM: user settings failed: boom');
    expect($toasts.get()).toEqual([expect.objectContaining({ message: 'boom', variant: 'danger', failure: { kind: 'server', detail: 'boom' } })]);
    $toasts.set([]);
    reportFailure('PMS', 'move', new ApiError(409, 'Room 102 is taken'));
    reportFailure('PMS', 'quote', new TypeError('Failed to fetch'));
    expect($toasts.get().map((x) => x.failure?.kind)).toEqual(['conflict', 'offline']);
  });
});

describe('dialogs', () => {
  it('confirmation resolves with the answer', async () => {
    const answer = confirmDialog();
    expect($dialog.get().kind).toBe('confirm');
    answerConfirm(true);
    await expect(answer).resolves.toBe(true);
    expect($dialog.get().kind).toBe('none');
  });
  it('a confirmation replaced by another dialog counts as no', async () => {
    const answer = confirmDialog('Delete the room?');
    showInfo('Room is occupied');
    await expect(answer).resolves.toBe(false);
  });
  it('success and info dialogs close themselves after 3000 ms', () => {
    showSuccess('Done');
    vi.advanceTimersByTime(2999);
    expect($dialog.get().kind).toBe('success');
    vi.advanceTimersByTime(1);
    expect($dialog.get().kind).toBe('none');
    showInfo('Problem');
    vi.advanceTimersByTime(3000);
    expect($dialog.get().kind).toBe('none');
  });
});

describe('layout and theme', () => {
  it('toggles flags and merges theme updates', () => {
    expect($layout.get().toggleSidebarMobile).toBe(false);
    toggleLayoutFlag('toggleSidebarMobile');
    expect($layout.get().toggleSidebarMobile).toBe(true);
    expect($theme.get()).toEqual({ headerTheme: '', sidebarTheme: '' });
    updateTheme({ headerTheme: 'dark' });
    updateTheme({ sidebarTheme: 'light' });
    expect($theme.get()).toEqual({ headerTheme: 'dark', sidebarTheme: 'light' });
  });
});
