import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  ExperienceV1Create,
  ExperienceV1Created,
  ExperienceV1Update,
  type PeriodV1Input,
} from '../../../../src/shared/api/experiences-v1-manage'
import {
  LocaleQuery,
  PromotionV3,
  type Difficulty,
  type ExperienceType,
  type ExperienceV3Patch,
  type PeriodV3Create,
} from '../../../../src/shared/api/experiences-v3'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { insertPeriod, replaceAdultPrices, replaceChildPrices } from '../experiences/experiences.parts.write'
import { getExperience, getPromotions, isReadableBy } from '../experiences/experiences.repo'
import { insertExperience, updateExperienceColumns, writeTexts } from '../experiences/experiences.write'
import { documented, json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { notFound } from '../platform/errors'
import { readJsonBody } from '../platform/validation'
import { assertWritable, invalid, ownedExperience, requireSupplier, writeLocale } from './access'
import { experienceWrite } from './experiences.input'
import { toPromotionV3 } from './experiences.view'
import { periodWrite } from './periods.input'
import { applyAttachments, planAttachments } from './v1.attachments'

const tags = ['inventory', 'deprecated v1']
/** A read's refusals (no or a bad key, an experience the caller cannot see, too many calls)... */
const READ = [401, 403, 404, 429] as const
/** ...and a write's: a bad or oversized body, a conflict, an image that is not one (415, 422). */
const WRITE = [...READ, 400, 409, 413, 415, 422] as const

/**
 * The v1 experience endpoints of the spec's versioning table that v3 replaced but that keep working (deprecated):
 * the update `PUT /api/v1/experiences/{id}` (v3: PATCH) and `GET /api/v1/promotions/{experienceId}/list` (v3:
 * GET .../promotions). Both act on the same rows as their v3 twins.
 */
export function registerV1InventoryRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Query and bodies are documented only: the handlers check scope (403) first and keep their own messages.
  const create = createRoute({
    method: 'post',
    path: '/api/v1/experiences',
    summary:
      'Deprecated v1 create (v3: POST): name and type required, periods and attachments inside the body; starts in_progress',
    tags,
    deprecated: true,
    request: { query: documented(LocaleQuery), body: jsonBody(ExperienceV1Create) },
    responses: responses(json(ExperienceV1Created, 201), ...WRITE),
  })
  app.openapi(create, async (c) => {
    const owner = requireSupplier(c, 'The v1 experience create')
    const locale = writeLocale(c)
    const { attachments, periods, ...fields } = await readJsonBody(c, ExperienceV1Create)
    const body = v3Spelling(fields)
    if (body.state === 'available') {
      throw invalid('state', 'A new experience starts in_progress: set state to available with PUT or PATCH.')
    }
    const { columns, texts } = experienceWrite(body, {
      replace: true,
      ownerCurrency: owner.currency,
      existing: null,
    })
    const periodWrites = (periods ?? []).map((period) => periodWrite(v3Period(period), true, null))
    const images = planAttachments(ctx, 0, attachments, 'create')
    const now = ctx.clock.now().toISOString()
    const id = ctx.db.transaction(() => {
      const created = insertExperience(
        ctx.db,
        { organizationId: owner.id, type: body.type as ExperienceType, currency: owner.currency, now },
        columns,
      )
      writeTexts(ctx.db, created, locale, texts, true)
      for (const period of periodWrites) {
        const periodId = insertPeriod(ctx.db, created, period.columns, now)
        replaceAdultPrices(ctx.db, periodId, period.adultPrices ?? [])
        replaceChildPrices(ctx.db, periodId, period.childPrices ?? [])
      }
      applyAttachments(ctx, created, images, now)
      return created
    })()
    return c.json({ id: encodeId('experience', id) }, 201)
  })

  const update = createRoute({
    method: 'put',
    path: '/api/v1/experiences/:id{[0-9A-Z]+}',
    summary:
      'Deprecated v1 update (v3: PATCH): the keys sent change; `attachments` replaces the image collection. Empty answer',
    tags,
    deprecated: true,
    request: {
      params: z.object({ id: z.string() }),
      query: documented(LocaleQuery),
      body: jsonBody(ExperienceV1Update),
    },
    // v1 answers the update with an empty 200 (no body), described by the summary.
    responses: responses({ status: 200, response: {} }, ...WRITE),
  })
  app.openapi(update, async (c) => {
    const owner = requireSupplier(c, 'The v1 experience update')
    const existing = ownedExperience(c, ctx, owner)
    const locale = writeLocale(c)
    const {
      attachments,
      organizationId: _ownerFromKey,
      type,
      difficulty,
      ...rest
    } = await readJsonBody(c, ExperienceV1Update)
    const patch: ExperienceV3Patch = {
      ...rest,
      type: type?.toLowerCase() as ExperienceType | undefined,
      difficulty: typeof difficulty === 'string' ? (difficulty.toLowerCase() as Difficulty) : difficulty,
    }
    const { columns, texts } = experienceWrite(patch, {
      replace: false,
      ownerCurrency: owner.currency,
      existing,
    })
    assertWritable(existing)
    const images = planAttachments(ctx, existing.id, attachments, 'update')
    const now = ctx.clock.now().toISOString()
    ctx.db.transaction(() => {
      updateExperienceColumns(ctx.db, existing.id, columns, now)
      writeTexts(ctx.db, existing.id, locale, texts, false)
      applyAttachments(ctx, existing.id, images, now)
    })()
    return c.body(null, 200)
  })

  const promotions = createRoute({
    method: 'get',
    path: '/api/v1/promotions/:experienceId{[0-9A-Z]+}/list',
    summary: 'Deprecated v1 list of an experience’s promotions (v3: GET /api/v3/experiences/{id}/promotions)',
    tags,
    deprecated: true,
    request: { params: z.object({ experienceId: z.string() }) },
    responses: responses(json(z.array(PromotionV3)), ...READ),
  })
  app.openapi(promotions, (c) => {
    const caller = c.get('caller').organization
    const raw = c.req.param('experienceId')
    const id = decodeId('experience', raw)
    const row = id === null ? null : getExperience(ctx.db, id)
    // As on the other v1 experience reads: a tour operator sees available experiences, a supplier also its own.
    const visible =
      row !== null &&
      (caller.scope === 'to'
        ? row.state === 'available'
        : isReadableBy(row, { organizationId: caller.id, scope: caller.scope }))
    if (row === null || !visible) {
      throw notFound(`Experience ${raw.slice(0, 60)} not found.`, {
        param: 'experienceId',
        value: raw.slice(0, 100),
      })
    }
    return c.json(getPromotions(ctx.db, row.id).map(toPromotionV3))
  })
}

/** v1's spellings of a body's keys to the v3 ones; `organizationId` is dropped (the owner is the key's). */
function v3Spelling<T extends { type?: string; difficulty?: string | null; organizationId?: unknown }>(
  body: T,
): Omit<T, 'type' | 'difficulty' | 'organizationId'> & Pick<ExperienceV3Patch, 'type' | 'difficulty'> {
  const { type, difficulty, organizationId: _ownerFromKey, ...rest } = body
  return {
    ...rest,
    type: type?.toLowerCase() as ExperienceType | undefined,
    difficulty: typeof difficulty === 'string' ? (difficulty.toLowerCase() as Difficulty) : difficulty,
  }
}

/** A v1 period (paxRange, ageRange, availableDays as 1/0) as the v3 body the period rules check. */
function v3Period(period: PeriodV1Input): PeriodV3Create {
  const { adultPax, childrenPax, availableDays, ...rest } = period
  return {
    ...rest,
    availableDays: availableDays?.map((day) => day === 1),
    adultPrices: adultPax?.map(({ price, paxRange: [minPax, maxPax] }) => ({ price, minPax, maxPax })),
    childPrices: childrenPax?.map(({ price, ageRange: [minAge, maxAge] }) => ({ price, minAge, maxAge })),
  }
}
