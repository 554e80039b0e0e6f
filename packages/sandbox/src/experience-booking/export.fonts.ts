import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type PDFKitDocument from 'pdfkit'

/**
 * The fonts of the quote PDF and the choice of one per stretch of text, so that every script the demo world and
 * an agency's customers use prints as written: DejaVu Sans (Latin with every accent, Greek, Cyrillic), Noto Naskh
 * Arabic, Noto Sans Hebrew, Noto Sans SC (Chinese, and the kanji and kana of Japanese) and Noto Sans KR (Hangul).
 * All come from npm packages under open licences (DejaVu's licence, SIL OFL 1.1), never from the system. pdfkit
 * embeds each font a document uses as a subset of the glyphs it draws, so a quote in Latin alone carries no CJK
 * glyph, and one Chinese name costs a few kilobytes.
 */
type Doc = InstanceType<typeof PDFKitDocument>
export type Weight = 'regular' | 'bold'
type Script = 'latin' | 'arabic' | 'hebrew' | 'han' | 'hangul'

// Not named `require`: electron-vite's bundle of main declares its own `require` in the same module scope.
const resolveFrom = createRequire(import.meta.url)
/** A font file of an @embedpdf/fonts-* package: they export their main module only, the files lie beside it. */
const packaged = (name: string, file: string) => join(dirname(resolveFrom.resolve(name)), '..', 'fonts', file)

const FILES: Record<Script, () => Record<Weight, string>> = {
  latin: () => ({
    regular: resolveFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: resolveFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  }),
  arabic: () => ({
    regular: packaged('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
    bold: packaged('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf'),
  }),
  hebrew: () => ({
    regular: packaged('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
    bold: packaged('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Bold.ttf'),
  }),
  han: () => ({
    regular: packaged('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
    bold: packaged('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
  }),
  hangul: () => ({
    regular: packaged('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'),
    bold: packaged('@embedpdf/fonts-kr', 'NotoSansKR-Bold.otf'),
  }),
}

/** Inclusive code point ranges per script; anything else is drawn with DejaVu Sans. */
const RANGES: Array<[Script, number, number]> = [
  ['arabic', 0x0600, 0x06ff],
  ['arabic', 0x0750, 0x077f],
  ['arabic', 0x0870, 0x08ff],
  ['arabic', 0xfb50, 0xfdff],
  ['arabic', 0xfe70, 0xfeff],
  ['hebrew', 0x0590, 0x05ff],
  ['hebrew', 0xfb1d, 0xfb4f],
  ['hangul', 0x1100, 0x11ff],
  ['hangul', 0x3130, 0x318f],
  ['hangul', 0xa960, 0xa97f],
  ['hangul', 0xac00, 0xd7ff],
  ['han', 0x2e80, 0x2fdf],
  ['han', 0x3000, 0x312f],
  ['han', 0x3190, 0x33ff],
  ['han', 0x3400, 0x4dbf],
  ['han', 0x4e00, 0x9fff],
  ['han', 0xf900, 0xfaff],
  ['han', 0xfe30, 0xfe4f],
  ['han', 0xff00, 0xffef],
  ['han', 0x20000, 0x3ffff],
]

function scriptOf(codePoint: number): Script | 'space' {
  if (codePoint === 0x20 || codePoint === 0xa0) return 'space'
  for (const [script, from, to] of RANGES) if (codePoint >= from && codePoint <= to) return script
  return 'latin'
}

export interface Run {
  script: Script
  text: string
}

/**
 * Splits a text into runs of one font. A space inside a run of one script stays in it (an Arabic or Hebrew phrase
 * is shaped and turned right-to-left as a whole); a space between two scripts goes with the Latin font.
 */
export function fontRuns(text: string): Run[] {
  const chars = [...text]
  const scripts = chars.map((char) => scriptOf(char.codePointAt(0) ?? 0x20))
  const resolved = scripts.map((script, index): Script => {
    if (script !== 'space') return script
    const before = scripts
      .slice(0, index)
      .reverse()
      .find((s) => s !== 'space')
    const after = scripts.slice(index + 1).find((s) => s !== 'space')
    return before !== undefined && before === after ? before : 'latin'
  })
  const runs: Run[] = []
  resolved.forEach((script, index) => {
    const last = runs[runs.length - 1]
    if (last !== undefined && last.script === script) last.text += chars[index]
    else runs.push({ script, text: chars[index] ?? '' })
  })
  return runs
}

// Read once per process, and only when a quote first needs the script (the Chinese font is 8 MB).
const loaded = new Map<string, Buffer>()
function fontFile(script: Script, weight: Weight): Buffer {
  const path = FILES[script]()[weight]
  let data = loaded.get(path)
  if (data === undefined) {
    data = readFileSync(path)
    loaded.set(path, data)
  }
  return data
}

/** The pdfkit font name of a script and weight, registered with the document the first time it is used. */
const registered = new WeakMap<Doc, Set<string>>()
export function useFont(doc: Doc, script: Script, weight: Weight): Doc {
  const name = `${script}-${weight}`
  let names = registered.get(doc)
  if (names === undefined) {
    names = new Set()
    registered.set(doc, names)
  }
  if (!names.has(name)) {
    doc.registerFont(name, fontFile(script, weight))
    names.add(name)
  }
  return doc.font(name)
}

type TextOptions = PDFKit.Mixins.TextOptions

const RIGHT_TO_LEFT = new Set<Script>(['arabic', 'hebrew'])

/**
 * pdfkit lays a text out word by word, left to right, each word with its trailing space; fontkit shapes each
 * Arabic or Hebrew word (joining forms) and turns its glyphs, that space included, right to left. So the words of
 * a right-to-left phrase are given last word first, each a fragment of its own with the spaces between them as
 * Latin fragments. This is the whole of the sandbox's bidi: a phrase that wraps onto a second line starts with its
 * last words, and digits or Latin inside a right-to-left phrase are runs of their own, left in logical order (no
 * Unicode bidi algorithm).
 */
function visualWordOrder(run: Run): Run[] {
  const words = run.text.split(' ').reverse()
  return words.flatMap((word, index): Run[] => {
    const text: Run[] = word === '' ? [] : [{ script: run.script, text: word }]
    return index === 0 ? text : [{ script: 'latin', text: ' ' }, ...text]
  })
}

/**
 * `doc.text` for a text of any script: one fragment per font run, chained with pdfkit's `continued` so that they
 * wrap as one paragraph. Without x and y it continues at the current position, as `doc.text` does.
 */
export function mixedText(
  doc: Doc,
  weight: Weight,
  text: string,
  at: { x?: number; y?: number } = {},
  options: TextOptions = {},
): Doc {
  const runs = fontRuns(text)
  if (runs.length === 0) runs.push({ script: 'latin', text: '' })
  const fragments = runs.flatMap((run) => (RIGHT_TO_LEFT.has(run.script) ? visualWordOrder(run) : [run]))
  fragments.forEach((run, index) => {
    const fragment = { ...options, continued: index < fragments.length - 1 }
    useFont(doc, run.script, weight)
    if (index === 0 && at.x !== undefined) doc.text(run.text, at.x, at.y, fragment)
    else doc.text(run.text, fragment)
  })
  return doc
}
