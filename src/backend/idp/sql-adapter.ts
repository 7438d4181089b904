import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';

type Row = { payload: AdapterPayload; consumed_at: Date | string | null };

/**
 * oidc-provider's storage over the oidc_payloads table, so that several app instances share
 * the provider's sessions, interactions, codes and tokens through PostgreSQL (or PGlite).
 * Plain SQL keeps it identical on both engines.
 */
export function createSqlAdapterFactory(database: Database): (kind: string) => Adapter {
  return (kind) => new SqlAdapter(database, kind);
}

class SqlAdapter implements Adapter {
  private readonly database: Database;
  private readonly kind: string;
  constructor(database: Database, kind: string) {
    this.database = database;
    this.kind = kind;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.database.query(
      `insert into oidc_payloads (id, kind, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [id, this.kind, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.database.query(`update oidc_payloads set consumed_at = now() where kind = $1 and id = $2`, [this.kind, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.database.query(`delete from oidc_payloads where kind = $1 and id = $2`, [this.kind, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every artefact of the grant goes, whatever its kind (codes, access and refresh tokens).
    await this.database.query(`delete from oidc_payloads where grant_id = $1`, [grantId]);
  }

  private async findWhere(where: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.database.query<Row>(
      `select payload, consumed_at from oidc_payloads
       where kind = $1 and ${where} and (expires_at is null or expires_at > now()) limit 1`,
      [this.kind, value],
    );
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
    return payload;
  }
}

/** Expired rows are useless to the provider; removing them keeps the table small. */
export async function purgeExpiredPayloads(database: Database): Promise<void> {
  await database.query(`delete from oidc_payloads where expires_at < now() - interval '1 hour'`);
}
