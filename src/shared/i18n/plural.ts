/**
 * Counted phrases chosen by the language's own plural rules (Intl.PluralRules), never by `count === 1`: English
 * has "one" and "other", French puts 0 and 1 in "one", Polish has "few" and "many". A message gives the forms its
 * language needs; `other` is always there and is the fallback.
 */

export type PluralCategory = Intl.LDMLPluralRule

export type PluralForms = Readonly<Partial<Record<PluralCategory, string>> & { other: string }>

const rulesByLanguage = new Map<string, Intl.PluralRules>()

function rulesFor(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language)
  if (rules === undefined) {
    rules = new Intl.PluralRules(language)
    rulesByLanguage.set(language, rules)
  }
  return rules
}

/** The form of `forms` the language's rules choose for `count` (its `other` form when it lacks that one). */
export function selectPlural(forms: PluralForms, count: number, language: string): string {
  return forms[rulesFor(language).select(count)] ?? forms.other
}

/**
 * Fills `{name}` placeholders; `{count}` is the count in the agent's number format ("1,234" in en-GB). A
 * placeholder without a value is left as written, so a missing value shows in review instead of vanishing.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>>,
  numberLocale: string,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? value.toLocaleString(numberLocale) : value
  })
}
