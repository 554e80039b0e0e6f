import { TravellerInput } from '../../shared/domain/people'
import { allRows, getRow, parseJson, run, type Db } from '../db/statements'
import { metaOfRow, metaParams, type RecordMeta, type RecordMetaRow } from './record-meta'

/** A traveller profile without its passport: that is kept sealed beside it, never in the JSON. */
export type TravellerProfile = Omit<TravellerInput, 'passportNumber' | 'passportExpiry'>

interface TravellerRow extends RecordMetaRow {
  customer_id: string
  traveller_json: string
  passport_sealed: Uint8Array | null
}

export interface StoredTraveller {
  meta: RecordMeta
  customerId: string
  profile: TravellerProfile
  /** The passport number and expiry as the SecretBox sealed them; null when none was given. */
  passportSealed: Uint8Array | null
}

const COLUMNS =
  'id, version, updated_by, updated_at, deleted_at, customer_id, traveller_json, passport_sealed'

const ProfileSchema = TravellerInput.omit({ passportNumber: true, passportExpiry: true })

function toStored(row: TravellerRow): StoredTraveller {
  return {
    meta: metaOfRow(row),
    customerId: row.customer_id,
    profile: ProfileSchema.parse(parseJson<unknown>(row.traveller_json)),
    passportSealed: row.passport_sealed,
  }
}

export function getTraveller(db: Db, id: string): StoredTraveller | null {
  const row = getRow<TravellerRow>(db, `SELECT ${COLUMNS} FROM agency.travellers WHERE id = ?`, id)
  return row === undefined ? null : toStored(row)
}

/** A customer's live travellers, by last and first name. */
export function listTravellersOf(db: Db, customerId: string): StoredTraveller[] {
  return allRows<TravellerRow>(
    db,
    `SELECT ${COLUMNS} FROM agency.travellers WHERE customer_id = ? AND deleted_at IS NULL
     ORDER BY json_extract(traveller_json, '$.lastName') COLLATE NOCASE,
       json_extract(traveller_json, '$.firstName') COLLATE NOCASE, id`,
    customerId,
  ).map(toStored)
}

export interface TravellerWrite {
  customerId: string
  profile: TravellerProfile
  passportSealed: Uint8Array | null
}

export function insertTraveller(db: Db, meta: RecordMeta, write: TravellerWrite): StoredTraveller {
  run(
    db,
    `INSERT INTO agency.travellers (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ...metaParams(meta),
    write.customerId,
    JSON.stringify(write.profile),
    write.passportSealed,
  )
  return { meta, ...write }
}

/** Replaces a traveller's content and meta; a tombstone (meta.deletedAt set) also drops the sealed passport. */
export function updateTraveller(db: Db, meta: RecordMeta, write: TravellerWrite): StoredTraveller {
  const sealed = meta.deletedAt === null ? write.passportSealed : null
  run(
    db,
    `UPDATE agency.travellers SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?, customer_id = ?,
       traveller_json = ?, passport_sealed = ?
     WHERE id = ?`,
    meta.version,
    meta.updatedBy,
    meta.updatedAt,
    meta.deletedAt,
    write.customerId,
    JSON.stringify(write.profile),
    sealed,
    meta.id,
  )
  return { meta, ...write, passportSealed: sealed }
}
