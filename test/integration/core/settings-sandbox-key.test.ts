import { describe, expect, it } from 'vitest'
import { DEMO_KEYS } from '../../support/sandbox/http-client'
import { fileSandbox } from './fixtures'

/**
 * The built-in sandbox with any of its keys: a supplier tries the inventory on it without pretending it is staging,
 * and the connection check says whose key the service accepted.
 */
const sandbox = fileSandbox({ hotels: 50 })

describe('the built-in sandbox with a key of your choice', () => {
  it('runs on its demo key until another is saved, and says whose key it accepted', async () => {
    const desk = sandbox.desk()
    const demo = await desk.call('settings.checkEnvironment', { environment: 'sandbox', baseUrl: null })
    expect(demo).toMatchObject({
      outcome: 'reachable',
      caller: { organizationName: 'Demo Voyages', scope: 'to' },
    })
    expect(demo.message).toMatch(/Demo Voyages.*tour operator/)
    expect(await desk.call('inventory.access', undefined)).toMatchObject({ scope: 'to' })

    const saved = await desk.call('credentials.setApiKey', { environment: 'sandbox', apiKey: DEMO_KEYS.dmc1 })
    expect(saved).toMatchObject({ environment: 'sandbox', hasApiKey: true, usesDemoKey: false })
    const supplier = await desk.call('settings.checkEnvironment', { environment: 'sandbox', baseUrl: null })
    expect(supplier).toMatchObject({
      outcome: 'reachable',
      caller: { organizationName: 'Atlas Ground Services', scope: 'dmc' },
    })
    expect(supplier.message).toMatch(/Atlas Ground Services.*supplier/)
    expect(await desk.call('inventory.access', undefined)).toEqual({ scope: 'dmc', message: null })
    const list = await desk.call('inventory.experiences', { sort: 'name' })
    expect(list.items.length).toBeGreaterThan(0)

    const cleared = await desk.call('credentials.clear', { environment: 'sandbox' })
    expect(cleared).toMatchObject({ hasApiKey: true, usesDemoKey: true })
    expect(await desk.call('inventory.access', undefined)).toMatchObject({ scope: 'to' })
  })

  it('says the sandbox refused a key it does not know', async () => {
    const desk = sandbox.desk()
    await desk.call('credentials.setApiKey', { environment: 'sandbox', apiKey: 'not-a-sandbox-key' })
    const check = await desk.call('settings.checkEnvironment', { environment: 'sandbox', baseUrl: null })
    expect(check).toMatchObject({ outcome: 'wrongKey', caller: null })
  })
})
