import {
  ActionIcon,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import { programDayCount } from '../../../../shared/domain/experiences'
import { ageOn } from '../../../../shared/domain/travelers'
import { useAgentFormat } from '../../ui/format/agent-format'
import type { BasketLine } from './basket.store'
import { extraEstimate, newExtra, type BasketDraft, type LineDraft } from './basket-draft'
import { useNetMoney } from '../../ui/client-mode/client-mode'

function ageWords(birthdate: string, startAt: string): string {
  try {
    return `${ageOn(birthdate, startAt)} on the start date`
  } catch {
    return birthdate
  }
}

/**
 * The extras of a basket line, chosen from the offer's priced extras: who takes part (adults, which children), for
 * the whole experience or one program day, and the estimated price (the booking prices it exactly).
 */
export function ExtrasEditor(props: {
  form: UseFormReturnType<BasketDraft>
  line: BasketLine
  draft: LineDraft
  at: number
}) {
  const netMoney = useNetMoney()
  const { form, line, draft, at } = props
  const format = useAgentFormat()
  const priced = line.offer.price?.extras ?? []
  const currency = line.offer.price?.currency ?? 'EUR'
  const days = programDayCount(line.offer.experienceType, line.startAt, line.endAt)
  const base = `lines.${at}.extras`
  if (priced.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No extras are offered with this experience.
      </Text>
    )
  return (
    <Stack gap="xs">
      {draft.extras.map((extra, i) => {
        const name = priced.find((candidate) => candidate.id === extra.id)?.name ?? 'Extra no longer offered'
        const path = `${base}.${i}`
        return (
          <Fieldset key={extra.key} legend={name} variant="filled" p="sm" data-testid="basket-extra">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
              <NumberInput
                label="Adults taking part"
                min={0}
                max={line.party.adults}
                allowDecimal={false}
                {...form.getInputProps(`${path}.adultCount`)}
              />
              <NativeSelect
                label="For"
                data={[
                  { value: 'global', label: 'The whole experience' },
                  { value: 'day', label: 'One program day' },
                ]}
                {...form.getInputProps(`${path}.scope`)}
              />
              {extra.scope === 'day' && (
                <NumberInput
                  label="Program day"
                  description={days > 0 ? `1 to ${days}` : undefined}
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps(`${path}.dayIndex`)}
                />
              )}
              <Text size="sm" fw={600} aria-live="polite" data-testid="extra-estimate">
                About {netMoney(extraEstimate(extra, line), currency, format.locale)}
              </Text>
            </SimpleGrid>
            {line.party.childrenBirthdates.length > 0 && (
              <Checkbox.Group
                mt="xs"
                label="Children taking part"
                {...form.getInputProps(`${path}.childIndexes`)}
              >
                <Group gap="md" mt={4}>
                  {line.party.childrenBirthdates.map((birthdate, child) => (
                    <Checkbox
                      key={child}
                      value={String(child)}
                      label={`Child ${child + 1} (${ageWords(birthdate, line.startAt)})`}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            {form.errors[`${path}.id`] !== undefined && (
              <Text size="sm" c="var(--desk-danger)" role="alert">
                {form.errors[`${path}.id`]}
              </Text>
            )}
            <Group justify="flex-end">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove the extra ${name}`}
                onClick={() => form.removeListItem(base, i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Fieldset>
        )
      })}
      <NativeSelect
        label="Add an extra"
        value=""
        data={[
          { value: '', label: 'Choose an extra…' },
          ...priced.map((extra) => ({
            value: extra.id,
            label: `${extra.name} (${netMoney(extra.price, extra.currency, format.locale)} for the party)`,
          })),
        ]}
        onChange={(event) => {
          const id = event.currentTarget.value
          if (id !== '') form.insertListItem(base, newExtra(id, line))
        }}
      />
    </Stack>
  )
}
