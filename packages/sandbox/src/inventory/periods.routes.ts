import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  PeriodV3Create,
  PeriodV3List,
  PeriodV3Patch,
  PeriodV3Response,
  SubListQuery,
} from '../../../../src/shared/api/experiences-v3'
import {
  deletePeriod,
  insertPeriod,
  replaceAdultPrices,
  replaceChildPrices,
  updatePeriodColumns,
} from '../experiences/experiences.parts.write'
import { getPeriod, getPeriods, periodHasBookings } from '../experiences/experiences.repo'
import type { ExperienceRow, PeriodRow } from '../experiences/experiences.types'
import { touchExperience } from '../experiences/experiences.write'
import { documented, json, jsonBody, noContent, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { conflict, notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { readJsonBody } from '../platform/validation'
import { assertWritable, ownedExperience, pathId, requireSupplier } from './access'
import { periodWrite, type PeriodWrite } from './periods.input'
import { toPeriodV3 } from './experiences.view'
import { INVENTORY_TAGS as tags, READ_ERRORS as read, WRITE_ERRORS as write } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/periods'
const ITEM = `${BASE}/:periodId{[0-9A-Z]+}`
// Declared for the document only: the handlers answer an unknown or foreign id with 404 and read bodies with
// readJsonBody, after the scope and ownership checks.
const listParams = documented(z.object({ id: z.string() }))
const itemParams = documented(z.object({ id: z.string(), periodId: z.string() }))
const READ = Object.keys(read).map(Number)
const WRITE = Object.keys(write).map(Number)

/** A period of this experience, else 404 (another experience's period is as unknown as a missing one). */
function ownedPeriod(c: Context<SandboxEnv>, ctx: SandboxContext, experience: ExperienceRow): PeriodRow {
  const id = pathId(c, 'periodId', 'period', 'Period')
  const period = getPeriod(ctx.db, id)
  if (period === null || period.experienceId !== experience.id) {
    throw notFound(`Period ${c.req.param('periodId')} not found.`, {
      param: 'periodId',
      value: c.req.param('periodId'),
    })
  }
  return period
}

function savePrices(ctx: SandboxContext, periodId: number, input: PeriodWrite): void {
  if (input.adultPrices !== null) replaceAdultPrices(ctx.db, periodId, input.adultPrices)
  if (input.childPrices !== null) replaceChildPrices(ctx.db, periodId, input.childPrices)
}

export function registerPeriodRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const list = createRoute({
    method: 'get',
    path: BASE,
    summary: 'Periods of an experience, by start date',
    tags,
    request: { params: listParams, query: documented(SubListQuery) },
    responses: responses(json(PeriodV3List), ...READ, 400),
  })
  app.openapi(list, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const pagination = paginationParams(searchParams(c.req.url))
    const periods = getPeriods(ctx.db, experience.id)
    return c.json({
      data: periods.slice(pagination.offset, pagination.offset + pagination.perPage).map(toPeriodV3),
      meta: paginationMeta(pagination, periods.length),
    })
  })

  const create = createRoute({
    method: 'post',
    path: BASE,
    summary: 'Add a period (state on_request and every day by default)',
    tags,
    request: { params: listParams, body: jsonBody(PeriodV3Create) },
    responses: responses(json(PeriodV3Response, 201), ...WRITE),
  })
  app.openapi(create, async (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const input = periodWrite(await readJsonBody(c, PeriodV3Create), true, null)
    assertWritable(experience)
    const now = ctx.clock.now().toISOString()
    const id = ctx.db.transaction(() => {
      const created = insertPeriod(ctx.db, experience.id, input.columns, now)
      savePrices(ctx, created, input)
      touchExperience(ctx.db, experience.id, now)
      return created
    })()
    return c.json({ data: toPeriodV3(getPeriod(ctx.db, id) as PeriodRow), meta: null }, 201)
  })

  const detail = createRoute({
    method: 'get',
    path: ITEM,
    summary: 'One period',
    tags,
    request: { params: itemParams },
    responses: responses(json(PeriodV3Response), ...READ),
  })
  app.openapi(detail, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    return c.json({ data: toPeriodV3(ownedPeriod(c, ctx, experience)), meta: null })
  })

  const update = (replace: boolean) => async (c: Context<SandboxEnv>) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const period = ownedPeriod(c, ctx, experience)
    const body = replace ? await readJsonBody(c, PeriodV3Create) : await readJsonBody(c, PeriodV3Patch)
    const input = periodWrite(body, replace, period)
    assertWritable(experience)
    const now = ctx.clock.now().toISOString()
    ctx.db.transaction(() => {
      updatePeriodColumns(ctx.db, period.id, input.columns, now)
      savePrices(ctx, period.id, input)
      touchExperience(ctx.db, experience.id, now)
    })()
    return c.json({ data: toPeriodV3(getPeriod(ctx.db, period.id) as PeriodRow), meta: null })
  }
  const replace = createRoute({
    method: 'put',
    path: ITEM,
    summary: 'Replace a period (omitted fields to defaults, price lists to [])',
    tags,
    request: { params: itemParams, body: jsonBody(PeriodV3Create) },
    responses: responses(json(PeriodV3Response), ...WRITE),
  })
  app.openapi(replace, update(true))
  const patch = createRoute({
    method: 'patch',
    path: ITEM,
    summary: 'Change the keys sent; adultPrices / childPrices replace their list when sent',
    tags,
    request: { params: itemParams, body: jsonBody(PeriodV3Patch) },
    responses: responses(json(PeriodV3Response), ...WRITE),
  })
  app.openapi(patch, update(false))

  const remove = createRoute({
    method: 'delete',
    path: ITEM,
    summary: 'Delete a period (409 when bookings hold its allotment)',
    tags,
    request: { params: itemParams },
    responses: responses(noContent(), ...READ, 409),
  })
  app.openapi(remove, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const period = ownedPeriod(c, ctx, experience)
    assertWritable(experience)
    if (periodHasBookings(ctx.db, period.id)) {
      throw conflict(
        'PERIOD_HAS_BOOKINGS',
        'This period has bookings against its allotment: set it to stop_sale instead.',
        {
          allotmentsUsed: period.allotmentsUsed,
        },
      )
    }
    ctx.db.transaction(() => {
      deletePeriod(ctx.db, period.id)
      touchExperience(ctx.db, experience.id, ctx.clock.now().toISOString())
    })()
    return c.body(null, 204)
  })
}
