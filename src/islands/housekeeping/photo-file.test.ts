import { describe, expect, it } from 'vitest';
import { checkPhotoFile, MAX_PHOTO_BYTES } from './photo-file.ts';

describe('the add-image dialog’s file check', () => {
  it('takes JPEG, PNG and WebP up to 2 MB', () => {
    expect(checkPhotoFile({ size: 1000, type: 'image/png' })).toBeNull();
    expect(checkPhotoFile({ size: MAX_PHOTO_BYTES, type: 'image/jpeg' })).toBeNull();
  });
  it('refuses other types, empty files and larger ones', () => {
    expect(checkPhotoFile({ size: 1000, type: 'image/gif' })).toBe('badType');
    expect(checkPhotoFile({ size: 0, type: 'image/webp' })).toBe('tooBig');
    expect(checkPhotoFile({ size: MAX_PHOTO_BYTES + 1, type: 'image/png' })).toBe('tooBig');
  });
});
