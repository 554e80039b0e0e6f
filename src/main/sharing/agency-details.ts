import { agentLabel } from '../agency-store/agency-store'
import { uuidV5 } from '../agency-store/uuid-v5'
import type { SettingsService } from '../base/settings.service'
import { getRow, run, type Db } from '../db/statements'

/**
 * The agency's details (Settings -> Agency: name, address, phone, e-mail) shared as one 'agencyDetails' record.
 * The settings stay where every reader finds them (vouchers, proposals, the header); the record in agency.db
 * (agency migration 90) travels like any other and is mirrored both ways: a change saved in the settings becomes
 * a new version of the record (queued by the trigger), a record pulled or merged is copied into the settings.
 * `agentName` is this desk's own and never travels. See README.md, "The agency's details".
 */

/** Fixed, so that every desk's details are one record, merged field by field rather than clashing. */
export const AGENCY_DETAILS_ID = uuidV5('agencyDetails', '3b0f6d2a-9c41-4e7b-8a5d-6f2e1c9b7d40')

export interface AgencyDetails {
  name: string
  address: string
  phone: string
  email: string
}

type Settings = Pick<SettingsService, 'get' | 'update'>

const detailsOf = (settings: Settings): AgencyDetails => {
  const { name, address, phone, email } = settings.get().agency
  return { name, address, phone, email }
}

const same = (a: AgencyDetails, b: AgencyDetails): boolean =>
  a.name === b.name && a.address === b.address && a.phone === b.phone && a.email === b.email

const isEmpty = (details: AgencyDetails): boolean => Object.values(details).every((value) => value === '')

interface Row extends AgencyDetails {
  version: number
}

function readRecord(db: Db): Row | null {
  return (
    getRow<Row>(
      db,
      'SELECT name, address, phone, email, version FROM agency.agency_details WHERE id = ? AND deleted_at IS NULL',
      AGENCY_DETAILS_ID,
    ) ?? null
  )
}

/**
 * The agent saved the settings: details that differ from the record make its next version. With no record yet,
 * only `create` makes one (after a pull found none on the server): a desk joining an agency adopts its details
 * rather than overwriting them with its own empty or older ones. Returns whether it wrote.
 */
export function settingsToRecord(
  db: Db,
  settings: Settings,
  who: { deskId: string; at: string },
  create: boolean,
): boolean {
  const details = detailsOf(settings)
  const record = readRecord(db)
  if (record !== null ? same(record, details) : !create || isEmpty(details)) return false
  const by = agentLabel(settings.get().agency.agentName, who.deskId)
  run(
    db,
    `INSERT INTO agency.agency_details (id, name, address, phone, email, version, updated_by, updated_at)
     VALUES (@id, @name, @address, @phone, @email, 1, @by, @at)
     ON CONFLICT (id) DO UPDATE SET name = @name, address = @address, phone = @phone, email = @email,
       version = version + 1, updated_by = @by, updated_at = @at, deleted_at = NULL`,
    { id: AGENCY_DETAILS_ID, ...details, by, at: who.at },
  )
  return true
}

/** A record pulled or merged: copied into the settings when it differs (the settings publish their change). */
export function recordToSettings(db: Db, settings: Settings): boolean {
  const record = readRecord(db)
  if (record === null) return false
  const details = { name: record.name, address: record.address, phone: record.phone, email: record.email }
  if (same(details, detailsOf(settings))) return false
  settings.update({ agency: { ...settings.get().agency, ...details } })
  return true
}
