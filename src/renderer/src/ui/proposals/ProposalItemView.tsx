import { Badge, Group, Stack, Text } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { mergeRoomLadders } from '../../../../shared/domain/cancellation'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import type {
  ExperienceProposalItem,
  HotelProposalItem,
  ProposalItem,
} from '../../../../shared/domain/proposals'
import { counted } from '../../../../shared/i18n'
import { TEXT } from '../contrast'
import type { AgentFormat } from '../format/agent-format'
import { cancellationView } from '../rates/rate-view'
import { boardWords, partyWords } from './proposal-view'

/**
 * One item of an option as the customer would read it: what, when, for whom, the cancellation terms in words and
 * the selling price. Never the net, and the fees of the ladder are the agency's net: worded without amounts.
 */
export function ProposalItemView(props: {
  item: ProposalItem
  format: AgentFormat
  now: number
  actions?: ReactNode
}) {
  const { item, format } = props
  const cancellation = cancellationView(item.kind === 'hotel' ? mergedLadder(item) : item.cancellation, {
    ...format,
    currency: item.currency,
    totalPrice: item.net,
    now: props.now,
    amounts: false,
  })
  return (
    <Stack gap={2} data-testid="proposal-item" data-kind={item.kind}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              {item.kind === 'hotel' ? item.hotel.name : item.experience.name}
            </Text>
            {item.kind === 'hotel' && item.hotel.stars !== null && item.hotel.stars > 0 && (
              <Group gap={0} aria-label={counted('star', item.hotel.stars)} role="img">
                {Array.from({ length: Math.round(item.hotel.stars) }, (_, at) => (
                  <IconStarFilled key={at} size={12} aria-hidden color="var(--mantine-color-yellow-7)" />
                ))}
              </Group>
            )}
            {item.kind === 'experience' && (
              <Badge size="xs" variant="light">
                Experience
              </Badge>
            )}
          </Group>
          {item.kind === 'hotel' ? (
            <HotelLines item={item} format={format} />
          ) : (
            <ExperienceLines item={item} format={format} />
          )}
          <Text size="xs" c={cancellation.tone === 'free' ? undefined : TEXT.warning}>
            {cancellation.headline}
          </Text>
          {item.kind === 'experience' && item.cancellation.length === 0 && item.cancellationText !== '' && (
            // No rule could be dated from the supplier's words: the words themselves, as the document prints them.
            <Text size="xs" c="dimmed" data-testid="proposal-item-supplier-terms">
              As the supplier states it: {item.cancellationText}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} size="sm" data-testid="proposal-item-price">
            {formatMoney(item.sell, item.currency, format.locale)}
          </Text>
          {props.actions}
        </Stack>
      </Group>
    </Stack>
  )
}

/** The whole stay's ladder: the rooms' merged (a room without any leaves the stay's terms unknown). */
function mergedLadder(item: HotelProposalItem) {
  return mergeRoomLadders(
    item.rooms.map((room) => ({ cancelConditions: room.cancellation, price: room.net })),
  )
}

function HotelLines(props: { item: HotelProposalItem; format: AgentFormat }) {
  const { item, format } = props
  const day = (value: string) => formatIsoDate(value, format.locale)
  return (
    <>
      <Text size="xs" c="dimmed">
        {[item.hotel.address, item.hotel.cityName].filter(Boolean).join(', ')}
      </Text>
      <Text size="xs">
        {day(item.checkIn)} – {day(item.checkOut)}
      </Text>
      {item.rooms.map((room, at) => (
        <Text size="xs" key={at}>
          {room.roomName} · {boardWords(room.mealPlan)} · {partyWords([room.requested])}
        </Text>
      ))}
    </>
  )
}

function ExperienceLines(props: { item: ExperienceProposalItem; format: AgentFormat }) {
  const { item, format } = props
  const day = (value: string) => formatIsoDate(value, format.locale)
  const extras = item.extras.filter((extra) => extra.quantity > 0)
  return (
    <>
      <Text size="xs" c="dimmed">
        {item.experience.cityName}
      </Text>
      <Text size="xs">
        {item.startAt === item.endAt ? day(item.startAt) : `${day(item.startAt)} – ${day(item.endAt)}`} ·{' '}
        {partyWords([{ adults: item.party.adults, childrenBirthdates: item.party.childrenBirthdates }])}
      </Text>
      {extras.length > 0 && (
        <Text size="xs">Extras: {extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(', ')}</Text>
      )}
    </>
  )
}
