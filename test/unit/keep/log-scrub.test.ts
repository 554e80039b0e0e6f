import { describe, expect, it } from 'vitest'
import { REDACTED, scrubText, scrubValue, sensitiveValues } from '../../../src/main/base/log-scrub'

describe('the log scrubber', () => {
  it('replaces known secrets, bearer tokens and passport numbers in free text', () => {
    const text = scrubText(
      'key sandbox-to-key-9 refused; Authorization: Bearer abc.DEF-123_x; passport number: P1234567; apiKey=s3cr3tvalue',
      ['sandbox-to-key-9'],
    )
    expect(text).not.toContain('sandbox-to-key-9')
    expect(text).not.toContain('abc.DEF-123_x')
    expect(text).not.toContain('P1234567')
    expect(text).not.toContain('s3cr3tvalue')
    expect(text).toContain(`Bearer ${REDACTED}`)
    expect(scrubText('for passport X9K42731Q', [])).toBe(`for passport ${REDACTED}`)
  })

  it('replaces the values of sensitive keys at any depth and reuses them to scrub the text', () => {
    const input = {
      request: {
        customer: { firstName: 'Ottilie', lastName: 'Vandersloot' },
        rooms: [{ travelers: [{ kind: 'adult', passportNumber: 'ZX99887766' }] }],
      },
      count: 2,
    }
    const scrubbed = JSON.stringify(scrubValue(input, []))
    expect(scrubbed).not.toContain('Ottilie')
    expect(scrubbed).not.toContain('ZX99887766')
    expect(scrubbed).toContain('"count":2')
    const known = sensitiveValues({
      rooms: [{ travelers: [{ firstName: 'Ottilie', lastName: 'Vandersloot' }] }],
    })
    expect(known).toEqual(['Ottilie', 'Vandersloot'])
    expect(scrubText('Traveller Ottilie Vandersloot is too old', known)).toBe(
      `Traveller ${REDACTED} ${REDACTED} is too old`,
    )
  })

  it('turns errors into plain objects with scrubbed messages and stacks, and survives cycles', () => {
    const error = new Error('token=abcdef123 was refused')
    const cyclic: Record<string, unknown> = { error }
    cyclic.self = cyclic
    const out = scrubValue(cyclic, []) as { error: { message: string; stack: string }; self: unknown }
    expect(out.error.message).toBe(`token=${REDACTED} was refused`)
    expect(out.error.stack).not.toContain('abcdef123')
    expect(out.self).toBe('[circular]')
  })
})
