import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Counted words are chosen by the language's plural rules (src/shared/i18n), never made by the machine: no
 * "traveler(s)", no `n === 1 ? '' : 's'`, no "night{n === 1 ? '' : 's'}". This scan fails when one comes back in
 * the renderer or in main's and the domain's texts.
 */

// src/shared/api is left out: its texts describe the wire for developers, never reach an agent.
const ROOTS = ['src/renderer/src', 'src/main', 'src/shared/domain', 'src/shared/i18n', 'src/shared/ipc']

const MACHINE_PLURALS: { name: string; pattern: RegExp }[] = [
  // In words, not in a call such as `Number(s)`: the text goes on after it on the same line.
  { name: 'a word with "(s)", "(es)" or "(ren)"', pattern: /[A-Za-z]\((?:s|es|ren)\)(?=[ \t]*[^\s;])/ },
  // `count === 1 ? 'booking' : 'bookings'`, `n !== 1 ? 's' : ''`: a form chosen by comparing with 1.
  { name: 'a form chosen by comparing a count with 1', pattern: /[=!]==\s*1\s*\?\s*['"`]/ },
  {
    name: 'an "s" or "ren" glued on by a condition',
    pattern: /\?\s*(['"`])(?:s|es|ren)?\1\s*:\s*(['"`])(?:s|es|ren)?\2/,
  },
]

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Comments are free to talk about "(s)"; only code is scanned. Lines are joined so a ternary split over lines is one. */
function codeOf(text: string, joinLines: boolean): string {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return joinLines ? code.replace(/\s*\n\s*/g, ' ') : code
}

export function machinePlurals(text: string): string[] {
  return MACHINE_PLURALS.flatMap(({ name, pattern }, index) => {
    // The "(s)" pattern reads line by line (a call ends its line); the conditions read across lines.
    const code = codeOf(text, index > 0)
    const match = pattern.exec(code)
    return match === null ? [] : [`${name}: …${code.slice(Math.max(0, match.index - 40), match.index + 40)}…`]
  })
}

describe('machine-made plurals', () => {
  it('are caught by the scan (so that it can fail)', () => {
    expect(machinePlurals('const t = `${n} traveler(s) listed`')).toHaveLength(1)
    expect(machinePlurals("const t = `${n} night${n === 1 ? '' : 's'}`")).not.toHaveLength(0)
    expect(machinePlurals("const t = n === 1\n  ? 'write waits'\n  : 'writes wait'")).toHaveLength(1)
    expect(machinePlurals("const t = `${n} child${n !== 1 ? 'ren' : ''}`")).not.toHaveLength(0)
    expect(machinePlurals('const label = page === 1 ? labelOf(form) : undefined')).toEqual([])
    expect(machinePlurals('// says 3 traveler(s) in a comment')).toEqual([])
    expect(machinePlurals('const second = Number(s)\nif (second > 59) return null')).toEqual([])
  })

  it('never come back in the renderer, main or the domain', () => {
    const found = ROOTS.flatMap((root) =>
      sourceFiles(join(process.cwd(), root)).flatMap((path) =>
        machinePlurals(readFileSync(path, 'utf8')).map((hit) => `${relative(process.cwd(), path)}: ${hit}`),
      ),
    )
    expect(found).toEqual([])
  })
})
