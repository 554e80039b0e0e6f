import { describe, expect, it } from 'vitest'
import { clientConfig, outcomeOfError } from '../../../src/main/sharing/pg-connection'

/** The check's plain outcomes from what node-postgres and Node's TLS report. */
describe("the sharing check's outcomes", () => {
  it('names a wrong password by its SQLSTATE, a missing database, TLS refusals, and the rest unreachable', () => {
    expect(
      outcomeOfError(Object.assign(new Error('password authentication failed'), { code: '28P01' })),
    ).toBe('wrongPassword')
    expect(outcomeOfError(Object.assign(new Error('database "x" does not exist'), { code: '3D000' }))).toBe(
      'notAgencyDatabase',
    )
    expect(outcomeOfError(new Error('The server does not support SSL connections'))).toBe('tlsRefused')
    expect(
      outcomeOfError(Object.assign(new Error('self-signed'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' })),
    ).toBe('tlsRefused')
    expect(outcomeOfError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'unreachable',
    )
    expect(outcomeOfError(new Error('Connection terminated due to connection timeout'))).toBe('unreachable')
  })

  it("verifies the server's certificate only when TLS is required", () => {
    const address = { host: 'db.agency.example', port: 5432, database: 'agency', user: 'desk_1' }
    expect(clientConfig({ ...address, tls: 'require' }, 'pw', true).ssl).toEqual({ rejectUnauthorized: true })
    expect(clientConfig({ ...address, tls: 'prefer' }, 'pw', true).ssl).toEqual({ rejectUnauthorized: false })
    expect(clientConfig({ ...address, tls: 'off' }, 'pw', false).ssl).toBe(false)
  })
})
