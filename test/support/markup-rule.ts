import type { MarkupRuleInput } from '../../src/shared/domain/markup'

export type TestRule = MarkupRuleInput & { id: string }

/** A markup rule that adds nothing unless told: each test states only what it is about. */
export function markupRule(id: string, partial: Partial<MarkupRuleInput> = {}): TestRule {
  return {
    id,
    scope: { kind: 'everything' },
    productKind: null,
    percent: 0,
    fixed: null,
    rounding: { kind: 'none' },
    minimumMargin: null,
    note: '',
    ...partial,
  }
}
