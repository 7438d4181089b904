import type { KoaContextWithOIDC, ErrorOut } from 'oidc-provider';
import { escapeHtml, messageWithLink, pickLang, renderMessagePage } from './render-sign-in-page.ts';
import { t } from '../../lib/i18n/t.ts';

const langOf = (ctx: KoaContextWithOIDC) => pickLang(undefined, undefined, ctx.get('accept-language'));

/**
 * RP-initiated logout: the person already chose 'Disconnect' in Auberge, so the provider's
 * confirmation form submits itself and they land back on the app's '/'.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const lang = langOf(ctx);
  const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  ctx.type = 'html';
  ctx.body = renderMessagePage(
    lang,
    t(lang, 'signIn.signingOut'),
    `${autoForm}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t(lang, 'signIn.continue'))}</button></noscript>
<script src="/scripts/oidc-logout.js"></script>`,
  );
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  const lang = langOf(ctx);
  ctx.type = 'html';
  ctx.body = renderMessagePage(lang, t(lang, 'signIn.signedOut'), `<p><a href="/">${escapeHtml(t(lang, 'signIn.backToApp'))}</a></p>`);
}

/**
 * The provider's own error page (an unknown client, a malformed request): a sentence in the person's
 * language and the error's code for the administrator; the library's English description goes to the log.
 */
export async function renderError(ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> {
  const lang = langOf(ctx);
  console.warn(`[idp] sign-in error ${out.error}: ${out.error_description ?? ''}`);
  ctx.type = 'html';
  ctx.body = renderMessagePage(
    lang,
    t(lang, 'signIn.problem'),
    messageWithLink(t(lang, 'signIn.problem.text', { code: out.error }), { href: '/', label: t(lang, 'signIn.startSigningInAgain') }, { error: true }),
  );
}
