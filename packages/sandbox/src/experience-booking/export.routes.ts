import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  EXPORT_FORMATS,
  ExperienceExportRequestV1,
  ExperienceExportResponseV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { contentDisposition } from '../bookings/files'
import { readJsonBody } from '../bookings/http'
import { localizedText } from '../experiences/experiences.repo'
import { documented, download, json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import { exportDocument } from './export.document'
import { exportPdf } from './export.pdf'
import { exportXlsx } from './export.xlsx'
import { readExport, saveExport } from './exports.repo'
import { cityTitle, ownerName, textLocale } from './names'
import { LocaleQuery, tags } from './routes.shared'
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

export function registerExportRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const exportQuote = createRoute({
    method: 'post',
    path: '/api/v1/experiences/:id{[0-9A-Z]+}/export/:format',
    summary:
      'Export a quote as a PDF (format pdf, Unicode text in an embedded DejaVu Sans: Latin, Greek, Cyrillic) or an ' +
      '.xlsx spreadsheet (format excel); the quote says valid 24 hours; the link works 1 hour',
    tags,
    // The handler checks the format itself (400 INVALID_PARAMETER, any case) and reads the body (readJsonBody).
    request: {
      params: documented(z.object({ id: z.string(), format: z.enum(['pdf', 'excel']) })),
      query: LocaleQuery,
      body: jsonBody(ExperienceExportRequestV1),
    },
    responses: responses(json(ExperienceExportResponseV1), 400, 401, 404, 413),
  })
  app.openapi(exportQuote, async (c) => {
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

  const downloadExport = createRoute({
    method: 'get',
    path: `${EXPORT_PATH}/:file{[0-9a-f]+\\.(?:pdf|xlsx)}`,
    summary: 'Download an export (the downloadUrl of an export); 410 once expired, 404 unknown',
    tags,
    // No credentials: the token in the file name is the secret.
    request: { params: documented(z.object({ file: z.string() })) },
    responses: responses(download(EXPORT_MEDIA_TYPES), 404, 410),
  })
  app.openapi(downloadExport, (c) => {
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
