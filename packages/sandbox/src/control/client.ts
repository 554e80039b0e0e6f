import type { SandboxServer } from '../server'

/** The sandbox's control plane (not part of the service), for the tests that run one: faults, clock, answers. */
export function control(server: SandboxServer) {
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
  return {
    faults: (faults: Record<string, unknown>) => post('/_sandbox/faults', faults),
    clearFaults: async () => {
      await fetch(`${server.url}/_sandbox/faults`, { method: 'DELETE' })
    },
    answer: (bookingId: string, action: 'confirm' | 'refuse' | 'propose') =>
      post(`/_sandbox/bookings/${bookingId}/answer`, { action }),
    advanceClock: (seconds: number) => post('/_sandbox/clock', { advanceSeconds: seconds }),
    today: () => server.sandbox.ctx.clock.now().toISOString().slice(0, 10),
  }
}
