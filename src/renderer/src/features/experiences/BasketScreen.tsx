import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconShoppingCart } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { fromMinor, toMinor } from '../../../../shared/domain/minor-units'
import { counted } from '../../../../shared/i18n'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useBasketStore, type BasketLine } from './basket.store'
import { keptBasketDraft, useBasketDraftStore } from './basket-draft.store'
import { hotelDraftsFor, lineDraftFor, lineTotal, type BasketDraft, type LineDraft } from './basket-draft'
import { BasketCustomer } from './BasketCustomer'
import { BasketLineCard } from './BasketLineCard'
import { BookedView } from './BookedView'
import { RepricedView } from './RepricedView'
import { useBasketBooking } from './useBasketBooking'
import { useExperienceSeller } from './use-experience-pricing'
import { useProgramDays } from './useProgramDays'
import { formatMoney } from '../../../../shared/domain/money'
import { PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'

/**
 * The basket's total per currency (an agent may collect experiences priced in several), summed in each currency's
 * minor units; `amountOf` says what a line counts for (its selling price on the screen).
 */
export function basketTotals(
  lines: readonly BasketLine[],
  drafts: readonly LineDraft[],
  amountOf: (line: BasketLine, draft: LineDraft | undefined) => number = lineTotal,
): Map<string, number> {
  const minors = new Map<string, number>()
  for (const line of lines) {
    if (line.offer.price === null) continue
    const draft = drafts.find((candidate) => candidate.key === line.key)
    const currency = line.offer.price.currency
    minors.set(currency, (minors.get(currency) ?? 0) + toMinor(amountOf(line, draft), currency))
  }
  return new Map([...minors].map(([currency, minor]) => [currency, fromMinor(minor, currency)]))
}

/**
 * The experiences basket: each priced experience with its hold, travelers, extras and the hotels of a program's
 * nights; the customer and references; booked as one (experiences.book), with the result per experience.
 */
export function BasketScreen() {
  const lines = useBasketStore((state) => state.lines)
  const remove = useBasketStore((state) => state.remove)
  const format = useAgentFormat()
  const sell = useExperienceSeller()
  const showsNet = useShowsNet()
  const form = useForm<BasketDraft>({
    initialValues: keptBasketDraft(lines),
    onValuesChange: (values) => useBasketDraftStore.getState().save(values),
  })
  const booking = useBasketBooking(form)
  const { days, problems: daysProblems } = useProgramDays(lines)

  // The form follows the basket: a line added or removed elsewhere gets or loses its draft, in the basket's order.
  const keys = lines.map((line) => line.key).join(',')
  useEffect(() => {
    const drafts = form.getValues().lines
    const next = lines.map((line) => drafts.find((draft) => draft.key === line.key) ?? lineDraftFor(line))
    if (next.map((draft) => draft.key).join(',') !== drafts.map((draft) => draft.key).join(','))
      form.setFieldValue('lines', next)
    // The form object is stable; the keys say when the basket changed.
  }, [keys]) // eslint-disable-line react-hooks/exhaustive-deps

  // A program's days read: the nights needing a hotel get their choice.
  useEffect(() => {
    form.getValues().lines.forEach((draft, at) => {
      const line = lines[at]
      const programDays = line === undefined ? undefined : days[line.offer.id]
      if (programDays == null || draft.hotels.length > 0) return
      const hotels = hotelDraftsFor(programDays)
      if (hotels.length > 0) form.setFieldValue(`lines.${at}.hotels`, hotels)
    })
  }, [days, keys]) // eslint-disable-line react-hooks/exhaustive-deps

  if (booking.phase.step === 'booked')
    return (
      <Stack gap="md" p="md">
        <Title order={1} size="h2">
          Experiences booked
        </Title>
        <BookedView items={booking.phase.result.items} names={booking.phase.names} onDone={booking.done} />
      </Stack>
    )
  if (booking.phase.step === 'repriced')
    return (
      <Stack gap="md" p="md">
        <Title order={1} size="h2">
          New prices to accept
        </Title>
        <RepricedView
          items={booking.phase.result.items}
          names={booking.phase.names}
          sending={booking.sending}
          onAccept={() => void booking.acceptNewPrices()}
          onBack={booking.back}
          onRemove={booking.removeRepriced}
        />
      </Stack>
    )

  const values = form.getValues()
  const totals = basketTotals(
    lines,
    values.lines,
    (line, draft) =>
      sell(line.offer, line.party, lineTotal(line, draft), line.offer.price?.currency ?? 'EUR').sell,
  )
  // A line no rule prices has no selling price: its figure is the net, which the client screen never shows.
  const unpriced = lines.some(
    (line) =>
      line.offer.price !== null &&
      sell(line.offer, line.party, line.offer.price.price, line.offer.price.currency).ruleId === null,
  )
  const totalWords =
    !showsNet && unpriced
      ? PRICE_ON_REQUEST
      : [...totals].map(([currency, total]) => formatMoney(total, currency, format.locale)).join(' + ')
  const error = booking.error
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Experiences basket
        </Title>
        <Anchor component={Link} to="/experiences" c={TEXT.link}>
          Back to the search
        </Anchor>
      </Group>
      {lines.length === 0 ? (
        <Alert icon={<IconShoppingCart size={20} />} title="The basket is empty">
          Search experiences with the customer&apos;s dates and party, then add the priced ones to the basket.
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void booking.send()
          }}
          noValidate
        >
          <Stack gap="md">
            {lines.map((line, at) => {
              const draft = values.lines[at]
              if (draft === undefined || draft.key !== line.key) return null
              return (
                <BasketLineCard
                  key={line.key}
                  form={form}
                  line={line}
                  draft={draft}
                  at={at}
                  days={days[line.offer.id] ?? null}
                  daysProblem={daysProblems[line.offer.id]}
                  bookError={error !== null && error.item === at ? error.sentence : undefined}
                  onRemove={() => remove(line.key)}
                />
              )
            })}
            <BasketCustomer form={form} lines={lines} />
            {/* The button leads its row, on the left: pop-up notices come in at the bottom right. */}
            <Group justify="flex-start" align="center">
              <Button type="submit" color={ACTION_COLOR} loading={booking.sending}>
                Book {counted('experience', lines.length)}
              </Button>
              <Text fw={700} data-testid="basket-total">
                Basket total (estimated): {totalWords}
              </Text>
            </Group>
            {booking.problemCount > 0 && (
              <Text size="sm" c={TEXT.danger} role="alert">
                {counted('field', booking.problemCount)} to check before booking: see the messages above.
              </Text>
            )}
            {error !== null && error.item === null && (
              <Alert color={error.outcomeUnknown ? 'orange' : 'red'} title="Not booked" role="alert">
                {error.sentence}
              </Alert>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  )
}
