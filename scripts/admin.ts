/**
 * `npm run admin -- create <username> [--name "Full name"] [--language en|fr] [--email address] [--generate]`:
 * creates an administrator of every hotel in the configured database (DATA_DIR or DATABASE_URL),
 * the way out of a database with hotels and no account (an import into a new folder, or
 * `SEED_DEMO=false`). The password is typed at a hidden prompt (twice), or read from the first line
 * of standard input when it is not a terminal; `--generate` (or an empty answer) makes one, printed
 * once. The account is stored by the same users code as the app's own screens (hash, roles, audit).
 *
 * Exit codes: 0 created, 2 usage or refused input, 3 the embedded database's folder is held by a
 * running server, 4 the name is already used, 1 anything else.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Database } from '../src/backend/db/client.ts';

const USAGE = 'usage: npm run admin -- create <username> [--name "Full name"] [--language en|fr] [--email address] [--generate]';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const OPTIONS = {
  name: { type: 'string' },
  language: { type: 'string' },
  email: { type: 'string' },
  generate: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

function parseCommandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
}
const parsed = parseCommandLine();
const [command, username, ...extra] = parsed.positionals;
if (parsed.values.help) fail(USAGE, 0);
if (command !== 'create' || !username || extra.length) fail(USAGE, 2);

/** Reads a line without echoing it (a terminal), or the first line of what was piped in. */
async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write(prompt);
  // Raw mode: each key arrives as typed and nothing is echoed.
  process.stdin.setRawMode(true);
  process.stdin.resume();
  const line = await new Promise<string>((resolve) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\u0003') {
          process.stdin.setRawMode(false);
          fail('\nCancelled: nothing was created.', 130);
        } else if (ch === '\r' || ch === '\n') {
          process.stdin.off('data', onData);
          resolve(typed);
          return;
        } else if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    process.stdin.on('data', onData);
  });
  process.stdin.setRawMode(false);
  process.stdin.pause();
  process.stdout.write('\n');
  return line;
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  const generate = () => ({ password: randomBytes(15).toString('base64url'), generated: true });
  if (parsed.values.generate) return generate();
  const first = await readSecret('Password (at least 10 characters; leave empty to have one generated): ');
  if (!first) return generate();
  if (process.stdin.isTTY && (await readSecret('The same password again: ')) !== first) fail('The two passwords differ: nothing was created.', 2);
  return { password: first, generated: false };
}

const { ZFirstAdminRequest } = await import('../src/backend/modules/users/index.ts');
const { password, generated } = await choosePassword();
const input = ZFirstAdminRequest.safeParse({
  username,
  name: parsed.values.name ?? username,
  password,
  email: parsed.values.email,
  language: parsed.values.language,
});
if (!input.success) fail(`Refused, nothing was created: ${input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}.`, 2);

const { readConfig } = await import('../src/server/config.ts');
const { DataFolderInUseError, openDatabase } = await import('../src/backend/db/client.ts');
const { migrate } = await import('../src/backend/db/migrate.ts');
const { seedReferenceData } = await import('../src/backend/seed/seed-reference.ts');
const { createAdministrator } = await import('../src/backend/modules/users/index.ts');
const { AppError } = await import('../src/backend/http/errors.ts');
const config = readConfig();
const where = config.databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
let database: Database;
try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataFolderInUseError)) throw err;
  fail(
    `Refused, nothing was created: ${err.message.replace(/: stop it first.*$/, '')}. Stop that server and run this again, or, while it has no user, open ${config.publicUrl}/setup on this machine.`,
    3,
  );
}
try {
  // A folder or database never started yet: its tables and roles first, as the server would.
  await migrate(database);
  await seedReferenceData(database);
  const created = await createAdministrator(database.db, { input: input.data, onlyIfNoUser: false });
  console.log(`Administrator '${created.username}' created (user ${created.userId}) in ${where}: every staff role, every hotel.`);
  if (generated) console.log(`Its password, shown this once (write it down; change it under Profile after signing in):\n\n    ${password}\n`);
  console.log(`Sign in at ${config.publicUrl} with the name '${created.username}'.`);
} catch (err) {
  if (err instanceof AppError && err.code === 'conflict') {
    process.exitCode = 4;
    console.error(`Refused, nothing was created: the name '${username}' is already used by another account in ${where}; choose another name.`);
  } else {
    process.exitCode = 1;
    console.error(`Failed, nothing was created: ${(err as Error).message}`);
  }
} finally {
  await database.close();
}
