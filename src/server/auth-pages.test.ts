import { describe, expect, it } from 'vitest';
import { forbiddenPage, notFoundPage } from './auth-pages.ts';

describe('the 403 page', () => {
  it('names the roles in the reader language, never their codes', async () => {
    const fr = await forbiddenPage('fr', '/front-desk/in-House', 'roles:admin,front_desk').text();
    expect(fr).toContain('Il vous faut l’un des rôles « Administrateur » ou « Réception » pour ouvrir /front-desk/in-House.');
    expect(fr).not.toContain('front_desk');
    const en = await forbiddenPage('en', '/admin/users-menus', 'roles:admin').text();
    expect(en).toContain('You need the role ‘Administrator’ to open /admin/users-menus.');
    const three = await forbiddenPage('en', '/x', 'roles:admin,front_desk,night_auditor').text();
    expect(three).toContain('one of the roles ‘Administrator’, ‘Front desk’ or ‘Night auditor’ to open /x.');
  });
  it('says why a partner or a switched-off menu is refused, in the language, with the page in the sign-in look', async () => {
    const partner = forbiddenPage('fr', '/closing', 'partner');
    expect(partner.status).toBe(403);
    const html = await partner.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Accès refusé</h1>');
    expect(html).toContain('/closing n’en fait pas partie.');
    expect(await forbiddenPage('en', '/closing', 'menu').text()).toContain('/closing is not in your menu');
  });
});

describe('the 404 page', () => {
  it('names the address in the language, escaped', async () => {
    const page = notFoundPage('fr', '/nulle-part/<b>');
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Il n’y a pas de page à l’adresse /nulle-part/&#60;b&#62;.');
    expect(html).toContain('Retour à l’accueil');
  });
});
