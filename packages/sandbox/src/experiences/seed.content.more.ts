import type { DemoTemplate } from './seed.content'

/** Transfers and add-on extras of the demo data (see seed.content.ts for activities; copy in ./copy). */

function transfer(key: string, price: number, minutes: number, pax: [number, number]): DemoTemplate {
  return {
    key,
    type: 'transfer',
    themes: [12],
    segments: [1, 2, 7],
    difficulty: null,
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
    guiding: false,
    pax,
    minAge: null,
    price,
  }
}

export const TRANSFER_TEMPLATES: readonly DemoTemplate[] = [
  transfer('airport-private', 65, 45, [1, 4]),
  transfer('airport-shared', 19, 60, [1, 8]),
  transfer('station', 45, 30, [1, 6]),
  transfer('van', 120, 90, [5, 16]),
]

function extra(key: string, price: number, hours: number): DemoTemplate {
  return {
    key,
    type: 'extra',
    themes: [],
    segments: [],
    difficulty: null,
    hours,
    minutes: 0,
    guiding: false,
    pax: [1, 20],
    minAge: null,
    price,
  }
}

export const EXTRA_TEMPLATES: readonly DemoTemplate[] = [
  extra('pickup', 25, 0),
  extra('lunch', 32, 1),
  extra('private-guide', 150, 0),
  extra('photos', 45, 0),
  extra('tickets', 18, 0),
]
