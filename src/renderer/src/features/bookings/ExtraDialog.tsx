import { Alert, Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { extraScopeProblem } from '../../../../shared/domain/experiences'
import { estimateExtraPrice } from '../../../../shared/domain/experience-extras'
import { formatMoney } from '../../../../shared/domain/money'
import { ageOn } from '../../../../shared/domain/travelers'
import type { BookingExtras } from '../../../../shared/ipc/experiences.contract'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useExtrasStore } from './booking-extras.store'
import {
  estimateBookedExtra,
  extrasWith,
  lineDays,
  totalAfterAdd,
  totalAfterCancel,
  totalAfterChange,
  type BookedExtra,
  type BookedLine,
} from './extras-view'
import { errorSentence } from '../../ui/errors'

export type ExtraAction =
  | { mode: 'change'; line: BookedLine; extra: BookedExtra }
  | { mode: 'cancel'; line: BookedLine; extra: BookedExtra }
  | { mode: 'add'; line: BookedLine }

function childLabel(birthdate: string, startAt: string, at: number): string {
  try {
    return `Child ${at + 1} (${ageOn(birthdate, startAt)})`
  } catch {
    return `Child ${at + 1}`
  }
}

/**
 * One change of a booked extra, confirmed: the participants and day (change, add), the booking's current total and
 * the estimated new one before anything is sent; the service's refusal in the dialog when it refuses.
 */
export function ExtraDialog(props: { action: ExtraAction; extras: BookingExtras; onClose(): void }) {
  const { action, extras } = props
  const { line } = action
  const format = useAgentFormat()
  const money = (amount: number) => formatMoney(amount, extras.currency, format.locale)
  const booked = action.mode === 'add' ? null : action.extra
  const party = line.party.childrenBirthdates
  const [extraId, setExtraId] = useState(extras.available[0]?.id ?? '')
  const [adults, setAdults] = useState<number | string>(booked?.adultPax ?? line.party.adults)
  const [children, setChildren] = useState<string[]>(
    (booked?.childrenBirthdates ?? party)
      .map((date) => String(party.indexOf(date)))
      .filter((at) => at !== '-1'),
  )
  const [scope, setScope] = useState<'global' | 'day'>(booked?.scope ?? 'global')
  const [dayIndex, setDayIndex] = useState<number | string>(booked?.dayIndex ?? '')
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const days = lineDays(line)
  const adultCount = typeof adults === 'number' ? adults : 0
  const participants = {
    adults: adultCount,
    childrenBirthdates: children.map((at) => party[Number(at)]).filter((d): d is string => d !== undefined),
  }
  const day = typeof dayIndex === 'number' ? dayIndex : null
  const scopeProblem = action.mode === 'cancel' ? null : extraScopeProblem({ scope, dayIndex: day }, days)
  const paxProblem =
    action.mode === 'cancel'
      ? null
      : adultCount > line.party.adults
        ? `The booking has ${line.party.adults} adults: no more can take part.`
        : adultCount + participants.childrenBirthdates.length < 1
          ? 'Choose at least one participant.'
          : null
  const guide = extras.available.find((candidate) => candidate.id === extraId)
  const newTotal =
    action.mode === 'cancel'
      ? totalAfterCancel(extras.total, action.extra)
      : action.mode === 'change'
        ? totalAfterChange(
            extras.total,
            action.extra,
            estimateBookedExtra(action.extra, participants, extras.available, line.startAt),
          )
        : totalAfterAdd(extras.total, guide ? estimateExtraPrice(guide, participants, line.startAt).total : 0)
  const name = booked?.extra.name ?? guide?.name ?? 'the extra'
  const title =
    action.mode === 'cancel'
      ? `Cancel ${name}?`
      : action.mode === 'change'
        ? `Change ${name}`
        : 'Add an extra'

  const confirm = async () => {
    setSending(true)
    setRefusal(null)
    const store = useExtrasStore.getState()
    try {
      if (action.mode === 'cancel') await store.cancel(extras.bookingId, action.extra.id, `${name} cancelled`)
      else if (action.mode === 'change')
        await store.change(
          {
            bookingId: extras.bookingId,
            extraId: action.extra.id,
            adultPax: adultCount,
            childrenBirthdates: participants.childrenBirthdates,
            dayIndex: scope === 'day' ? day : null,
          },
          `${name} changed`,
        )
      else
        await store.set(
          {
            bookingId: extras.bookingId,
            extras: extrasWith(extras, {
              id: extraId,
              adultCount,
              childrenBirthdates: participants.childrenBirthdates,
              scope,
              dayIndex: scope === 'day' ? day : null,
            }),
          },
          `${name} added`,
        )
      props.onClose()
    } catch (error) {
      setRefusal(errorSentence(error, { fallback: 'The change could not be made.' }))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal opened onClose={props.onClose} title={title} size="lg">
      <Stack gap="sm" data-testid="extra-dialog">
        {action.mode === 'add' && (
          <NativeSelect
            label="Extra"
            data={extras.available.map((extra) => ({
              value: extra.id,
              label: `${extra.name} (${formatMoney(extra.price, extra.currency, format.locale)} for the party)`,
            }))}
            value={extraId}
            onChange={(event) => setExtraId(event.currentTarget.value)}
          />
        )}
        {action.mode !== 'cancel' && (
          <>
            <NumberInput
              label="Adults taking part"
              min={0}
              max={line.party.adults}
              allowDecimal={false}
              value={adults}
              onChange={setAdults}
              error={paxProblem}
            />
            {party.length > 0 && (
              <Checkbox.Group label="Children taking part" value={children} onChange={setChildren}>
                <Group gap="md" mt={4}>
                  {party.map((birthdate, at) => (
                    <Checkbox key={at} value={String(at)} label={childLabel(birthdate, line.startAt, at)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            {action.mode === 'add' && (
              <NativeSelect
                label="For"
                data={[
                  { value: 'global', label: 'The whole experience' },
                  { value: 'day', label: 'One program day' },
                ]}
                value={scope}
                onChange={(event) => setScope(event.currentTarget.value === 'day' ? 'day' : 'global')}
                error={scope === 'global' ? scopeProblem : null}
              />
            )}
            {scope === 'day' && (
              <NumberInput
                label="Program day"
                description={days > 0 ? `1 to ${days}` : undefined}
                min={1}
                allowDecimal={false}
                value={dayIndex}
                onChange={setDayIndex}
                error={scopeProblem}
              />
            )}
          </>
        )}
        <Text data-testid="extra-totals">
          Current total: <strong>{money(extras.total)}</strong> · Estimated new total:{' '}
          <strong>{money(newTotal)}</strong>
        </Text>
        <Text size="sm">The service prices the change exactly; its new total is shown once it is made.</Text>
        {refusal !== null && (
          <Alert color="red" role="alert" title="Not changed">
            <Text size="sm" c={TEXT.danger}>
              {refusal}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Keep as it is
          </Button>
          <Button
            color={action.mode === 'cancel' ? 'red.8' : ACTION_COLOR}
            loading={sending}
            disabled={
              scopeProblem !== null || paxProblem !== null || (action.mode === 'add' && guide === undefined)
            }
            onClick={() => void confirm()}
          >
            {action.mode === 'cancel'
              ? 'Cancel the extra'
              : action.mode === 'change'
                ? 'Change it'
                : 'Add it'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
