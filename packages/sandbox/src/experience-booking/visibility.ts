import type Database from 'better-sqlite3'
import { decodeId } from '../../../../src/shared/domain/ids'
import {
  getExperience,
  getExperienceDetail,
  isReadableBy,
  type ExperienceDetailRow,
  type ExperienceRow,
} from '../experiences/experiences.repo'
import { ApiError } from '../platform/errors'
import type { Organization } from '../platform/organizations'

/**
 * What a caller may read on the v1 experience endpoints: a tour operator sees `available` experiences only (an
 * in-progress or archived one answers 404); a supplier also reads its own, whatever their state.
 */
function readable(row: ExperienceRow, caller: Organization): boolean {
  if (caller.scope === 'to') return row.state === 'available'
  return isReadableBy(row, { organizationId: caller.id, scope: caller.scope })
}

export function experienceNotFound(rawId: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `Experience ${rawId.slice(0, 64)} not found.`, {
    experienceId: rawId.slice(0, 64),
  })
}

export function readableExperience(
  db: Database.Database,
  caller: Organization,
  rawId: string,
): ExperienceRow {
  const id = decodeId('experience', rawId)
  const row = id === null ? null : getExperience(db, id)
  if (row === null || !readable(row, caller)) throw experienceNotFound(rawId)
  return row
}

export function readableExperienceDetail(
  db: Database.Database,
  caller: Organization,
  rawId: string,
): ExperienceDetailRow {
  const row = readableExperience(db, caller, rawId)
  return getExperienceDetail(db, row.id) as ExperienceDetailRow
}
