import {
  ExperienceDetailV1,
  ExperienceOrganizationsV1,
  ExperienceSearchRequestV1,
  ExperienceSearchResponseV1,
} from '../../../shared/api/experiences-v1'
import {
  ExperienceBookRequestV1,
  ExperienceBookResponseV1,
  ExperienceCompositionExtraV1,
  ExperienceExportRequestV1,
  ExperienceExportResponseV1,
  PutExperienceExtraRequestV1,
  UpdatedBookRequestV1,
  UpdatedBookResponseV1,
} from '../../../shared/api/experiences-v1-booking'
import type { ExperiencesApi } from '../client-experiences'
import { encodeQuery } from '../http/query'
import { parseRequest, parseResponse, readJson, serviceTimeOf } from '../http/responses'
import { downloaded } from './bookings'
import type { Transport } from '../http/transport'
import { json, optionalJson } from './shared'

const EXPERIENCE = '/api/v1/experiences/{id}'
const EXTRA = '/api/v1/experiences/extras/{extraId}'

/** The tour operator's experience flow (spec: Experiences (v1)): search with prices, detail, book, extras. */
export function experiencesEndpoints(call: Transport): ExperiencesApi {
  const locale = (options: { locale?: string } | undefined) => encodeQuery({ locale: options?.locale })
  return {
    async list(body = {}, options) {
      const checked = parseRequest(ExperienceSearchRequestV1, body, 'POST /api/v1/experiences/liste')
      return call({
        method: 'POST',
        template: '/api/v1/experiences/liste',
        query: locale(options),
        body: { json: checked },
        // A search: it changes nothing, so it is retried like a GET.
        kind: 'read',
        parse: json(ExperienceSearchResponseV1),
        options,
      })
    },
    async listAnswer(body = {}, options) {
      const checked = parseRequest(ExperienceSearchRequestV1, body, 'POST /api/v1/experiences/liste')
      return call({
        method: 'POST',
        template: '/api/v1/experiences/liste',
        query: locale(options),
        body: { json: checked },
        kind: 'read',
        // The answer's own time goes with it: the priceIds' expiresAt is on the service's clock.
        parse: (raw, context) => ({
          results: parseResponse(ExperienceSearchResponseV1, readJson(raw, context.endpoint), context),
          serviceTime: serviceTimeOf(raw).at,
        }),
        options,
      })
    },
    downloadExport: (url, options) =>
      call({
        method: 'GET',
        template: '/{exportDownloadUrl}',
        params: { exportDownloadUrl: 'link' },
        url,
        // The link's token is its secret: no key goes with it.
        auth: 'none',
        kind: 'read',
        parse: downloaded,
        options,
      }),
    detail: (id, options) =>
      call({
        method: 'GET',
        template: EXPERIENCE,
        params: { id },
        query: locale(options),
        kind: 'read',
        parse: json(ExperienceDetailV1),
        options,
      }),
    async book(bookings, options) {
      const checked = parseRequest(ExperienceBookRequestV1, bookings, 'POST /api/v1/experiences/book')
      return call({
        method: 'POST',
        template: '/api/v1/experiences/book',
        body: { json: checked },
        kind: 'write',
        parse: json(ExperienceBookResponseV1),
        options,
      })
    },
    organizations: (id, options) =>
      call({
        method: 'GET',
        template: `${EXPERIENCE}/organizations`,
        params: { id },
        kind: 'read',
        parse: json(ExperienceOrganizationsV1),
        options,
      }),
    async exportOffer(id, format, body, options) {
      const template = `${EXPERIENCE}/export/{format}`
      const checked = parseRequest(ExperienceExportRequestV1, body, `POST ${template}`)
      return call({
        method: 'POST',
        template,
        params: { id, format },
        query: locale(options),
        body: { json: checked },
        // Renders a document from the body; nothing is created on the service, so a retry is harmless.
        kind: 'read',
        parse: json(ExperienceExportResponseV1),
        options,
      })
    },
    async updateBooking(bookingId, body, options) {
      const template = '/api/v1/experiences/updatedBook/{bookingId}'
      const checked = parseRequest(UpdatedBookRequestV1, body, `PATCH ${template}`)
      return call({
        method: 'PATCH',
        template,
        params: { bookingId },
        body: { json: checked },
        kind: 'write',
        parse: optionalJson(UpdatedBookResponseV1),
        options,
      })
    },
    async updateExtra(extraId, body, options) {
      const checked = parseRequest(PutExperienceExtraRequestV1, body, `PUT ${EXTRA}`)
      return call({
        method: 'PUT',
        template: EXTRA,
        params: { extraId },
        body: { json: checked },
        kind: 'write',
        parse: optionalJson(ExperienceCompositionExtraV1),
        options,
      })
    },
    cancelExtra: (extraId, options) =>
      call({
        method: 'DELETE',
        template: EXTRA,
        params: { extraId },
        kind: 'write',
        parse: optionalJson(ExperienceCompositionExtraV1),
        options,
      }),
  }
}
