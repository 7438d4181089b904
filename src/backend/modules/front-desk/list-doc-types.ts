import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { docTypes } from '../../db/schema/index.ts';

export interface TDocTypeDto {
  docTypeId: number;
  code: string;
  name: string;
  nameFr: string;
}

/** The identity document types a guest registration card accepts (passport, national id card …). */
export async function listDocTypes(db: Db): Promise<TDocTypeDto[]> {
  return db.select({ docTypeId: docTypes.docTypeId, code: docTypes.code, name: docTypes.name, nameFr: docTypes.nameFr }).from(docTypes).orderBy(asc(docTypes.docTypeId));
}
