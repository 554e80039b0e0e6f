import { readFileSync, writeFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * The window's size and position kept across starts (window-state.json in the data folder). Plain functions
 * over rectangles so that the rule is tested without Electron: a kept position is used only where it is still
 * on a display the system has now (a monitor unplugged since would leave the window out of sight).
 */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
})
export type WindowState = z.infer<typeof windowStateSchema>

export interface WindowSize {
  width: number
  height: number
  minWidth: number
  minHeight: number
}

/** How much of the window's title bar must be on a display to be reachable with the mouse. */
const VISIBLE_MARGIN = 48

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  }
}

/**
 * The bounds to open the window with: the kept ones when a display still shows enough of the window's top
 * (shrunk to that display's work area when larger), else the default size centred by the system (no x/y).
 */
export function restoreBounds(
  kept: WindowState | undefined,
  workAreas: readonly Rect[],
  size: WindowSize,
): Partial<Rect> & { width: number; height: number; maximized: boolean } {
  const fallback = { width: size.width, height: size.height, maximized: false }
  if (kept === undefined) return fallback
  const titleBar: Rect = { x: kept.x, y: kept.y, width: kept.width, height: VISIBLE_MARGIN }
  const area = workAreas.find((candidate) => {
    const seen = overlap(titleBar, candidate)
    return seen.width >= VISIBLE_MARGIN && seen.height >= VISIBLE_MARGIN / 2
  })
  if (area === undefined) return { ...fallback, maximized: kept.maximized }
  const width = Math.max(size.minWidth, Math.min(kept.width, area.width))
  const height = Math.max(size.minHeight, Math.min(kept.height, area.height))
  // Inside the work area once shrunk: the title bar never above the display's top.
  const x = Math.min(Math.max(kept.x, area.x), area.x + area.width - Math.min(width, area.width))
  const y = Math.min(Math.max(kept.y, area.y), area.y + area.height - Math.min(height, area.height))
  return { x, y, width, height, maximized: kept.maximized }
}

/** The kept state, or undefined when there is none or the file is not one (then the default size is used). */
export function readWindowState(path: string): WindowState | undefined {
  try {
    const parsed = windowStateSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function writeWindowState(path: string, state: WindowState): void {
  const rounded = { ...state, x: Math.round(state.x), y: Math.round(state.y) }
  writeFileSync(path, JSON.stringify(windowStateSchema.parse(rounded)))
}
