import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { recordAuditEvent } from '../modules/audit/index.ts';
import { AUDIT } from '../../lib/domain/audit-types.ts';
import { checkCredentials } from './check-credentials.ts';
import { grantOwnClientScopes } from './create-provider.ts';
import { messageWithRestart, pickLang, renderMessagePage, renderSignInPage, type SignInError } from './render-sign-in-page.ts';
import { formatBytes } from '../../lib/format.ts';
import { t, type Locale } from '../../lib/i18n/t.ts';

const MAX_FORM_BYTES = 16 * 1024;

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  res.end(html);
}

/** The sign-in form, at most MAX_FORM_BYTES however it is sent (chunked too); null past that. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The provider's own screens at /oidc/interaction/:uid: the sign-in form (GET), its post
 * (POST …/login), and the consent step, granted at once for our own client.
 * Returns false when the path is not an interaction path (the provider handles it).
 */
export async function handleInteraction(
  provider: Provider,
  database: Database,
  req: IncomingMessage,
  res: ServerResponse,
  at: { path: string; query: URLSearchParams; address: string },
): Promise<boolean> {
  const { path, query } = at;
  const m = /^\/oidc\/interaction\/([\w-]+)(\/login)?$/.exec(path);
  if (!m) return false;
  const uid = m[1]!;
  const isLogin = Boolean(m[2]);
  let lang: Locale = pickLang(query.get('lang'), undefined, req.headers['accept-language']);
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    // The sign-in took too long or the cookie is gone: start again from the app.
    send(res, 400, renderMessagePage(lang, t(lang, 'signIn.expired.title'), messageWithRestart(lang, t(lang, 'signIn.expired.text'))));
    return true;
  }
  if (details.uid !== uid) {
    send(res, 400, renderMessagePage(lang, t(lang, 'signIn.problem'), messageWithRestart(lang, t(lang, 'signIn.mismatch'))));
    return true;
  }
  lang = pickLang(query.get('lang'), details.params['ui_locales'], req.headers['accept-language']);
  const prompt = details.prompt.name;

  if (prompt === 'consent') {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params['client_id']) });
    if (!grant) throw new Error(`grant ${details.grantId} not found`);
    grantOwnClientScopes(grant);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return true;
  }
  if (prompt !== 'login') {
    send(res, 400, renderMessagePage(lang, t(lang, 'signIn.problem'), messageWithRestart(lang, t(lang, 'signIn.unsupportedStep', { step: prompt }))));
    return true;
  }
  if (!isLogin) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res);
    send(res, 200, renderSignInPage({ lang, uid }));
    return true;
  }
  if (req.method !== 'POST') return sendMethodNotAllowed(res);

  const form = await readForm(req);
  if (!form) {
    // The server door drains what is left and closes the connection after this answer.
    send(
      res,
      413,
      renderMessagePage(
        lang,
        t(lang, 'signIn.problem'),
        messageWithRestart(lang, t(lang, 'signIn.formTooLarge', { limit: formatBytes(MAX_FORM_BYTES, lang) })),
      ),
    );
    return true;
  }
  const username = form.get('username') ?? '';
  const result = await checkCredentials(database.db, { username, password: form.get('password') ?? '', now: new Date(), address: at.address });
  if (!result.ok) {
    const error: SignInError =
      result.reason === 'wait'
        ? { reason: 'wait', scope: result.scope, seconds: result.waitSeconds }
        : result.reason === 'locked'
          ? { reason: 'locked' }
          : { reason: 'invalid', ...(result.waitSeconds ? { nextWaitSeconds: result.waitSeconds } : {}) };
    const status = result.reason === 'wait' ? 429 : result.reason === 'locked' ? 423 : 401;
    send(res, status, renderSignInPage({ lang, uid, username, error }), result.reason === 'wait' ? { 'retry-after': String(result.waitSeconds) } : {});
    return true;
  }
  await recordAuditEvent(database.db, {
    groupId: result.user.groupId,
    user: { userId: result.user.userId, name: result.user.name },
    typeId: AUDIT.LOGIN,
    text: { key: 'audit.msg.user.loggedIn' },
  });
  await provider.interactionFinished(req, res, { login: { accountId: result.user.code } }, { mergeWithLastSubmission: false });
  return true;
}

function sendMethodNotAllowed(res: ServerResponse): true {
  res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Method not allowed');
  return true;
}
