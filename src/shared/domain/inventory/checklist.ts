import type { ExperienceType } from '../../api/experiences-v3.enums'

/**
 * What a listing still lacks before it is published (`in_progress` -> `available`). Required items block the
 * publication (the desk refuses it, in the form and in main); the others are advice an agent would want fixed.
 */
export interface ChecklistItem {
  key: 'name' | 'summary' | 'description' | 'period' | 'programDays' | 'image'
  label: string
  done: boolean
  required: boolean
}

export interface ChecklistInput {
  type: ExperienceType
  name: string | null
  summary: string | null
  description: string | null
  imagesCount: number
  programsCount: number
  /** States of the experience's periods, with whether each has a price (a price or an adult band). */
  periods: readonly { state: string; priced: boolean; endAt: string }[]
  /** Today on the service's clock (YYYY-MM-DD): a period that ended sells nothing. */
  today: string
}

export function publishChecklist(input: ChecklistInput): ChecklistItem[] {
  const sellable = input.periods.some(
    (period) => period.state !== 'stop_sale' && period.priced && period.endAt >= input.today,
  )
  const filled = (text: string | null) => text !== null && text.trim() !== ''
  const items: ChecklistItem[] = [
    { key: 'name', label: 'A name', done: filled(input.name), required: true },
    {
      key: 'period',
      label: 'A priced period that is not over and not on stop sale',
      done: sellable,
      required: true,
    },
  ]
  if (input.type === 'program')
    items.push({
      key: 'programDays',
      label: 'At least one program day',
      done: input.programsCount > 0,
      required: true,
    })
  items.push(
    { key: 'summary', label: 'A summary', done: filled(input.summary), required: false },
    { key: 'description', label: 'A description', done: filled(input.description), required: false },
    { key: 'image', label: 'At least one image', done: input.imagesCount > 0, required: false },
  )
  return items
}

export const missingRequired = (items: readonly ChecklistItem[]): ChecklistItem[] =>
  items.filter((item) => item.required && !item.done)
