import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDocumentTop } from '../../../../src/renderer/src/ui/virtual'

/** Shows the measured top of its own element, as a virtualized list takes it for its scroll margin. */
function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const top = useDocumentTop(ref)
  return (
    <div ref={ref} data-testid="probe">
      {top}
    </div>
  )
}

describe('useDocumentTop', () => {
  const observers: { callback: () => void; disconnected: boolean }[] = []
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    observers.length = 0
  })

  it("measures the element's distance from the top of the document and follows the body's resizes", () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { callback: () => void; disconnected: boolean }
        constructor(callback: () => void) {
          this.entry = { callback, disconnected: false }
          observers.push(this.entry)
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true
        }
      },
    )
    let top = 120.4
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: top }) as DOMRect,
    )
    const { unmount } = render(<Probe />)
    expect(screen.getByTestId('probe').textContent).toBe('120')

    // Filters above the list grow: the list starts lower.
    top = 260
    act(() => observers.forEach((observer) => observer.callback()))
    expect(screen.getByTestId('probe').textContent).toBe('260')

    unmount()
    expect(observers.every((observer) => observer.disconnected)).toBe(true)
  })
})
