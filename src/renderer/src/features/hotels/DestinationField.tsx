import { memo, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { Destination } from '../../ui/destination/destination'
import { DestinationInput } from '../../ui/destination/DestinationInput'
import { askLocalSuggestions, useDestinationSuggestions } from '../../stores/use-destination-suggestions'
import { destinationError } from './search-form'

/** What the box holds: the text typed and the suggestion picked (null: the text is searched as typed). */
export interface DestinationValue {
  text: string
  picked: Destination | null
}

/** What the form asks of the box. */
export interface DestinationFieldHandle {
  /** Hands the text typed and not yet committed to the form now (on submit); returns it, or null when none. */
  flush(): DestinationValue | null
}

/**
 * How long typing may pause before the text reaches the search form. Each keystroke renders this box and its
 * suggestions only; the form (and the screen around it) follows once the agent pauses, leaves the box, or picks.
 */
const COMMIT_AFTER_MS = 400

const same = (a: DestinationValue, b: DestinationValue) => a.text === b.text && a.picked === b.picked

/** A text typed here that the form does not hold yet, with the form's value it was typed over. */
interface Draft {
  value: DestinationValue
  over: DestinationValue
}

/**
 * The hotel search's destination box with its own state: a keystroke re-renders the box and its suggestions, not
 * the Hotels screen. The form's value (`value`) is shown until the agent types; what is typed goes back through
 * `onCommit` on a pick, after a pause, on leaving the box, when the box leaves the screen, and on submit
 * (`handle.flush`). A form value changed from elsewhere (a recent search run, a booking to change) replaces the
 * text typed over the old one.
 */
export const DestinationField = memo(function DestinationField(props: {
  value: DestinationValue
  /** The form tried to search: the box says what is wrong with its own text, live. */
  showError: boolean
  onCommit(value: DestinationValue): void
  handle?: Ref<DestinationFieldHandle>
}) {
  const { value, onCommit } = props
  const [draft, setDraft] = useState<Draft | null>(null)
  // The form's value changed (committed from here, or from elsewhere): it is what the box shows.
  const [seen, setSeen] = useState(value)
  if (!same(seen, value)) {
    setSeen(value)
    setDraft(null)
  }
  const shown = draft?.value ?? value
  const suggestions = useDestinationSuggestions(shown.text, shown.picked)

  // For the timer and the unmount, which outlive a render: written in handlers and effects only.
  const typed = useRef<Draft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ value, onCommit })
  useEffect(() => {
    latest.current = { value, onCommit }
  }, [value, onCommit])
  const commit = (): DestinationValue | null => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
    const pending = typed.current
    typed.current = null
    // Typed over a form value that has changed since: the form's value wins.
    if (pending === null || !same(pending.over, latest.current.value)) return null
    if (same(pending.value, latest.current.value)) return null
    latest.current.onCommit(pending.value)
    return pending.value
  }
  useImperativeHandle(props.handle, () => ({ flush: commit }))
  // Whatever was typed reaches the form when the box leaves the screen (another section, the form folded).
  useEffect(() => () => void commit(), [])

  return (
    <DestinationInput
      text={shown.text}
      picked={shown.picked}
      error={props.showError ? destinationError(shown.text, shown.picked) : undefined}
      suggestions={suggestions}
      onBlur={() => void commit()}
      onChange={(text, picked) => {
        const next = { text, picked }
        if (picked !== null) {
          // A pick is a decision: the form takes it now.
          if (timer.current !== null) clearTimeout(timer.current)
          timer.current = null
          typed.current = null
          setDraft(null)
          onCommit(next)
          return
        }
        // The local index is asked before React renders the new text.
        askLocalSuggestions(text, picked)
        typed.current = { value: next, over: value }
        setDraft(typed.current)
        if (timer.current !== null) clearTimeout(timer.current)
        timer.current = setTimeout(commit, COMMIT_AFTER_MS)
      }}
    />
  )
})
