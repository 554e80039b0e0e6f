import { describe, expect, it } from 'vitest'
import { ExperienceV1Create, ExperienceV1Update } from '../../../../src/shared/api/experiences-v1-manage'
import {
  ExtraLinkV3Create,
  ImageV3Create,
  ImageV3Patch,
  LocaleQuery,
  SubListQuery,
} from '../../../../src/shared/api/experiences-v3'
import { registerExtraRoutes } from '../../src/inventory/extras.routes'
import { registerImageRoutes } from '../../src/inventory/images.routes'
import { registerPromotionRoutes } from '../../src/inventory/promotions.routes'
import { registerV1InventoryRoutes } from '../../src/inventory/v1.routes'
import { createSandboxApp } from '../../src/openapi/app'
import { declaredRoutes } from '../../src/openapi/document'
import type { SandboxContext } from '../../src/platform/context'

// Registering only declares routes: the handlers alone use the context, and none runs here.
const ctx = {} as SandboxContext

function inventoryApp() {
  const app = createSandboxApp()
  registerPromotionRoutes(app, ctx)
  registerExtraRoutes(app, ctx)
  registerImageRoutes(app, ctx)
  registerV1InventoryRoutes(app, ctx)
  return app
}

describe('promotions, extras, images and the v1 inventory routes', () => {
  it('are each declared once on the app, with the path Hono serves', () => {
    const app = inventoryApp()
    const declared = declaredRoutes(app).map((route) => `${route.method} ${route.path}`)
    const expected = [
      'get /api/v3/experiences/{id}/promotions',
      'get /api/v3/experiences/{id}/promotions/{promotionId}',
      'get /api/v3/experiences/{id}/extras',
      'post /api/v3/experiences/{id}/extras',
      'delete /api/v3/experiences/{id}/extras/{extraId}',
      'get /api/v3/experiences/{id}/images',
      'post /api/v3/experiences/{id}/images',
      'patch /api/v3/experiences/{id}/images/{imageId}',
      'delete /api/v3/experiences/{id}/images/{imageId}',
      'post /api/v1/experiences',
      'put /api/v1/experiences/{id}',
      'get /api/v1/promotions/{experienceId}/list',
    ]
    expect(declared.sort()).toEqual([...expected].sort())
    // Hono keeps the id constraints, so /experiences/x-y/images stays a ROUTE_NOT_FOUND.
    const served = app.routes.map((route) => `${route.method} ${route.path}`)
    expect(served).toContain('GET /api/v3/experiences/:id{[0-9A-Z]+}/images')
    expect(served).toContain('PUT /api/v1/experiences/:id{[0-9A-Z]+}')
  })

  it('document the shared wire schemas the handlers read, and mark the v1 ones deprecated', () => {
    const byKey = new Map(
      declaredRoutes(inventoryApp()).map((route) => [`${route.method} ${route.path}`, route]),
    )
    expect(byKey.get('get /api/v3/experiences/{id}/images')?.query).toBe(SubListQuery)
    expect(byKey.get('post /api/v3/experiences/{id}/extras')?.body).toBe(ExtraLinkV3Create)
    expect(byKey.get('post /api/v3/experiences/{id}/images')?.body).toBe(ImageV3Create)
    expect(byKey.get('post /api/v3/experiences/{id}/images')?.status).toBe(201)
    expect(byKey.get('patch /api/v3/experiences/{id}/images/{imageId}')?.body).toBe(ImageV3Patch)
    expect(byKey.get('delete /api/v3/experiences/{id}/images/{imageId}')?.status).toBe(204)
    expect(byKey.get('post /api/v1/experiences')?.body).toBe(ExperienceV1Create)
    expect(byKey.get('put /api/v1/experiences/{id}')?.body).toBe(ExperienceV1Update)
    expect(byKey.get('put /api/v1/experiences/{id}')?.query).toBe(LocaleQuery)
    const deprecated = [...byKey.values()]
      .filter((route) => route.deprecated === true)
      .map((route) => route.path)
    expect(deprecated.sort()).toEqual([
      '/api/v1/experiences',
      '/api/v1/experiences/{id}',
      '/api/v1/promotions/{experienceId}/list',
    ])
  })
})
