import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SectionCard } from '../../../../src/renderer/src/ui/SectionCard'
import { renderInTheme } from './render'

describe('SectionCard', () => {
  it('is a region named by its title, with a level-3 heading and its content', () => {
    renderInTheme(
      <SectionCard title="Travelers" testId="travelers">
        <p>Room 1</p>
      </SectionCard>,
    )
    const region = screen.getByRole('region', { name: 'Travelers' })
    expect(region.getAttribute('data-testid')).toBe('travelers')
    expect(within(region).getByRole('heading', { level: 3, name: 'Travelers' })).toBeTruthy()
    expect(within(region).getByText('Room 1')).toBeTruthy()
  })
})
