import { call } from './bookings-steps'

/**
 * The worker's web host is shared by the spec files it runs: a margin spec starts from no markup rules (its retry
 * too, or the same scope would be refused as a duplicate) and leaves none behind, so the specs after it see the
 * prices they expect.
 */
export async function clearMarkupRules(host: Parameters<typeof call>[0]): Promise<void> {
  for (const rule of await call(host, 'pricing.listRules', {}))
    await call(host, 'pricing.deleteRule', { id: rule.id, expectedVersion: rule.version })
}
