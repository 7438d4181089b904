/** What the add-image dialog accepts before sending: the API checks again (size, and the file's first bytes). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** 'tooBig' or 'badType' when the file cannot be a photo; null when it may be sent. */
export function checkPhotoFile(file: { size: number; type: string }): 'tooBig' | 'badType' | null {
  if (!TYPES.includes(file.type)) return 'badType';
  if (file.size === 0 || file.size > MAX_PHOTO_BYTES) return 'tooBig';
  return null;
}

/** The file as a data URL, as POST /photos takes it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}
