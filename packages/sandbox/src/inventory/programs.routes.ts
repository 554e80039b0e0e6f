import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  LocaleQuery,
  ProgramDayV3List,
  ProgramDayV3Response,
  ProgramDayV3Write,
  SubListQuery,
} from '../../../../src/shared/api/experiences-v3'
import {
  PROGRAM_COLUMN_DEFAULTS,
  deleteProgramDay,
  insertProgramDay,
  updateProgramColumns,
  writeProgramTexts,
  type ProgramColumns,
} from '../experiences/experiences.parts.write'
import { getProgramDay, getProgramDays } from '../experiences/experiences.repo'
import type { ExperienceRow, ProgramDayRow } from '../experiences/experiences.types'
import { touchExperience } from '../experiences/experiences.write'
import { documented, json, jsonBody, noContent, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { conflict, notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { readJsonBody } from '../platform/validation'
import { assertWritable, ownedExperience, pathId, readLocale, requireSupplier, writeLocale } from './access'
import { toProgramDayV3 } from './experiences.view'
import { INVENTORY_TAGS as tags, READ_ERRORS as read, WRITE_ERRORS as write } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/programs'
const ITEM = `${BASE}/:programId{[0-9A-Z]+}`
// Declared for the document only: the handlers answer an unknown or foreign id with 404, a write's bad locale with
// INVALID_PARAMETER and read bodies with readJsonBody, after the scope and ownership checks.
const listParams = documented(z.object({ id: z.string() }))
const itemParams = documented(z.object({ id: z.string(), programId: z.string() }))
const localeQuery = documented(LocaleQuery)
const READ = Object.keys(read).map(Number)
const WRITE = Object.keys(write).map(Number)

/** Program days exist only on `program` experiences: adding one elsewhere is a conflict with the type (409). */
function assertProgram(experience: ExperienceRow): void {
  if (experience.type !== 'program') {
    throw conflict(
      'NOT_A_PROGRAM',
      `Only program experiences have program days; this one is ${experience.type}.`,
      {
        type: experience.type,
      },
    )
  }
}

function ownedDay(c: Context<SandboxEnv>, ctx: SandboxContext, experience: ExperienceRow): ProgramDayRow {
  const id = pathId(c, 'programId', 'program', 'Program day')
  const day = getProgramDay(ctx.db, id)
  if (day === null || day.experienceId !== experience.id) {
    throw notFound(`Program day ${c.req.param('programId')} not found.`, {
      param: 'programId',
      value: c.req.param('programId'),
    })
  }
  return day
}

/** Columns from a body: replace sets every column (defaults for the omitted ones), patch only the keys sent. */
function programColumns(body: ProgramDayV3Write, replace: boolean): ProgramColumns {
  const columns: ProgramColumns = replace ? { ...PROGRAM_COLUMN_DEFAULTS } : {}
  if (body.startingTime !== undefined) columns.starting_time = body.startingTime
  if (body.endingTime !== undefined) columns.ending_time = body.endingTime
  if (body.accommodationType !== undefined) columns.accommodation_type = body.accommodationType
  if (body.isIncludedAccommodation !== undefined)
    columns.is_included_accommodation = body.isIncludedAccommodation === true ? 1 : 0
  if (body.meals !== undefined) columns.meals = JSON.stringify(body.meals ?? [])
  // pois are authoritative and keep the order sent.
  if (body.pois !== undefined) columns.pois = JSON.stringify(body.pois ?? [])
  return columns
}

const dayTexts = (body: ProgramDayV3Write) => ({
  ...(body.title !== undefined ? { title: body.title } : {}),
  ...(body.program !== undefined ? { program: body.program } : {}),
})

export function registerProgramRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const list = createRoute({
    method: 'get',
    path: BASE,
    summary: 'Program days in day order ([] for other types)',
    tags,
    request: { params: listParams, query: documented(SubListQuery) },
    responses: responses(json(ProgramDayV3List), ...READ, 400),
  })
  app.openapi(list, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const locale = readLocale(c)
    const pagination = paginationParams(searchParams(c.req.url))
    const days = getProgramDays(ctx.db, experience.id)
    return c.json({
      data: days
        .slice(pagination.offset, pagination.offset + pagination.perPage)
        .map((day) => toProgramDayV3(day, locale)),
      meta: paginationMeta(pagination, days.length),
    })
  })

  const create = createRoute({
    method: 'post',
    path: BASE,
    summary: 'Append a day (program experiences only; 409 NOT_A_PROGRAM otherwise)',
    tags,
    request: { params: listParams, query: localeQuery, body: jsonBody(ProgramDayV3Write) },
    responses: responses(json(ProgramDayV3Response, 201), ...WRITE),
  })
  app.openapi(create, async (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const locale = writeLocale(c)
    const body = await readJsonBody(c, ProgramDayV3Write)
    assertProgram(experience)
    assertWritable(experience)
    const now = ctx.clock.now().toISOString()
    const id = ctx.db.transaction(() => {
      const created = insertProgramDay(ctx.db, experience.id, programColumns(body, true), now)
      writeProgramTexts(ctx.db, { id: created, experienceId: experience.id }, locale, dayTexts(body), true)
      touchExperience(ctx.db, experience.id, now)
      return created
    })()
    return c.json(
      { data: toProgramDayV3(getProgramDay(ctx.db, id) as ProgramDayRow, locale), meta: null },
      201,
    )
  })

  const update = (replace: boolean) => async (c: Context<SandboxEnv>) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const day = ownedDay(c, ctx, experience)
    const locale = writeLocale(c)
    const body = await readJsonBody(c, ProgramDayV3Write)
    assertWritable(experience)
    const now = ctx.clock.now().toISOString()
    ctx.db.transaction(() => {
      updateProgramColumns(ctx.db, day.id, programColumns(body, replace), now)
      writeProgramTexts(ctx.db, day, locale, dayTexts(body), replace)
      touchExperience(ctx.db, experience.id, now)
    })()
    return c.json({
      data: toProgramDayV3(getProgramDay(ctx.db, day.id) as ProgramDayRow, locale),
      meta: null,
    })
  }
  const replace = createRoute({
    method: 'put',
    path: ITEM,
    summary: 'Replace a day (omitted fields to defaults; its number stays)',
    tags,
    request: { params: itemParams, query: localeQuery, body: jsonBody(ProgramDayV3Write) },
    responses: responses(json(ProgramDayV3Response), ...WRITE),
  })
  app.openapi(replace, update(true))
  const patch = createRoute({
    method: 'patch',
    path: ITEM,
    summary: 'Change the keys sent of a day',
    tags,
    request: { params: itemParams, query: localeQuery, body: jsonBody(ProgramDayV3Write) },
    responses: responses(json(ProgramDayV3Response), ...WRITE),
  })
  app.openapi(patch, update(false))

  const remove = createRoute({
    method: 'delete',
    path: ITEM,
    summary: 'Delete a day; the later days move up one number',
    tags,
    request: { params: itemParams },
    responses: responses(noContent(), ...READ, 409),
  })
  app.openapi(remove, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const day = ownedDay(c, ctx, experience)
    assertWritable(experience)
    ctx.db.transaction(() => {
      deleteProgramDay(ctx.db, day)
      touchExperience(ctx.db, experience.id, ctx.clock.now().toISOString())
    })()
    return c.body(null, 204)
  })
}
