import type { Hono } from 'hono'
import { EXPORT_FORMATS, ExperienceExportRequestV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { contentDisposition } from '../bookings/files'
import { readJsonBody } from '../bookings/http'
import { localizedText } from '../experiences/experiences.repo'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import { exportDocument } from './export.document'
import { exportPdf } from './export.pdf'
import { exportXlsx } from './export.xlsx'
import { readExport, saveExport } from './exports.repo'
import { cityTitle, ownerName, textLocale } from './names'
import { readableExperience } from './visibility'

/**
 * POST /api/v1/experiences/{id}/export/{pdf|excel}: a real PDF or .xlsx file of the quote sent in the body, served
 * at `downloadUrl` (GET /_sandbox/exports/{token}.{pdf|xlsx}, no credentials: the token is the secret) until
 * `expiresAt` (1 hour, simulated clock); then 410 Gone, and 404 once purged a day later.
 */
export const EXPORT_PATH = '/_sandbox/exports'

export const EXPORT_MEDIA_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const

const FORMATS = {
  pdf: { extension: 'pdf', mediaType: EXPORT_MEDIA_TYPES[0] },
  excel: { extension: 'xlsx', mediaType: EXPORT_MEDIA_TYPES[1] },
} as const

export function registerExportRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.post('/api/v1/experiences/:id{[0-9A-Z]+}/export/:format', async (c) => {
    const caller = c.get('caller').organization
    const experience = readableExperience(ctx.db, caller, c.req.param('id'))
    const format = c.req.param('format').toLowerCase()
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      throw badRequest(ERROR_CODES.invalidParameter, `exportFormat is ${EXPORT_FORMATS.join(' or ')}.`, {
        param: 'exportFormat',
        value: c.req.param('format').slice(0, 20),
      })
    }
    const body = await readJsonBody(c, ExperienceExportRequestV1)
    if (body.endAt !== undefined && body.endAt < body.startAt) {
      throw badRequest(ERROR_CODES.invalidParameter, 'endAt is before startAt.', {
        param: 'endAt',
        value: body.endAt,
      })
    }
    const url = new URL(c.req.url)
    const locale = textLocale(url.searchParams.get('locale'))
    const nowMs = ctx.clock.nowMs()
    const doc = exportDocument(
      body,
      {
        name: localizedText(experience.texts, locale, 'name') ?? `Experience ${experience.id}`,
        city: cityTitle(experience.cityId, locale),
        organizationName: ownerName(experience),
      },
      new Date(nowMs).toISOString(),
    )
    const { extension, mediaType } = FORMATS[format as keyof typeof FORMATS]
    const content = format === 'pdf' ? await exportPdf(doc) : await exportXlsx(doc)
    const stored = saveExport(
      ctx.db,
      {
        organizationId: caller.id,
        experienceId: experience.id,
        fileName: `quote-${body.startAt}-${experience.id}.${extension}`,
        mediaType,
        content,
      },
      nowMs,
    )
    return c.json({
      downloadUrl: `${url.origin}${EXPORT_PATH}/${stored.token}.${extension}`,
      expiresAt: stored.expiresAt,
    })
  })

  app.get(`${EXPORT_PATH}/:file{[0-9a-f]+\\.(?:pdf|xlsx)}`, (c) => {
    const token = c.req.param('file').split('.')[0] ?? ''
    const stored = readExport(ctx.db, token)
    if (stored === null) throw new ApiError(404, 'NOT_FOUND', 'Export not found.')
    if (Date.parse(stored.expiresAt) <= ctx.clock.nowMs()) {
      throw new ApiError(410, 'EXPORT_EXPIRED', 'This export link has expired: export again.', {
        expiresAt: stored.expiresAt,
      })
    }
    return c.body(new Uint8Array(stored.content), 200, {
      'Content-Type': stored.mediaType,
      'Content-Disposition': contentDisposition(stored.fileName),
      'Content-Length': String(stored.content.length),
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
