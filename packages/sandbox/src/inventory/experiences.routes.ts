import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { ErrorBody } from '../../../../src/shared/api/errors'
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
import { describeRoute } from '../openapi/registry'
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
const params = z.object({ id: z.string() })

export function registerExperienceRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  describeRoute({
    method: 'get',
    path: '/api/v3/experiences',
    summary: "The caller's own experiences (in_progress and available unless `states` says otherwise)",
    tags,
    query: ExperienceV3ListQuery,
    response: ExperienceV3List,
    errors: { ...read, 400: ErrorBody },
  })
  app.get('/api/v3/experiences', (c) => {
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

  describeRoute({
    method: 'post',
    path: '/api/v3/experiences',
    summary: 'Create an experience (name and type required; owner from the key; starts in_progress)',
    tags,
    query: LocaleQuery,
    body: ExperienceV3Create,
    response: ExperienceV3Response,
    status: 201,
    errors: write,
  })
  app.post('/api/v3/experiences', async (c) => {
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

  describeRoute({
    method: 'get',
    path: `/api/v3/experiences/${ID}`,
    summary: 'One of the caller’s experiences, in any state (texts of `locale`)',
    tags,
    params,
    query: LocaleQuery,
    response: ExperienceV3Response,
    errors: read,
  })
  app.get(`/api/v3/experiences/${ID}`, (c) => {
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

  describeRoute({
    method: 'put',
    path: `/api/v3/experiences/${ID}`,
    summary: 'Replace an experience: omitted fields return to their defaults; texts of other locales stay',
    tags,
    params,
    query: LocaleQuery,
    body: ExperienceV3Create,
    response: ExperienceV3Response,
    errors: write,
  })
  app.put(`/api/v3/experiences/${ID}`, update(true))

  describeRoute({
    method: 'patch',
    path: `/api/v3/experiences/${ID}`,
    summary: 'Change the keys sent (null clears); type cannot change (409)',
    tags,
    params,
    query: LocaleQuery,
    body: ExperienceV3Patch,
    response: ExperienceV3Response,
    errors: write,
  })
  app.patch(`/api/v3/experiences/${ID}`, update(false))

  describeRoute({
    method: 'delete',
    path: `/api/v3/experiences/${ID}`,
    summary: 'Archive an experience (204): out of listings, no new bookings, existing bookings keep it',
    tags,
    params,
    status: 204,
    errors: read,
  })
  app.delete(`/api/v3/experiences/${ID}`, (c) => {
    const owner = requireSupplier(c)
    const existing = ownedExperience(c, ctx, owner)
    archiveExperience(ctx.db, existing.id, ctx.clock.now().toISOString())
    return c.body(null, 204)
  })
}
