import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../../src/shared/ipc/settings'
import { renderInTheme } from './render'

vi.mock('../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: () => Promise.resolve([]), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { useSettingsStore } = await import('../../../../src/renderer/src/stores/settings.store')
const { TravelerFields } = await import('../../../../src/renderer/src/ui/travelers/TravelerFields')
const { ChildBirthdateField } = await import('../../../../src/renderer/src/ui/party/ChildBirthdateField')
const { SearchForm } = await import('../../../../src/renderer/src/features/hotels/SearchForm')
const { defaultForm } = await import('../../../../src/renderer/src/features/hotels/search-form')

const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value

/** Types a day into a field and leaves it, as an agent tabbing through the form does. */
function typeDay(label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input)
}

// 'en' is read the British way: "28 Nov 2026", like every other date of the desk.
beforeEach(() => useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, locale: 'en' } }))
afterEach(() => useSettingsStore.setState({ settings: null }))

describe("date fields follow the agent's locale, not the computer's", () => {
  it("a traveler's birthdate and passport expiry read as days in words", () => {
    const values: Record<string, string> = { birthdate: '1990-05-14', expirationDate: '2031-11-28' }
    const { container } = renderInTheme(
      <TravelerFields
        legend="Adult 1"
        kinds={['adult']}
        field={(name) => ({ value: values[name] ?? '', onChange: () => undefined })}
        setNationality={() => undefined}
        canRemove={false}
        onRemove={() => undefined}
      />,
    )
    expect(valueOf(/^Birthdate/)).toBe('14 May 1990')
    expect(valueOf('Passport expiry')).toBe('28 Nov 2031')
    expect(container.querySelector('input[type="date"]')).toBeNull()
  })

  it("a traveler's birthdate typed as YYYY-MM-DD reaches the form as YYYY-MM-DD", () => {
    const changed = vi.fn()
    renderInTheme(
      <TravelerFields
        legend="Adult 1"
        kinds={['adult']}
        field={(name) => ({ value: '', onChange: name === 'birthdate' ? changed : () => undefined })}
        setNationality={() => undefined}
        canRemove={false}
        onRemove={() => undefined}
      />,
    )
    typeDay(/^Birthdate/, '1988-02-29')
    expect(changed).toHaveBeenLastCalledWith('1988-02-29')
  })

  it("a child's birthdate reads as a day in words beside the age it gives", () => {
    const changed = vi.fn()
    const { container } = renderInTheme(
      <ChildBirthdateField
        label="Child 1"
        ariaLabel="Child 1 birthdate"
        removeLabel="Remove child 1"
        value="2019-03-05"
        on="2026-11-28"
        onWords="at check-in"
        error={undefined}
        onChange={changed}
        onRemove={() => undefined}
      />,
    )
    expect(valueOf('Child 1 birthdate')).toBe('5 Mar 2019')
    expect(screen.getByText('7 at check-in')).toBeTruthy()
    expect(container.querySelector('input[type="date"]')).toBeNull()
    typeDay('Child 1 birthdate', '2020-01-15')
    expect(changed).toHaveBeenLastCalledWith('2020-01-15')
  })

  it('the hotel search shows check-in and check-out in words and takes typed days', () => {
    const { edits, container } = renderHotelSearch()
    expect(valueOf('Check-in')).toBe('28 Nov 2026')
    expect(valueOf('Check-out')).toBe('1 Dec 2026')
    expect(screen.getByText('3 nights')).toBeTruthy()
    expect(container.querySelector('input[type="date"]')).toBeNull()
    typeDay('Check-out', '2026-12-04')
    expect(edits).toHaveBeenLastCalledWith({ checkOut: '2026-12-04' })
  })

  it('a day typed before the first the calendar offers still reaches the form, whose check says why not', () => {
    const { edits } = renderHotelSearch()
    typeDay('Check-in', '2020-01-10')
    expect(edits).toHaveBeenLastCalledWith({ checkIn: '2020-01-10' })
  })
})

/** The hotel search on 29 Oct 2026 for a stay of 28 Nov - 1 Dec; `edits` records what it asks to change. */
function renderHotelSearch() {
  const edits = vi.fn()
  const { container } = renderInTheme(
    <SearchForm
      form={{ ...defaultForm('2026-10-29'), checkIn: '2026-11-28', checkOut: '2026-12-01' }}
      today="2026-10-29"
      filterOptions={{ kinds: [], styles: [] }}
      searching={false}
      onEdit={edits}
      onSearch={() => undefined}
      onSortChange={() => undefined}
    />,
  )
  return { edits, container }
}
