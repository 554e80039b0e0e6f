import { z } from 'zod'
import { IsoDateSchema } from '../../shared/domain/dates'
import { DeskError } from '../../shared/ipc'
import type { SecretBox } from '../platform/types'

const SealedPassport = z.object({ number: z.string(), expiry: IsoDateSchema.nullable() })
export type Passport = z.infer<typeof SealedPassport>

/** Seals a passport for agency.db; nothing to seal (no number, no expiry) is stored as null. */
export function sealPassport(box: SecretBox, passport: Passport): Uint8Array | null {
  if (passport.number === '' && passport.expiry === null) return null
  if (!box.isAvailable())
    throw new DeskError(
      'INVALID_INPUT',
      'This computer cannot encrypt passport data (no system keychain), so it is not stored. Leave the passport ' +
        'fields empty, or set up the keychain and try again.',
      {
        issues: [
          { path: 'traveller.passportNumber', message: 'Cannot be stored encrypted on this computer' },
        ],
      },
    )
  return box.seal(JSON.stringify(passport))
}

/**
 * Opens a sealed passport. One this desk cannot open (agency.db moved to another computer without its key) reads
 * as empty rather than failing the whole customer: the agent sees no passport and may type it again.
 */
export function openPassport(box: SecretBox, sealed: Uint8Array | null): Passport {
  if (sealed === null) return { number: '', expiry: null }
  try {
    return SealedPassport.parse(JSON.parse(box.open(sealed)))
  } catch {
    return { number: '', expiry: null }
  }
}
