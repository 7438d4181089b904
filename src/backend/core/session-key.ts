import { createHash } from 'node:crypto';

/**
 * The key of an app session's row: a hash of the cookie value, so reading the table does not give
 * away live sessions. The server's session store writes with it and ending a user's sessions keeps
 * the current one by it.
 */
export const sessionKey = (id: string): string => createHash('sha256').update(id).digest('base64url');
