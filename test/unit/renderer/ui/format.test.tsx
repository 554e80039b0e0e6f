import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../../src/shared/ipc/settings'
import { useSettingsStore } from '../../../../src/renderer/src/stores/settings.store'
import {
  AgentInstant,
  formatStay,
  Money,
  resolveAgentFormat,
  StayDates,
} from '../../../../src/renderer/src/ui/format'
import { renderInTheme } from './render'

afterEach(() => useSettingsStore.setState({ settings: null }))

describe('agent format', () => {
  it("follows the agent's locale and zone, 'en' reading dates the British way", () => {
    expect(resolveAgentFormat({ locale: 'en', timeZone: 'Asia/Tokyo' })).toEqual({
      locale: 'en-GB',
      timeZone: 'Asia/Tokyo',
    })
    expect(resolveAgentFormat({ locale: 'fr', timeZone: 'system' }).timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    )
  })

  it('writes a stay from check-in to check-out', () => {
    expect(formatStay({ checkIn: '2027-07-01', checkOut: '2027-07-16' }, 'en-GB')).toBe(
      '1 Jul 2027 – 16 Jul 2027',
    )
  })
})

describe('Money, StayDates and AgentInstant', () => {
  it("show amounts, stays and instants in the agent's settings", () => {
    useSettingsStore.setState({
      settings: { ...DEFAULT_SETTINGS, locale: 'fr', timeZone: 'America/New_York' },
    })
    renderInTheme(
      <div>
        <p data-testid="money">
          <Money amount={1234.5} currency="EUR" />
        </p>
        <p data-testid="stay">
          <StayDates checkIn="2027-07-01" checkOut="2027-07-16" />
        </p>
        <p data-testid="instant">
          <AgentInstant at="2027-07-03T12:00:00Z" />
        </p>
      </div>,
    )
    expect(screen.getByTestId('money').textContent).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(1234.5),
    )
    expect(screen.getByTestId('stay').textContent).toBe('1 juil. 2027 – 16 juil. 2027')
    const instant = screen.getByTestId('instant').querySelector('time')
    expect(instant?.getAttribute('dateTime')).toBe('2027-07-03T12:00:00Z')
    // 12:00 UTC is 08:00 in New York in July: the agent's zone, not this machine's.
    expect(instant?.textContent).toMatch(/08:00/)
  })

  it('take an explicit format over the settings, and line figures up', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, locale: 'fr' } })
    renderInTheme(
      <p data-testid="money">
        <Money amount={99} currency="GBP" format={{ locale: 'en-GB', timeZone: 'Europe/London' }} />
      </p>,
    )
    const money = screen.getByTestId('money')
    expect(money.textContent).toBe('£99.00')
    expect(money.querySelector('span')?.getAttribute('style')).toContain('tabular-nums')
  })
})
