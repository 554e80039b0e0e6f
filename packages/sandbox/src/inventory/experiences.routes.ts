import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  EXPERIENCE_STATES,
  EXPERIENCE_TYPES,
  ExperienceV3Create,
  ExperienceV3List,
  ExperienceV3ListQuery,
  ExperienceV3Patch,
  ExperienceV3Response,
  LocaleQuery,
} from '../../../../src/shared/api/experiences-v3'
import { getExperience, listExperiences } from '../experiences/experiences.repo'
import {
  archiveExperience,
  insertExperience,
  updateExperienceColumns,
  writeTexts,
} from '../experiences/experiences.write'
import { documented, json, jsonBody, noContent, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import {
  enumListParam,
  paginationMeta,
  paginationParams,
  searchParams,
  sortParam,
  textParam,
} from '../platform/query'
import { readJsonBody } from '../platform/validation'
import { assertWritable, invalid, ownedExperience, readLocale, requireSupplier, writeLocale } from './access'
import { experienceWrite } from './experiences.input'
import { toExperienceV3 } from './experiences.view'
import { INVENTORY_TAGS as tags, READ_ERRORS as read, WRITE_ERRORS as write } from './route-docs'

const ID = ':id{[0-9A-Z]+}'
/**
 * Parameters and bodies are declared for the document only: the handlers parse them as the spec answers (404 for
 * an unknown id, INVALID_PAGINATION, INVALID_PARAMETER for a write's locale, readJsonBody's INVALID_JSON and
 * VALIDATION_ERROR), in the spec's order of checks (scope 403, then 404, then the body).
 */
const params = documented(z.object({ id: z.string() }))
const localeQuery = documented(LocaleQuery)
const READ = Object.keys(read).map(Number)
const WRITE = Object.keys(write).map(Number)

export function registerExperienceRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const list = createRoute({
    method: 'get',
    path: '/api/v3/experiences',
    summary: "The caller's own experiences (in_progress and available unless `states` says otherwise)",
    tags,
    request: { query: documented(ExperienceV3ListQuery) },
    responses: responses(json(ExperienceV3List), ...READ, 400),
  })
  app.openapi(list, (c) => {
    const owner = requireSupplier(c)
    const query = searchParams(c.req.url)
    const locale = readLocale(c)
    const pagination = paginationParams(query)
    const sort = sortParam(query, ['id', 'name', 'createdAt', 'updatedAt'] as const)
    const states = enumListParam(query, 'states', EXPERIENCE_STATES)
    const { rows, total } = listExperiences(
      ctx.db,
      {
        organizationIds: [owner.id],
        states: states.length > 0 ? states : ['in_progress', 'available'],
        types: enumListParam(query, 'types', EXPERIENCE_TYPES),
        search: textParam(query, 'search'),
        searchDescriptions: false,
        locale,
      },
      { sort: sort ?? { key: 'id' }, limit: pagination.perPage, offset: pagination.offset },
    )
    return c.json({
      data: rows.map((row) => toExperienceV3(ctx.db, row, locale)),
      meta: paginationMeta(pagination, total),
    })
  })

  const create = createRoute({
    method: 'post',
    path: '/api/v3/experiences',
    summary: 'Create an experience (name and type required; owner from the key; starts in_progress)',
    tags,
    request: { query: localeQuery, body: jsonBody(ExperienceV3Create) },
    responses: responses(json(ExperienceV3Response, 201), ...WRITE),
  })
  app.openapi(create, async (c) => {
    const owner = requireSupplier(c)
    const locale = writeLocale(c)
    const body = await readJsonBody(c, ExperienceV3Create)
    // Spec: a new experience starts in_progress; only PATCH or PUT make it available (states table).
    if (body.state === 'available') {
      throw invalid('state', 'A new experience starts in_progress: set state to available with PATCH or PUT.')
    }
    const { columns, texts } = experienceWrite(body, {
      replace: true,
      ownerCurrency: owner.currency,
      existing: null,
    })
    const now = ctx.clock.now().toISOString()
    const id = ctx.db.transaction(() => {
      const created = insertExperience(
        ctx.db,
        { organizationId: owner.id, type: body.type, currency: owner.currency, now },
        columns,
      )
      writeTexts(ctx.db, created, locale, texts, true)
      return created
    })()
    const row = getExperience(ctx.db, id)
    if (row === null) throw new Error('created experience vanished')
    return c.json({ data: toExperienceV3(ctx.db, row, locale), meta: null }, 201)
  })

  const detail = createRoute({
    method: 'get',
    path: `/api/v3/experiences/${ID}`,
    summary: 'One of the caller’s experiences, in any state (texts of `locale`)',
    tags,
    request: { params, query: localeQuery },
    responses: responses(json(ExperienceV3Response), ...READ),
  })
  app.openapi(detail, (c) => {
    const owner = requireSupplier(c)
    const row = ownedExperience(c, ctx, owner)
    return c.json({ data: toExperienceV3(ctx.db, row, readLocale(c)), meta: null })
  })

  const update = (replace: boolean) => async (c: Context<SandboxEnv>) => {
    const owner = requireSupplier(c)
    const existing = ownedExperience(c, ctx, owner)
    const locale = writeLocale(c)
    const body = replace
      ? await readJsonBody(c, ExperienceV3Create)
      : await readJsonBody(c, ExperienceV3Patch)
    const { columns, texts } = experienceWrite(body, { replace, ownerCurrency: owner.currency, existing })
    // The type check (409) comes first: it holds even for an archived experience.
    assertWritable(existing)
    const now = ctx.clock.now().toISOString()
    ctx.db.transaction(() => {
      updateExperienceColumns(ctx.db, existing.id, columns, now)
      writeTexts(ctx.db, existing.id, locale, texts, replace)
    })()
    const row = getExperience(ctx.db, existing.id)
    if (row === null) throw new Error('updated experience vanished')
    return c.json({ data: toExperienceV3(ctx.db, row, locale), meta: null })
  }

  const replace = createRoute({
    method: 'put',
    path: `/api/v3/experiences/${ID}`,
    summary: 'Replace an experience: omitted fields return to their defaults; texts of other locales stay',
    tags,
    request: { params, query: localeQuery, body: jsonBody(ExperienceV3Create) },
    responses: responses(json(ExperienceV3Response), ...WRITE),
  })
  app.openapi(replace, update(true))

  const patch = createRoute({
    method: 'patch',
    path: `/api/v3/experiences/${ID}`,
    summary: 'Change the keys sent (null clears); type cannot change (409)',
    tags,
    request: { params, query: localeQuery, body: jsonBody(ExperienceV3Patch) },
    responses: responses(json(ExperienceV3Response), ...WRITE),
  })
  app.openapi(patch, update(false))

  const archive = createRoute({
    method: 'delete',
    path: `/api/v3/experiences/${ID}`,
    summary: 'Archive an experience (204): out of listings, no new bookings, existing bookings keep it',
    tags,
    request: { params },
    responses: responses(noContent(), ...READ),
  })
  app.openapi(archive, (c) => {
    const owner = requireSupplier(c)
    const existing = ownedExperience(c, ctx, owner)
    archiveExperience(ctx.db, existing.id, ctx.clock.now().toISOString())
    return c.body(null, 204)
  })
}
