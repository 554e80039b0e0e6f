import { describe, expect, it } from 'vitest'
import { fileSandbox, type TestCore } from '../core/fixtures'
import { pgSkipReason } from '../../support/postgres/pg-cluster'
import { sharedAgencyForFile } from './sharing.fixtures'

/**
 * The agency's details (Settings -> Agency) are one shared record (issue 33): the first desk's go up, a desk that
 * joins adopts them instead of overwriting them, a change on either desk reaches the other's settings, and the
 * agent's name stays each desk's own.
 */
const skip = pgSkipReason()
describe.skipIf(skip !== null)(`the agency's details shared${skip !== null ? ` (${skip})` : ''}`, () => {
  const sandbox = fileSandbox()
  const agency = sharedAgencyForFile()

  async function desk(
    details: { name: string; address: string; phone: string; email: string },
    agentName: string,
  ) {
    const app = sandbox.desk()
    await app.call('settings.update', { agency: { ...details, agentName } })
    return app
  }

  async function connect(app: TestCore): Promise<void> {
    expect(await app.call('sharing.connect', await agency.login())).toMatchObject({ state: 'shared' })
  }

  it('shares name, address, phone and e-mail, never the agent name', async () => {
    const marwood = {
      name: 'Marwood Travel',
      address: '1 Quay Street, Bristol',
      phone: '+44 117 000 0000',
      email: 'desk@marwood.example',
    }
    const ana = await desk(marwood, 'Ana Costa')
    await connect(ana)
    await ana.call('sharing.syncNow', undefined)
    // Lena's desk holds older details of its own: joining, it adopts the agency's rather than overwriting them.
    const lena = await desk(
      { name: 'Marwood Travel Ltd (old)', address: '', phone: '+44 117 111 1111', email: '' },
      'Lena Brandt',
    )
    await connect(lena)
    expect((await lena.call('settings.get', undefined)).agency).toEqual({
      ...marwood,
      agentName: 'Lena Brandt',
    })

    await lena.call('settings.update', {
      agency: { ...marwood, phone: '+44 117 999 9999', agentName: 'Lena Brandt' },
    })
    await lena.call('sharing.syncNow', undefined)
    await ana.call('sharing.syncNow', undefined)
    expect((await ana.call('settings.get', undefined)).agency).toEqual({
      ...marwood,
      phone: '+44 117 999 9999',
      agentName: 'Ana Costa',
    })

    const { rows } = await agency.cluster.superuser.query<{ fields: Record<string, unknown> }>(
      `SELECT fields FROM agency_share.records WHERE agency_id = $1 AND kind = 'agencyDetails'`,
      [agency.agencyId],
    )
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]?.fields ?? {}).sort()).toEqual(['address', 'email', 'name', 'phone'])
  }, 60_000)
})
