import { describe, expect, it } from 'vitest';
import { forbiddenPage } from './auth-pages.ts';

describe('the 403 page', () => {
  it('names the roles in the reader language, never their codes', async () => {
    const fr = await forbiddenPage('fr', '/front-desk/in-House', 'roles:admin,front_desk').text();
    expect(fr).toContain('Il vous faut l’un des rôles « Administrateur » ou « Réception »');
    expect(fr).not.toContain('front_desk');
    const en = await forbiddenPage('en', '/admin/users-menus', 'roles:admin').text();
    expect(en).toContain('You need the role &#39;Administrator&#39; to open /admin/users-menus.');
  });
});
