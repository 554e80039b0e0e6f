import { describe, expect, it } from 'vitest'
import { ViewFilters } from '../../../../../src/shared/ipc/views.contract'
import { DEFAULT_FILTERS } from '../../../../../src/renderer/src/features/bookings/bookings-filters'
import {
  filtersOfView,
  viewFiltersOf,
  viewSearch,
} from '../../../../../src/renderer/src/features/bookings/saved-views-view'

describe('a saved view with a margin filter', () => {
  it('keeps the screen bounds and opens with them again', () => {
    const screenFilters = { ...DEFAULT_FILTERS, kind: 'hotel' as const, marginBelow: 8, marginAbove: -2 }
    const kept = viewFiltersOf(screenFilters)
    expect(kept).toMatchObject({ kind: 'hotel', marginRateBelow: 8, marginRateAbove: -2 })
    expect(ViewFilters.safeParse(kept).success).toBe(true)
    expect(filtersOfView(kept)).toEqual(screenFilters)
  })

  it('puts the bounds in the address that opens the view', () => {
    const filters = ViewFilters.parse({ marginRateBelow: 10 })
    const params = new URLSearchParams(viewSearch({ id: 'v1', filters }))
    expect(params.get('marginBelow')).toBe('10')
    expect(params.get('marginAbove')).toBeNull()
    expect(params.get('view')).toBe('v1')
  })
})
