import { describe, expect, it } from 'vitest'
import {
  countExperienceSearches,
  getExperienceSearch,
  saveExperienceSearch,
} from '../../../src/main/db/experiences.repo'
import type { ExperienceSearchResultV1 } from '../../../src/shared/api/experiences-v1'
import { memoryDb } from './fixtures'

const at = (minute: number): string => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString()

function result(id: string, name = `Experience ${id}`): ExperienceSearchResultV1 {
  return {
    id,
    name,
    tags: [],
    experienceType: 'Activity',
    inCity: { id: 'C1', title: 'Paris' },
    startPosition: null,
    endPosition: null,
    durationDays: 0,
    durationHours: 3,
    durationMinutes: 0,
    isExtra: false,
    isRepeatable: false,
    showcased: false,
    connectionRequestId: null,
    organizationId: 'O1',
    organizationName: 'Atlas',
    organizationImages: [],
    imageUrl: null,
    cancellationPolicies: null,
    summary: null,
    pricingType: 'fit',
    lastBookingDate: null,
    totalBookingsCount: 0,
    translations: 'en',
    price: {
      priceId: `P-${id}`,
      experienceId: id,
      price: 90,
      totalPriceWithoutPromo: 90,
      currency: 'EUR',
      promotions: [],
      extras: [],
      allotment: true,
      expiresAt: at(15),
    },
  }
}

describe('experience searches cache', () => {
  it('answers a search in its order, with the catalog data and never the price', () => {
    const db = memoryDb()
    saveExperienceSearch(db, 'sandbox', {
      key: 'k1',
      query: {},
      results: [result('E2'), result('E1')],
      at: at(1),
    })
    const cached = getExperienceSearch(db, 'sandbox', 'k1')
    expect(cached?.fetchedAt).toBe(at(1))
    expect(cached?.results.map((entry) => entry.id)).toEqual(['E2', 'E1'])
    expect(cached?.results[0]).not.toHaveProperty('price')
    // Another service's cache is its own.
    expect(getExperienceSearch(db, 'staging|https://a.example', 'k1')).toBeNull()
  })

  it('keeps the newest searches only, and the catalog rows no kept search lists go with the oldest', () => {
    const db = memoryDb()
    saveExperienceSearch(
      db,
      'sandbox',
      { key: 'k1', query: {}, results: [result('E1'), result('E9')], at: at(1) },
      2,
    )
    saveExperienceSearch(
      db,
      'sandbox',
      { key: 'k2', query: {}, results: [result('E2'), result('E9')], at: at(2) },
      2,
    )
    // Run again, k1 is the newest: k2 is the one dropped by the next.
    saveExperienceSearch(db, 'sandbox', { key: 'k1', query: {}, results: [result('E1')], at: at(3) }, 2)
    saveExperienceSearch(db, 'sandbox', { key: 'k3', query: {}, results: [result('E3')], at: at(4) }, 2)
    expect(countExperienceSearches(db, 'sandbox')).toBe(2)
    expect(getExperienceSearch(db, 'sandbox', 'k2')).toBeNull()
    expect(getExperienceSearch(db, 'sandbox', 'k1')?.fetchedAt).toBe(at(3))
    const catalogIds = (
      db.prepare('SELECT id FROM experience_catalog ORDER BY id').all() as { id: string }[]
    ).map((row) => row.id)
    expect(catalogIds).toEqual(['E1', 'E3'])
  })

  it('gives a result the newest catalog data it was seen with', () => {
    const db = memoryDb()
    saveExperienceSearch(db, 'sandbox', {
      key: 'k1',
      query: {},
      results: [result('E1', 'Old name')],
      at: at(1),
    })
    saveExperienceSearch(db, 'sandbox', {
      key: 'k2',
      query: {},
      results: [result('E1', 'New name')],
      at: at(2),
    })
    expect(getExperienceSearch(db, 'sandbox', 'k1')?.results[0]?.name).toBe('New name')
  })
})
