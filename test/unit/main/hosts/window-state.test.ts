import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  readWindowState,
  restoreBounds,
  writeWindowState,
  type WindowState,
} from '../../../../src/main/hosts/window-state'

const size = { width: 1360, height: 860, minWidth: 960, minHeight: 600 }
const laptop = { x: 0, y: 0, width: 1920, height: 1040 }
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1400 }
const kept = (over: Partial<WindowState>): WindowState => ({
  x: 100,
  y: 80,
  width: 1400,
  height: 900,
  maximized: false,
  ...over,
})

describe('restoring the window where it was', () => {
  it('opens at the default size, centred by the system, the first time', () => {
    expect(restoreBounds(undefined, [laptop], size)).toEqual({ width: 1360, height: 860, maximized: false })
  })

  it('opens where it was when that place is on a display', () => {
    expect(restoreBounds(kept({ x: 2000, y: 100 }), [laptop, rightMonitor], size)).toEqual({
      x: 2000,
      y: 100,
      width: 1400,
      height: 900,
      maximized: false,
    })
  })

  it('falls back to the default size when its display is gone, keeping maximized', () => {
    const bounds = restoreBounds(kept({ x: 2000, y: 100, maximized: true }), [laptop], size)
    expect(bounds).toEqual({ width: 1360, height: 860, maximized: true })
  })

  it('needs enough of the title bar on a display, not just a corner', () => {
    expect(restoreBounds(kept({ x: 1900, y: 10 }), [laptop], size).x).toBeUndefined()
    expect(restoreBounds(kept({ x: 1800, y: 10 }), [laptop], size).x).toBeDefined()
  })

  it('shrinks to the work area of a smaller display and moves inside it, never below the minimum', () => {
    const small = { x: 0, y: 0, width: 1280, height: 720 }
    expect(restoreBounds(kept({ x: 600, y: 50, width: 2400, height: 1300 }), [small], size)).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
      maximized: false,
    })
    const tiny = { x: 0, y: 0, width: 800, height: 500 }
    const bounds = restoreBounds(kept({ x: 0, y: 0 }), [tiny], size)
    expect([bounds.width, bounds.height]).toEqual([960, 600])
  })

  it('moves a title bar a little above the display down into it, and drops one mostly above', () => {
    expect(restoreBounds(kept({ x: 100, y: -20 }), [laptop], size).y).toBe(0)
    expect(restoreBounds(kept({ x: 100, y: 5 }), [{ ...laptop, y: 30 }], size).y).toBeUndefined()
    expect(restoreBounds(kept({ x: 100, y: 40 }), [{ ...laptop, y: 30 }], size).y).toBe(40)
  })
})

describe('the window state file', () => {
  it('reads back what was written, and nothing from a damaged or foreign file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'window-state-'))
    const path = join(folder, 'window-state.json')
    expect(readWindowState(path)).toBeUndefined()
    writeWindowState(path, kept({ x: 10.4, y: 20.6 }))
    expect(readWindowState(path)).toEqual(kept({ x: 10, y: 21 }))
    writeFileSync(path, '{"x": "left"}')
    expect(readWindowState(path)).toBeUndefined()
    writeFileSync(path, 'not json')
    expect(readWindowState(path)).toBeUndefined()
  })
})
