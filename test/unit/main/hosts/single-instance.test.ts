import { describe, expect, it, vi } from 'vitest'
import { claimSingleInstance, type FocusableWindow } from '../../../../src/main/hosts/single-instance'

/** Electron's app as the rule sees it: the lock's answer, quit, and the second-instance listener. */
function fakeApp(locked: boolean) {
  let secondInstance: (() => void) | null = null
  return {
    app: {
      requestSingleInstanceLock: vi.fn(() => locked),
      quit: vi.fn(),
      on: vi.fn((_event: 'second-instance', listener: () => void) => {
        secondInstance = listener
      }),
    },
    launchAgain: () => secondInstance?.(),
  }
}

function fakeWindow(minimized: boolean): FocusableWindow & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    isDestroyed: () => false,
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  }
}

describe('one Agency Desk at a time', () => {
  it('a second launch quits at once and starts nothing', () => {
    const second = fakeApp(false)
    expect(claimSingleInstance(second.app, () => null)).toBe(false)
    expect(second.app.quit).toHaveBeenCalledOnce()
    expect(second.app.on).not.toHaveBeenCalled()
  })

  it('the first brings its window forward when launched again, restoring it when minimized', () => {
    const first = fakeApp(true)
    const window = fakeWindow(true)
    let opened: FocusableWindow | null = null
    expect(claimSingleInstance(first.app, () => opened)).toBe(true)
    expect(first.app.quit).not.toHaveBeenCalled()
    // Launched again before its window exists: nothing to focus, nothing breaks.
    first.launchAgain()
    opened = window
    first.launchAgain()
    expect(window.calls).toEqual(['restore', 'show', 'focus'])
    const shown = fakeWindow(false)
    opened = shown
    first.launchAgain()
    expect(shown.calls).toEqual(['show', 'focus'])
  })
})
