import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { RequestedRoom } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { useHotelsStore } from './hotels.store'
import type { AgentFormat } from '../../ui/format/agent-format'
import { cancellationView } from '../../ui/rates/rate-view'
import { rateRows } from './rate-rows'
import { RateRows } from './RateRows'
import { selectionSlots, summarizeSelection } from './selection'
import { useHotelPricing } from './use-hotel-pricing'
import { sellRooms } from './room-selling'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { counted } from '../../../../shared/i18n'
import { AddToProposalMenu } from '../../ui/proposals/AddToProposalMenu'
import { hotelProposalItem } from './hotel-proposal-item'

export function describeRoomParty(room: RequestedRoom): string {
  const children = room.childrenBirthdates?.length ?? 0
  const people = [counted('adult', room.adults)]
  if (children > 0) people.push(counted('child', children))
  return people.join(', ')
}

/** "Room 1, Room 2, ...": one bed choice per searched room, only what combines, with the running total. */
export function SelectionPanel(props: {
  hotelId: string
  /** The hotel's name as the results show it (what a proposal item is called). */
  hotelName: string
  stay: StayDates & { rooms: readonly RequestedRoom[] }
  format: AgentFormat
  now: number
}) {
  const { stay, format } = props
  const rooms = useHotelsStore((state) => state.rooms.rooms)
  const picks = useHotelsStore((state) => state.picks)
  const card = useHotelsStore((state) => state.catalog[props.hotelId])
  const pick = useHotelsStore((state) => state.pick)
  const slots = selectionSlots(rooms, stay.rooms, picks)
  const summary = summarizeSelection(slots)
  const money = (amount: number) => formatMoney(amount, summary.currency ?? 'EUR', format.locale)
  const pricing = useHotelPricing(props.hotelId, stay)
  // Each room sold with its own supplier's rule, summed (one hotel's rates come in one currency: the first sum).
  const sold = sellRooms(summary.picked, pricing.sell)[0]
  const soldWithoutPromo = sellRooms(
    summary.picked,
    pricing.sell,
    (choice) => choice.totalPriceWithoutPromo,
  )[0]
  const showsNet = useShowsNet()
  const cancellation =
    summary.complete && summary.currency !== null
      ? cancellationView(summary.conditions, {
          ...format,
          currency: summary.currency,
          totalPrice: summary.total,
          now: props.now,
          amounts: showsNet,
        })
      : null
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Your selection">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Your selection
        </Title>
        {slots.map((slot) => {
          const searched = stay.rooms[slot.index]!
          const waiting = slot.index > 0 && slots[slot.index - 1]?.picked === null
          const earlier = slots
            .slice(0, slot.index)
            .flatMap((before) => (before.picked === null ? [] : [before.picked]))
          return (
            <RateRows
              key={slot.index}
              label={`Room ${slot.index + 1}`}
              party={describeRoomParty(searched)}
              rows={rateRows(slot, earlier, {
                stay,
                format,
                now: props.now,
                roomCount: stay.rooms.length,
                sell: pricing.sell,
                showsNet,
              })}
              locale={format.locale}
              picked={slot.picked?.key ?? null}
              waiting={
                waiting
                  ? `Choose room ${slot.index} first: the rates of room ${slot.index + 1} depend on it.`
                  : slot.options.length === 0
                    ? 'No room of this hotel fits this party.'
                    : null
              }
              onPick={(key) => pick(slot.index, key)}
            />
          )
        })}
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {summary.complete
                ? counted('totalForRooms', stay.rooms.length)
                : counted('roomsChosen', stay.rooms.length, { values: { picked: summary.picked.length } })}
            </Text>
            <Group gap="xs" align="baseline">
              {showsNet && soldWithoutPromo !== undefined && summary.totalWithoutPromo !== summary.total && (
                <Text
                  size="sm"
                  c="dimmed"
                  td="line-through"
                  aria-label={`Without promotion ${money(soldWithoutPromo.sell)}`}
                >
                  {money(soldWithoutPromo.sell)}
                </Text>
              )}
              {sold !== undefined ? (
                <SellingPrice
                  price={sold}
                  locale={format.locale}
                  size="xl"
                  testId="selection-total"
                  align="flex-start"
                />
              ) : (
                <Text fw={700} fz={22} data-testid="selection-total">
                  —
                </Text>
              )}
              {summary.totalWithoutPromo !== summary.total && (
                <Text size="sm" c={TEXT.promo}>
                  promotion applied
                </Text>
              )}
            </Group>
            {cancellation && (
              <Text size="sm" c={cancellation.tone === 'free' ? undefined : TEXT.warning}>
                {cancellation.headline}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <AddToProposalMenu
              disabled={!summary.complete}
              build={() =>
                hotelProposalItem({
                  hotelId: props.hotelId,
                  name: props.hotelName,
                  card,
                  stay,
                  picked: summary.picked,
                  pricing,
                })
              }
            />
            {summary.complete ? (
              <Button
                component={Link}
                to={`/hotels/${encodeURIComponent(props.hotelId)}/book`}
                color={ACTION_COLOR}
                rightSection={<IconArrowRight size={16} />}
              >
                Continue to booking
              </Button>
            ) : (
              <Button color={ACTION_COLOR} disabled rightSection={<IconArrowRight size={16} />}>
                Continue to booking
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
