import { Button, Group, NumberInput, Paper, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { memo, useRef } from 'react'
import { ChildBirthdateField } from '../../ui/party/ChildBirthdateField'
import { MAX_CHILDREN, newChild, type ChildDraft, type FormErrors } from './search-form'

/**
 * The customer's party as the service prices it: adults, and each child's birthdate (priced by age on the start
 * date). The children's fields are the hotel rooms' own (ui/party).
 */
export const PartyFields = memo(function PartyFields(props: {
  adults: number
  childList: ChildDraft[]
  startAt: string
  errors: FormErrors
  onChange(patch: { adults?: number; children?: ChildDraft[] }): void
}) {
  const { childList, onChange } = props
  // A child added is typed in next: the focus moves to its birthdate.
  const focusChild = useRef<string | null>(null)
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Party">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Text fw={600} size="sm" w={64} pt={30}>
          Party
        </Text>
        <NumberInput
          label="Adults"
          min={0}
          max={50}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={96}
          value={props.adults}
          error={props.errors.adults}
          onChange={(value) => onChange({ adults: typeof value === 'number' ? value : 0 })}
        />
        {childList.map((child, index) => (
          <ChildBirthdateField
            key={child.key}
            onMount={(element) => {
              if (element === null || focusChild.current !== child.key) return
              focusChild.current = null
              element.focus()
            }}
            label={`Child ${index + 1} birthdate`}
            ariaLabel={`Child ${index + 1} birthdate`}
            removeLabel={`Remove child ${index + 1}`}
            value={child.birthdate}
            on={props.startAt}
            onWords="on the start date"
            error={props.errors[`children.${index}`]}
            onChange={(birthdate) =>
              onChange({ children: childList.map((c, i) => (i === index ? { ...c, birthdate } : c)) })
            }
            onRemove={() => onChange({ children: childList.filter((_, i) => i !== index) })}
          />
        ))}
        <Button
          mt={25}
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          disabled={childList.length >= MAX_CHILDREN}
          onClick={() => {
            const child = newChild()
            focusChild.current = child.key
            onChange({ children: [...childList, child] })
          }}
          aria-label="Add a child"
        >
          Child
        </Button>
      </Group>
    </Paper>
  )
})
