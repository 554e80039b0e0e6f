import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { PeriodFormValues } from './period-form'

/** Adult bands by party size, or child bands by age: rows of a range and a price per person. */
export function PriceBandsEditor(props: {
  form: UseFormReturnType<PeriodFormValues>
  list: 'adultPrices' | 'childPrices'
  currency: string
}) {
  const { form, list } = props
  const adult = list === 'adultPrices'
  const [low, high] = adult ? (['minPax', 'maxPax'] as const) : (['minAge', 'maxAge'] as const)
  const rows = form.values[list]
  return (
    <Stack gap={6} role="group" aria-label={adult ? 'Adult prices by party size' : 'Child prices by age'}>
      <Text size="sm" fw={600}>
        {adult ? 'Adult prices by party size' : 'Child prices by age'}
      </Text>
      {rows.length === 0 && (
        <Text size="sm">{adult ? 'No adult band.' : 'No child band: children pay as adults.'}</Text>
      )}
      {rows.map((_, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            label={adult ? `Line ${index + 1}: from (people)` : `Line ${index + 1}: from age`}
            min={adult ? 1 : 0}
            max={adult ? 10_000 : 17}
            allowDecimal={false}
            w={150}
            {...form.getInputProps(`${list}.${index}.${low}`)}
          />
          <NumberInput
            label={adult ? 'to (people)' : 'to age'}
            min={adult ? 1 : 0}
            max={adult ? 10_000 : 17}
            allowDecimal={false}
            w={120}
            {...form.getInputProps(`${list}.${index}.${high}`)}
          />
          <NumberInput
            label={`Price per person (${props.currency})`}
            min={0}
            decimalScale={2}
            w={190}
            {...form.getInputProps(`${list}.${index}.price`)}
          />
          <ActionIcon
            variant="subtle"
            color="red.9"
            mt={26}
            aria-label={`Remove line ${index + 1}`}
            onClick={() => form.removeListItem(list, index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        onClick={() => {
          // The next band starts after the last one ends.
          const last = rows.at(-1) as Record<string, number | ''> | undefined
          const end = last?.[high]
          const from = end === undefined || end === '' ? (adult ? 1 : 0) : end + 1
          form.insertListItem(
            list,
            adult
              ? { price: '', minPax: from, maxPax: from }
              : { price: '', minAge: from, maxAge: Math.min(17, from) },
          )
        }}
      >
        {adult ? 'Add a party size band' : 'Add an age band'}
      </Button>
    </Stack>
  )
}
