import { ActionIcon, Tooltip } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { isIsoDate } from '../../../../shared/domain/dates'
import { ageOn } from '../../../../shared/domain/travelers'
import { LocaleDateInput } from '../format/LocaleDateInput'

/** A child's age on a date (check-in, an experience's start), or null while the dates cannot tell. */
export function childAgeOn(birthdate: string, date: string): number | null {
  if (!isIsoDate(birthdate) || !isIsoDate(date) || birthdate > date) return null
  return ageOn(birthdate, date)
}

/**
 * One child's birthdate with the age it gives on the date priced (services price children by age on that date),
 * and a button that removes the child. Shared by the hotel rooms and the experience party.
 */
export function ChildBirthdateField(props: {
  label: string
  ariaLabel: string
  removeLabel: string
  value: string
  /** The date the age counts on ('' while not chosen). */
  on: string
  /** "at check-in", "on the start date". */
  onWords: string
  error: string | undefined
  /** Called with the input once mounted (a child just added takes the focus). */
  onMount?: (element: HTMLInputElement | null) => void
  onChange(birthdate: string): void
  onRemove(): void
}) {
  const { onMount, ...field } = props
  const age = childAgeOn(field.value, field.on)
  return (
    <LocaleDateInput
      ref={onMount}
      label={field.label}
      aria-label={field.ariaLabel}
      w={190}
      value={field.value}
      maxDate={field.on}
      error={field.error}
      description={age === null ? `Age ${field.onWords}` : `${age} ${field.onWords}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={field.onChange}
      rightSection={
        <Tooltip label="Remove this child">
          <ActionIcon variant="subtle" color="gray" aria-label={field.removeLabel} onClick={field.onRemove}>
            <IconX size={14} />
          </ActionIcon>
        </Tooltip>
      }
    />
  )
}
