import { createHash } from 'node:crypto'

/**
 * A name-based UUID (RFC 9562 version 5, SHA-1): the same namespace and name always give the same id, on every
 * desk. Node's crypto makes only random (v4) UUIDs.
 */
export function uuidV5(name: string, namespace: string): string {
  const space = Buffer.from(namespace.replace(/-/g, ''), 'hex')
  if (space.length !== 16) throw new Error(`Not a UUID: ${namespace}`)
  const hash = createHash('sha1').update(space).update(name, 'utf8').digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The namespace of the service's customer files: fixed forever, or desks stop naming a file alike. */
export const CUSTOMER_FILE_NAMESPACE = '6f1d7c2e-5a4b-4e8f-9c3d-2b7a1e0f4d58'

/** The agency record of a service's customer file: UUID v5 of the service's identity and the file id. */
export const customerIdOfFile = (service: string, fileId: string): string =>
  uuidV5(`${service}\n${fileId}`, CUSTOMER_FILE_NAMESPACE)
