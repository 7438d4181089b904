import { asc } from 'drizzle-orm';
import type { TDocTypeDto } from '../../../lib/domain/rooms-dto.ts';
import type { Db } from '../../db/client.ts';
import { docTypes } from '../../db/schema/index.ts';

/** The identity document types a guest registration card accepts (passport, national id card …). */
export async function listDocTypes(db: Db): Promise<TDocTypeDto[]> {
  return db
    .select({ docTypeId: docTypes.docTypeId, code: docTypes.code, name: docTypes.name, nameFr: docTypes.nameFr })
    .from(docTypes)
    .orderBy(asc(docTypes.docTypeId));
}
