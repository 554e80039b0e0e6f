import type { Context } from 'hono'
import { TEXT_LOCALES, type TextLocale } from '../../../../src/shared/api/experiences-v3.enums'
import { decodeId, type EntityKind } from '../../../../src/shared/domain/ids'
import { getExperience } from '../experiences/experiences.repo'
import type { ExperienceRow } from '../experiences/experiences.types'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, badRequest, conflict, notFound } from '../platform/errors'
import type { Organization } from '../platform/organizations'

/**
 * Who may manage inventory and what they may touch. Order of checks on every route: credentials (401, platform),
 * scope (403 SCOPE_NOT_ALLOWED for a tour-operator key), the resource and its owner (404, never 403, so another
 * organization's ids reveal nothing), the body (400), then conflicts (409).
 */
export const SCOPE_NOT_ALLOWED = 'SCOPE_NOT_ALLOWED'

/** The calling supplier organization; a tour-operator key answers 403 SCOPE_NOT_ALLOWED. */
export function requireSupplier(c: Context<SandboxEnv>, what = 'Experience management'): Organization {
  const organization = c.get('caller').organization
  if (organization.scope !== 'dmc') {
    throw new ApiError(
      403,
      SCOPE_NOT_ALLOWED,
      `${what} needs a supplier (dmc) organization key; tour operators read and book experiences through /api/v1/experiences.`,
      { scope: organization.scope, requiredScope: 'dmc' },
    )
  }
  return organization
}

/** A path id of a kind: raw digits or the encoded form; anything else (or another kind) is a 404. */
export function pathId(c: Context<SandboxEnv>, param: string, kind: EntityKind, label: string): number {
  const value = c.req.param(param) ?? ''
  const id = decodeId(kind, value)
  if (id === null)
    throw notFound(`${label} ${value.slice(0, 60)} not found.`, { param, value: value.slice(0, 100) })
  return id
}

/** The caller's own experience (any state, archived included), else 404. */
export function ownedExperience(
  c: Context<SandboxEnv>,
  ctx: SandboxContext,
  owner: Organization,
): ExperienceRow {
  const id = pathId(c, 'id', 'experience', 'Experience')
  const experience = getExperience(ctx.db, id)
  if (experience === null || experience.organizationId !== owner.id) {
    const value = c.req.param('id') ?? ''
    throw notFound(`Experience ${value.slice(0, 60)} not found.`, { param: 'id', value: value.slice(0, 100) })
  }
  return experience
}

/** An archived experience stays readable but takes no more changes (409 EXPERIENCE_ARCHIVED). */
export function assertWritable(experience: ExperienceRow): void {
  if (experience.state === 'archived') {
    throw conflict(
      'EXPERIENCE_ARCHIVED',
      'This experience is archived: it can be read but no longer changed.',
      {
        state: experience.state,
      },
    )
  }
}

/**
 * The `locale` of a text write: one of the store's languages. An unsupported value answers 400 rather than
 * silently writing English copy.
 */
export function writeLocale(c: Context<SandboxEnv>): TextLocale {
  const raw = c.req.query('locale')
  if (raw === undefined || raw.trim() === '') return 'en'
  const locale = raw.trim().toLowerCase()
  if (!(TEXT_LOCALES as readonly string[]).includes(locale)) {
    throw badRequest('INVALID_PARAMETER', `locale must be one of ${TEXT_LOCALES.join(', ')}.`, {
      param: 'locale',
      value: raw.slice(0, 20),
    })
  }
  return locale as TextLocale
}

/** The `locale` of a read: a supported language, else en (reading never fails on a locale). */
export function readLocale(c: Context<SandboxEnv>): TextLocale {
  const locale = (c.req.query('locale') ?? '').trim().toLowerCase()
  return (TEXT_LOCALES as readonly string[]).includes(locale) ? (locale as TextLocale) : 'en'
}

/** A 400 VALIDATION_ERROR with one issue, shaped like readJsonBody's. */
export function invalid(path: string, message: string): ApiError {
  return badRequest('VALIDATION_ERROR', message, { issues: [{ path, message }] })
}
