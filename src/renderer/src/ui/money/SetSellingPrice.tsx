import { Button, Group, NumberInput, Popover, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { FrozenSale } from '../../../../shared/domain/markup'
import { minorDigits } from '../../../../shared/domain/minor-units'
import { deskKey, useDeskMutation } from '../../bridge/desk-query'
import { errorSentence } from '../errors/error-sentence'

/**
 * "Set selling price": for a booking the desk did not make (it arrived through the list) or one already set by hand,
 * the agent records what the customer pays. Main keeps who and when, and a version so that two agents setting it at
 * once cannot silently overwrite each other. A price frozen from the rules at sale is not edited here.
 */
export function SetSellingPrice(props: { bookingId: string; currency: string; sale: FrozenSale | null }) {
  const { bookingId, sale } = props
  const [opened, setOpened] = useState(false)
  const [amount, setAmount] = useState<number | string>(sale?.sell ?? '')
  const [note, setNote] = useState(sale?.note ?? '')
  const save = useDeskMutation('pricing.setManualPrice', {
    invalidates: () => [deskKey('pricing.saleOf', { bookingId })],
  })
  if (sale !== null && sale.source !== 'manual') return null
  const sell = typeof amount === 'number' ? amount : Number.NaN
  const submit = () => {
    if (!Number.isFinite(sell) || sell < 0) return
    save.mutate(
      { bookingId, sell, note, ...(sale === null ? {} : { expectedVersion: sale.version }) },
      { onSuccess: () => setOpened(false) },
    )
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpened((open) => !open)}>
          {sale === null ? 'Set selling price' : 'Change selling price'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260} component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
          <NumberInput
            label={`Selling price (${props.currency})`}
            description="What the customer pays, whole booking"
            min={0}
            decimalScale={minorDigits(props.currency)}
            value={amount}
            onChange={setAmount}
            error={typeof amount === 'number' && amount < 0 ? 'Not below zero' : undefined}
            data-autofocus
          />
          <TextInput
            label="Note"
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {save.isError && (
            <Text size="sm" c="red" role="alert">
              {errorSentence(save.error, {
                fallback: 'The selling price could not be saved.',
                overrides: { conflict: 'Someone changed this price meanwhile: close and look again.' },
              })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="xs"
              loading={save.isPending}
              disabled={!Number.isFinite(sell) || sell < 0}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
