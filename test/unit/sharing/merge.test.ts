import { describe, expect, it } from 'vitest'
import { mergeRecord, type MergeSide } from '../../../src/main/sharing/merge'

const side = (
  fields: Record<string, unknown>,
  by: string,
  at: string,
  deletedAt: string | null = null,
): MergeSide => ({
  fields,
  deletedAt,
  updatedBy: by,
  updatedAt: at,
})

describe('the three-way merge of a record', () => {
  const base = side({ name: 'Ines', phone: '1', email: 'a@x' }, 'Ana', '2026-01-01T00:00:00Z')

  it('takes each side where only that side changed a field, and loses nothing', () => {
    const local = side({ name: 'Inès', phone: '1', email: 'a@x' }, 'Ana', '2026-01-02T00:00:00Z')
    const server = side({ name: 'Ines', phone: '2', email: 'a@x' }, 'Lena', '2026-01-03T00:00:00Z')
    const merged = mergeRecord(base, local, server)
    expect(merged.fields).toEqual({ name: 'Inès', phone: '2', email: 'a@x' })
    expect(merged.replaced).toEqual([])
    expect(merged).toMatchObject({ updatedBy: 'Lena', updatedAt: '2026-01-03T00:00:00Z', deletedAt: null })
  })

  it('keeps the later change where both changed one field, and reports the other value', () => {
    const local = side({ name: 'Ines', phone: '3', email: 'a@x' }, 'Ana', '2026-01-04T00:00:00Z')
    const server = side({ name: 'Ines', phone: '2', email: 'b@x' }, 'Lena', '2026-01-03T00:00:00Z')
    const merged = mergeRecord(base, local, server)
    expect(merged.fields).toEqual({ name: 'Ines', phone: '3', email: 'b@x' })
    expect(merged.winner).toBe('local')
    expect(merged.replaced).toEqual([{ field: 'phone', replaced: '2', kept: '3' }])
    // The same two changes merged from the other desk's side give the same record.
    const mirrored = mergeRecord(base, server, local)
    expect(mirrored.fields).toEqual(merged.fields)
    expect(mirrored.replaced).toEqual(merged.replaced)
  })

  it('breaks a tie of times by the name, alike on both desks', () => {
    const local = side({ name: 'A' }, 'Ana', '2026-01-04T00:00:00Z')
    const server = side({ name: 'B' }, 'Lena', '2026-01-04T00:00:00Z')
    expect(mergeRecord(null, local, server).fields).toEqual({ name: 'B' })
    expect(mergeRecord(null, server, local).fields).toEqual({ name: 'B' })
  })

  it('merges a delete on one side with an edit on the other: a tombstone with the edit', () => {
    const local = side(
      { name: 'Ines', phone: '1', email: 'a@x' },
      'Ana',
      '2026-01-02T00:00:00Z',
      '2026-01-02T00:00:00Z',
    )
    const server = side({ name: 'Ines', phone: '9', email: 'a@x' }, 'Lena', '2026-01-03T00:00:00Z')
    const merged = mergeRecord(base, local, server)
    expect(merged.deletedAt).toBe('2026-01-02T00:00:00Z')
    expect(merged.fields.phone).toBe('9')
    expect(merged.replaced).toEqual([])
  })

  it('without a base counts every differing field as changed on both sides', () => {
    const local = side({ name: 'Ines', phone: '1' }, 'Ana', '2026-01-02T00:00:00Z')
    const server = side({ name: 'Ines', phone: '2' }, 'Lena', '2026-01-03T00:00:00Z')
    expect(mergeRecord(null, local, server).replaced).toEqual([{ field: 'phone', replaced: '1', kept: '2' }])
  })
  it("merges a JSON object column key by key: one desk's phone and the other's e-mail both survive", () => {
    const json = (value: object): string => JSON.stringify(value)
    const jsonBase = side(
      { customer_json: json({ first: 'Ines', phone: '1', email: 'a@x' }) },
      'Ana',
      '2026-01-01',
    )
    const local = side(
      { customer_json: json({ first: 'Ines', phone: '2', email: 'a@x' }) },
      'Ana',
      '2026-01-02',
    )
    const server = side(
      { customer_json: json({ first: 'Ines', phone: '3', email: 'b@x' }) },
      'Lena',
      '2026-01-03',
    )
    const merged = mergeRecord(jsonBase, local, server)
    expect(JSON.parse(merged.fields.customer_json as string)).toEqual({
      first: 'Ines',
      phone: '3',
      email: 'b@x',
    })
    expect(merged.replaced).toEqual([{ field: 'customer_json.phone', replaced: '2', kept: '3' }])
  })
})
