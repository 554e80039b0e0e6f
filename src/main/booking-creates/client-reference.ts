import { randomBytes } from 'node:crypto'

/**
 * The client-made reference every hotel booking create carries (`internalReference`), so that a create whose
 * answer was lost can be found in the service's bookings list instead of being made again.
 *
 * Choice (the spec has one reference field on the v3 create, `internalReference`, "echoed back", and the v1 list
 * searches "customer names and references"): when the agent types their own reference it is sent unchanged and
 * is the lookup key (bookings that already carried it before the attempt are set aside, since an agent may reuse
 * a file number); otherwise the desk makes one, `AD-` + a ULID-like text (48-bit time, then 40 random bits, in
 * Crockford base32): unique, sortable by time, 19 characters, readable over the phone.
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function makeClientReference(
  nowMs: number,
  random: (size: number) => Uint8Array = randomBytes,
): string {
  let time = ''
  let rest = Math.max(0, Math.floor(nowMs))
  for (let index = 0; index < 10; index += 1) {
    time = (CROCKFORD[rest % 32] ?? '0') + time
    rest = Math.floor(rest / 32)
  }
  const bytes = random(5)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let tail = ''
  for (let index = 0; index < 8; index += 1) {
    tail = (CROCKFORD[Number(bits & 31n)] ?? '0') + tail
    bits >>= 5n
  }
  return `AD-${time}${tail}`
}

export function isClientReference(value: string): boolean {
  return /^AD-[0-9A-HJKMNP-TV-Z]{18}$/.test(value)
}
