import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExperienceV3 } from '../../../../../src/shared/api/experiences-v3'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
}))

const { ExperiencePlaceForm } =
  await import('../../../../../src/renderer/src/features/inventory/ExperiencePlaceForm')

/** A new experience as the service shows it: no city, no meeting or end point yet. */
const experience = {
  id: 'E1',
  type: 'activity',
  cityId: null,
  startPosition: null,
  endPosition: { name: 'Harbour', address: null, lat: 38.7, lon: -9.1 },
  updatedAt: '2026-11-27T10:00:00Z',
} as unknown as ExperienceV3

const lisbon = { kind: 'city', id: 'C-LIS', name: 'Lisbon', detail: 'Lisboa, Portugal' }

describe('where an experience takes place', () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((channel: string) => {
      if (channel === 'catalog.suggestDestinations')
        return Promise.resolve({
          suggestions: [lisbon, { kind: 'country', id: 'PT', name: 'Portugal', detail: null }],
          source: 'service',
          fallback: null,
          asOf: null,
          complete: true,
        })
      if (channel === 'inventory.updateExperience') return Promise.resolve({ ...experience, cityId: 'C-LIS' })
      return Promise.reject(new Error(`unexpected ${channel}`))
    })
  })

  it('sets the city from the catalog and the meeting point, sending only what changed', async () => {
    renderInTheme(<ExperiencePlaceForm experience={experience} />)
    const city = screen.getByLabelText('City', { selector: 'input' })
    await userEvent.type(city, 'Lisb')
    // Cities only: a country is no place to meet.
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith(
        'catalog.suggestDestinations',
        expect.objectContaining({ query: 'Lisb' }),
      ),
    )
    const option = await screen.findByText('Lisbon (Lisboa, Portugal)')
    expect(screen.queryByText('Portugal')).toBeNull()
    fireEvent.click(option)
    fireEvent.change(screen.getByRole('textbox', { name: 'Meeting point' }), {
      target: { value: 'Praça do Comércio' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Meeting point address' }), {
      target: { value: 'Praça do Comércio 1, Lisbon' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save the place' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('inventory.updateExperience', {
        experienceId: 'E1',
        patch: {
          cityId: 'C-LIS',
          startPosition: {
            name: 'Praça do Comércio',
            address: 'Praça do Comércio 1, Lisbon',
            lat: null,
            lon: null,
          },
        },
      }),
    )
  })

  it('asks for a name before an address alone is saved as a point', async () => {
    renderInTheme(<ExperiencePlaceForm experience={experience} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Meeting point address' }), {
      target: { value: 'Rua Augusta 2' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save the place' }))
    expect(await screen.findByText('Name the meeting point too (what the traveller looks for).')).toBeTruthy()
    expect(invoke).not.toHaveBeenCalledWith('inventory.updateExperience', expect.anything())
  })
})
