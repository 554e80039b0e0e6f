import { createRoute } from '@hono/zod-openapi'
import {
  ExperienceDetailV1,
  ExperienceOrganizationsV1,
  ExperienceSearchRequestV1,
  ExperienceSearchResponseV1,
} from '../../../../src/shared/api/experiences-v1'
import { encodeId } from '../../../../src/shared/domain/ids'
import { readJsonBody } from '../bookings/http'
import { keptExperiences, mainImagesOf } from '../experiences/experiences.repo'
import { json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { ORGANIZATIONS, organizationFamily } from '../platform/organizations'
import { experienceDetailV1 } from './detail.view'
import { textLocale } from './names'
import { issueOffers } from './offers.repo'
import { registerBookRoutes } from './book.routes'
import { registerExportRoutes } from './export.routes'
import { registerExtrasRoutes } from './extras.routes'
import { IdParams, LocaleQuery, tags } from './routes.shared'
import { runSearch } from './search'
import { searchParams } from './search.params'
import { resultFragments, searchResultsJson } from './search.view'
import { readableExperience, readableExperienceDetail } from './visibility'

/** The v1 experience endpoints of tour operators (spec: Experiences (v1)). */
export function registerExperienceBookingRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const search = createRoute({
    method: 'post',
    path: '/api/v1/experiences/liste',
    summary:
      'Search experiences; every filter optional. `price` (with a priceId valid 15 minutes) only when startAt ' +
      '(and endAt for multi-day experiences) and experienceComposition are sent. sort: field.direction with field ' +
      'price, name, duration, totalBookingsCount, lastBookingDate or id. page/perPage optional (headers ' +
      'X-Total-Count, X-Page, X-Per-Page, X-Last-Page). Texts in the locale, else en, else any locale written.',
    tags,
    request: { query: LocaleQuery, body: jsonBody(ExperienceSearchRequestV1) },
    responses: responses(json(ExperienceSearchResponseV1), 400, 401, 413),
  })
  app.openapi(search, async (c) => {
    const url = new URL(c.req.url)
    const locale = textLocale(url.searchParams.get('locale'))
    const body = await readJsonBody(c, ExperienceSearchRequestV1)
    const caller = c.get('caller').organization
    const params = searchParams(body, caller, locale)
    const nowMs = ctx.clock.nowMs()
    const today = new Date(nowMs).toISOString().slice(0, 10)
    const { hits, total } = runSearch(ctx.db, params, { today, locale })
    // Only the results returned get a handshake: a page of 20 stores 20 offers, not every match.
    const priced = hits.flatMap((hit) => (hit.quote === null ? [] : [hit.quote]))
    const handshakes = issueOffers(ctx.db, caller.id, priced, nowMs)
    const byExperience = new Map(
      priced.map((quote, index) => [quote.experience.id, handshakes[index] ?? null]),
    )
    const images = mainImagesOf(
      ctx.db,
      hits.map((hit) => hit.row.id),
    )
    if (params.page !== null) {
      c.header('X-Total-Count', String(total))
      c.header('X-Page', String(params.page.page))
      c.header('X-Per-Page', String(params.page.perPage))
      c.header('X-Last-Page', String(Math.max(1, Math.ceil(total / params.page.perPage))))
    } else c.header('X-Total-Count', String(total))
    const answer = searchResultsJson(resultFragments(keptExperiences(ctx.db)), hits, {
      locale,
      origin: url.origin,
      mainImage: (id) => images.get(id) ?? null,
      handshake: (id) => byExperience.get(id) ?? null,
    })
    // Bytes, not text: the node server then sends them as they are, without measuring and encoding 64 KB again.
    // (A Buffer lies on a plain ArrayBuffer, never a shared one.)
    return c.body(answer as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/json',
    })
  })

  const detail = createRoute({
    method: 'get',
    // Only id-shaped segments, so that /experiences/liste, /book, /extras... keep their own routes.
    path: '/api/v1/experiences/:id{[0-9A-Z]+}',
    summary: 'Experience detail (v1); 404 for an experience the caller cannot see',
    tags,
    request: { params: IdParams, query: LocaleQuery },
    responses: responses(json(ExperienceDetailV1), 404),
  })
  app.openapi(detail, (c) => {
    const url = new URL(c.req.url)
    const detail = readableExperienceDetail(ctx.db, c.get('caller').organization, c.req.param('id'))
    const today = ctx.clock.now().toISOString().slice(0, 10)
    return c.json(
      experienceDetailV1(ctx.db, detail, textLocale(url.searchParams.get('locale')), url.origin, today),
    )
  })

  const organizations = createRoute({
    method: 'get',
    path: '/api/v1/experiences/:id{[0-9A-Z]+}/organizations',
    summary: 'Tour-operator organizations that can book the experience on the caller side',
    tags,
    request: { params: IdParams },
    responses: responses(json(ExperienceOrganizationsV1), 404),
  })
  app.openapi(organizations, (c) => {
    const caller = c.get('caller').organization
    readableExperience(ctx.db, caller, c.req.param('id'))
    // The tour operators that can book it on the caller's side: its own group for a tour operator, every tour
    // operator for a supplier (every available experience is distributed to every tour operator in the sandbox).
    const family = organizationFamily(caller)
    const organizations = ORGANIZATIONS.filter(
      (organization) =>
        organization.scope === 'to' && (caller.scope === 'dmc' || family.includes(organization.id)),
    )
    return c.json(
      organizations.map((organization) => ({
        id: encodeId('organization', organization.id),
        displayName: organization.displayName,
      })),
    )
  })

  registerBookRoutes(app, ctx)
  registerExtrasRoutes(app, ctx)
  registerExportRoutes(app, ctx)
}
