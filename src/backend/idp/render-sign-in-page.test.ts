import { describe, expect, it } from 'vitest';
import { messageWithRestart, renderMessagePage, renderSignInPage } from './render-sign-in-page.ts';

describe('the sign-in pages', () => {
  it('say a wait in the language, its unit agreeing with the number', () => {
    const fr = (seconds: number) => renderSignInPage({ lang: 'fr', uid: 'u1', error: { reason: 'wait', scope: 'account', seconds } });
    expect(fr(1)).toContain('attendez 1 seconde, puis reconnectez-vous.');
    expect(fr(45)).toContain('attendez 45 secondes, puis reconnectez-vous.');
    expect(fr(121)).toContain('attendez 3 minutes, puis reconnectez-vous.');
    const en = renderSignInPage({ lang: 'en', uid: 'u1', error: { reason: 'invalid', nextWaitSeconds: 1 } });
    expect(en).toContain('Wrong user name or password. Check them and try again. Too many failed attempts on this account: wait 1 second before the next try.');
  });
  it('label the form in the language and offer the other one', () => {
    const fr = renderSignInPage({ lang: 'fr', uid: 'a b', username: '<x>' });
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('<label for="username">Nom d’utilisateur</label>');
    expect(fr).toContain('value="&#60;x&#62;"');
    expect(fr).toContain('href="/oidc/interaction/a%20b?lang=en">English</a>');
  });
  it('end a message page with a way back, in the language', () => {
    const html = renderMessagePage('fr', 'Problème de connexion', messageWithRestart('fr', 'Cette page de connexion a expiré.'));
    expect(html).toContain('<h1>Problème de connexion</h1><p>Cette page de connexion a expiré.</p><p><a href="/">Recommencer</a></p>');
  });
});
