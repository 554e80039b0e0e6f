import { en, type MessageKey, type Messages } from './messages.en'
import { fillPlaceholders, selectPlural } from './plural'

export { selectPlural, fillPlaceholders, type PluralForms, type PluralCategory } from './plural'
export type { MessageKey, Messages } from './messages.en'

/** The languages the desk's words exist in, and which one it speaks: one file each (messages.<language>.ts). */
const MESSAGES: Readonly<Record<string, Messages>> = { en }
export const LANGUAGE = 'en'

/**
 * A counted phrase: "1 night", "3 nights", "1 item needs you". The form follows the plural rules of the messages'
 * language; the number follows the agent's number format (`locale`, default the messages' language).
 */
export function counted(
  key: MessageKey,
  count: number,
  options: { locale?: string; values?: Readonly<Record<string, string | number>> } = {},
): string {
  const messages = MESSAGES[LANGUAGE] ?? en
  const text = selectPlural(messages[key], count, LANGUAGE)
  return fillPlaceholders(text, { ...options.values, count }, options.locale ?? LANGUAGE)
}
