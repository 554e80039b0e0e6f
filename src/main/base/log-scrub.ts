/**
 * What never reaches the log file: travellers' and customers' names, passport numbers, API keys, passwords and
 * tokens. Two layers, because neither alone is enough:
 *
 * - by key, over structured values (a request's input, an error's details): the value of any key that names a
 *   person, a document or a credential is replaced, however deep it sits (pino's redact paths in desk-log.ts
 *   cover the fixed top-level paths; a booking's travellers sit at depths no fixed path list follows);
 * - over free text (messages, error messages, stacks): the secret values main knows (saved keys, tokens), the
 *   sensitive values just found by key (a name repeated in the service's message), `Bearer ...` and
 *   passport-looking numbers after the word "passport".
 */

export const REDACTED = '[redacted]'

/** Keys whose value is a person's name or document, or a credential; compared without case, `_` or `-`. */
const SENSITIVE_KEYS = new Set(
  [
    'name',
    'firstname',
    'lastname',
    'surname',
    'givenname',
    'familyname',
    'fullname',
    'holder',
    'holdername',
    'birthdate',
    'dateofbirth',
    'email',
    'phone',
    'passport',
    'passportnumber',
    'passportexpiry',
    'passportsealed',
    'documentnumber',
    'apikey',
    'xapikey',
    'key',
    'token',
    'accesstoken',
    'refreshtoken',
    'idtoken',
    'authorization',
    'password',
    'secret',
    'passphrase',
    'cookie',
  ].map(normalKey),
)

function normalKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, '')
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(normalKey(key))
}

const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi
// "passport X1234567", "passport number: AB123456", "passportNumber=123456789": the number after the word.
const PASSPORT_AFTER_WORD = /(passport(?:[_ ]?(?:number|no\.?|nr))?\s*[:=]?\s*["']?)([A-Z0-9]{5,12})\b/gi
// A word and its sensitive value as query parameters or headers written out: apiKey=..., X-Api-Key: ...
const KEY_VALUE =
  /\b(api[-_]?key|x-api-key|access[-_]?token|refresh[-_]?token|token|password|secret)(["']?\s*[:=]\s*["']?)([^\s"'&,;]+)/gi

/**
 * Free text with every known secret value, every `extra` value (names and numbers found by key in the same
 * entry) and every recognisable credential shape replaced. Values shorter than 3 characters are left alone:
 * replacing "Li" everywhere would blank half a stack trace and protect nobody.
 */
export function scrubText(text: string, known: readonly string[]): string {
  let out = text
  const values = [...new Set(known.map((value) => value.trim()).filter((value) => value.length >= 3))]
  // Longest first, so that a full name goes before its first name.
  values.sort((a, b) => b.length - a.length)
  for (const value of values) out = out.split(value).join(REDACTED)
  return out
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(PASSPORT_AFTER_WORD, (_match, word: string) => `${word}${REDACTED}`)
    .replace(KEY_VALUE, (_match, word: string, separator: string) => `${word}${separator}${REDACTED}`)
}

/** Every string found under a sensitive key of `value`, to be scrubbed from the same entry's free text. */
export function sensitiveValues(value: unknown, found: string[] = [], depth = 0): string[] {
  if (depth > 12 || value === null || typeof value !== 'object') return found
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (isSensitiveKey(key)) collectStrings(inner, found, depth + 1)
    else sensitiveValues(inner, found, depth + 1)
  }
  return found
}

function collectStrings(value: unknown, found: string[], depth: number): void {
  if (depth > 12) return
  if (typeof value === 'string') found.push(value)
  else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value as Record<string, unknown>))
      collectStrings(inner, found, depth + 1)
  }
}

/**
 * A copy of `value` safe to log: sensitive keys' values replaced, strings scrubbed as free text, errors turned
 * into plain objects (type, message, code, stack, details), cycles and depth cut.
 */
export function scrubValue(
  value: unknown,
  known: readonly string[],
  depth = 0,
  seen = new WeakSet(),
): unknown {
  if (typeof value === 'string') return scrubText(value, known)
  if (value === null || typeof value !== 'object') return value
  if (depth > 10) return '[too deep]'
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  if (value instanceof Error) {
    const error = value as Error & { code?: unknown; details?: unknown; cause?: unknown; status?: unknown }
    return {
      type: error.name,
      message: scrubText(error.message, known),
      ...(error.code === undefined ? {} : { code: scrubValue(error.code, known, depth + 1, seen) }),
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.details === undefined ? {} : { details: scrubValue(error.details, known, depth + 1, seen) }),
      ...(error.stack === undefined ? {} : { stack: scrubText(error.stack, known) }),
      ...(error.cause === undefined ? {} : { cause: scrubValue(error.cause, known, depth + 1, seen) }),
    }
  }
  if (Array.isArray(value)) return value.map((inner) => scrubValue(inner, known, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSensitiveKey(key) ? REDACTED : scrubValue(inner, known, depth + 1, seen)
  }
  return out
}
