/**
 * `npx tsx packages/sandbox/src/tools/price-distribution.ts [--write]`: the demo world's hotel prices per city and stars,
 * as the availability search answers them (seed 42, 2,400 hotels, a double room for two adults, two weeknights in
 * mid-July and in mid-November, EUR). Prints a Markdown table; --write puts it into packages/sandbox/README.md between
 * its price-distribution markers, so the README never shows figures typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { createSandbox } from '../app'
import { CITIES } from '../catalog/locations'

const SHOWN = [
  'paris',
  'london',
  'new-york',
  'zurich',
  'venezia',
  'barcelona',
  'roma',
  'berlin',
  'lisboa',
  'innsbruck',
  'praha',
  'krakow',
  'marrakech',
  'rio-de-janeiro',
  'tokyo',
]
const STAYS = [
  { label: 'Jul', checkIn: '2030-07-16', checkOut: '2030-07-18' },
  { label: 'Nov', checkIn: '2030-11-13', checkOut: '2030-11-15' },
]
const HOSTEL_BIT = 1 << 5

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? null
}

async function main(): Promise<void> {
  const sandbox = createSandbox({ seed: 42, hotels: 2_400, clockStart: '2030-01-06T09:00:00.000Z' })
  const kinds = new Map(
    (
      sandbox.ctx.db.prepare('SELECT id, kind_mask FROM hotels').all() as Array<{
        id: number
        kind_mask: number
      }>
    ).map((row) => [row.id, row.kind_mask]),
  )
  const lines = ['| City | 1★ | 2★ | 3★ | 4★ | 5★ | Hostels |', '| ---- | -- | -- | -- | -- | -- | ------- |']
  for (const key of SHOWN) {
    const city = CITIES.find((candidate) => candidate.key === key)
    if (city === undefined) continue
    // cells[stars or 0 for hostels][stay] = nightly prices
    const cells = Array.from({ length: 6 }, () => STAYS.map(() => [] as number[]))
    for (const [stayIndex, stay] of STAYS.entries()) {
      const query = new URLSearchParams({
        cities: encodeId('city', city.id),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        'rooms[0][adults]': '2',
        perPage: '1000',
      })
      const response = await sandbox.app.request(`/api/v3/hotels/availability?${query}`, {
        headers: { 'X-API-Key': 'sandbox-to-key-1' },
      })
      const body = (await response.json()) as { data: Array<{ id: string; price: number | null }> }
      for (const hotel of body.data) {
        if (hotel.price === null) continue
        const row = sandbox.ctx.db
          .prepare('SELECT id, stars FROM hotels WHERE id = ?')
          .get(decodeId('hotel', hotel.id)) as { id: number; stars: number } | undefined
        if (row === undefined) continue
        const hostel = ((kinds.get(row.id) ?? 0) & HOSTEL_BIT) !== 0
        cells[hostel ? 0 : row.stars]?.[stayIndex]?.push(hotel.price / 2)
      }
    }
    const cell = (index: number): string => {
      const [july, november] = STAYS.map((_, stayIndex) => median(cells[index]?.[stayIndex] ?? []))
      return july == null || november == null ? '-' : `${Math.round(july)} / ${Math.round(november)}`
    }
    lines.push(`| ${city.names.en} | ${[1, 2, 3, 4, 5, 0].map(cell).join(' | ')} |`)
  }
  const table = lines.join('\n')
  if (process.argv.includes('--write')) {
    const readme = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md')
    const text = readFileSync(readme, 'utf8')
    const start = '<!-- price-distribution:start -->'
    const end = '<!-- price-distribution:end -->'
    const from = text.indexOf(start)
    const to = text.indexOf(end)
    if (from < 0 || to < from) throw new Error(`README.md lacks the ${start} ... ${end} markers`)
    writeFileSync(readme, `${text.slice(0, from + start.length)}\n\n${table}\n\n${text.slice(to)}`)
  }
  console.log(table)
  sandbox.close()
}

await main()
