import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core'
import { IconFilePlus } from '@tabler/icons-react'
import { useState } from 'react'
import type { RequestedRoom } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { toEpochMs } from '../../../../shared/domain/dates'
import { useDeskQuery } from '../../bridge/desk-query'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { AddToProposalMenu } from '../../ui/proposals/AddToProposalMenu'
import { boardSummary } from '../../ui/rates/rate-view'
import { hotelErrorSentence } from './error-text'
import { cardChoices, type CardChoice } from './card-choices'
import { hotelProposalItem } from './hotel-proposal-item'
import { roomsRequest, useHotelsStore } from './hotels.store'
import { sellRooms } from './room-selling'
import { useHotelPricing, type HotelPricing } from './use-hotel-pricing'

type Stay = StayDates & { rooms: readonly RequestedRoom[] }

const CANCELS: Record<CardChoice['cancels'], string> = {
  free: 'Free cancellation today',
  charged: 'Cancellation fees apply',
  unknown: 'Cancellation terms unknown',
}

/**
 * "Add to proposal" on a hotel of the results. The card's previews carry no bed choice and no ladder, so the
 * button reads the hotel's rooms for the searched dates and party (the rooms screen's read) and offers the
 * cheapest complete stay, or a choice of the few that differ (rooms, board, free cancellation): the item added is
 * the one the rate rows would add, with its bed choices, selling prices and ladder.
 */
export function CardAddToProposal(props: { hotelId: string; hotelName: string; stay: Stay; locale: string }) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFilePlus size={14} />}
        onClick={() => setOpened(true)}
        aria-label={`Add ${props.hotelName} to proposal`}
        data-testid="card-add-to-proposal"
        // As the card's "See rooms": tabbing scrolls the card into view clear of the app's fixed header.
        style={{ scrollMarginTop: 72, scrollMarginBottom: 12 }}
      >
        Add to proposal
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Add ${props.hotelName} to a proposal`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <CardPicker {...props} onAdded={() => setOpened(false)} />}
      </Modal>
    </>
  )
}

function CardPicker(props: {
  hotelId: string
  hotelName: string
  stay: Stay
  locale: string
  onAdded(): void
}) {
  const searched = useHotelsStore((state) => state.searched)
  const card = useHotelsStore((state) => state.catalog[props.hotelId])
  const locale = props.locale
  const pricing = useHotelPricing(props.hotelId, props.stay)
  const read = useDeskQuery(
    'hotels.rooms',
    searched === null
      ? { hotelId: props.hotelId, checkIn: props.stay.checkIn, checkOut: props.stay.checkOut, rooms: [] }
      : roomsRequest(props.hotelId, searched),
    { enabled: searched !== null },
  )
  const [key, setKey] = useState<string | null>(null)
  if (searched === null)
    return <Text size="sm">Search again: the results are no longer those of a search.</Text>
  if (read.isPending) {
    return (
      <Group gap="xs" data-testid="card-rooms-loading">
        <Loader size="xs" />
        <Text size="sm">Reading the rooms of {props.hotelName}…</Text>
      </Group>
    )
  }
  if (read.isError) {
    return (
      <Alert color="red" title="The rooms could not be read">
        {hotelErrorSentence(read.error, 'rooms')}
      </Alert>
    )
  }
  const serviceNow = toEpochMs(read.data.meta.expiresAt) - read.data.hold.msLeft
  const choices = cardChoices(read.data.data, searched.rooms, serviceNow)
  if (choices.length === 0) {
    return <Text size="sm">No room of this hotel can be booked for this party any more.</Text>
  }
  const chosen = choices.find((choice) => choice.key === key) ?? choices[0]!
  return (
    <Stack gap="md">
      {choices.length === 1 ? (
        <ChoiceWords choice={chosen} stay={props.stay} locale={locale} pricing={pricing} />
      ) : (
        <Radio.Group
          value={chosen.key}
          onChange={setKey}
          label="Which stay?"
          description="The cheapest first; each differs in its rooms, board or cancellation."
        >
          <Stack gap="xs" mt="xs" data-testid="card-choices">
            {choices.map((choice) => (
              <Radio
                key={choice.key}
                value={choice.key}
                data-testid="card-choice"
                // The label spans the row, so that the prices line up on the right.
                styles={{ body: { width: '100%' }, labelWrapper: { flex: 1 } }}
                label={<ChoiceWords choice={choice} stay={props.stay} locale={locale} pricing={pricing} />}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
        <AddToProposalMenu
          label={`Add ${props.hotelName} to proposal`}
          onAdded={props.onAdded}
          build={() =>
            hotelProposalItem({
              hotelId: props.hotelId,
              name: props.hotelName,
              card,
              stay: props.stay,
              picked: chosen.summary.picked,
              pricing,
            })
          }
        />
      </Group>
    </Stack>
  )
}

function ChoiceWords(props: { choice: CardChoice; stay: Stay; locale: string; pricing: HotelPricing }) {
  const { summary } = props.choice
  const sold = sellRooms(summary.picked, props.pricing.sell)[0]
  const rooms = summary.picked.map((option) => option.room.name).join(' + ')
  const board = boardSummary(summary.picked[0]?.choice.mealPlans ?? [], props.stay, props.locale)
  return (
    <Group gap="md" justify="space-between" wrap="nowrap" data-testid="card-choice-words">
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {rooms}
        </Text>
        <Text size="xs" c="dimmed">
          {board} · {CANCELS[props.choice.cancels]}
        </Text>
      </Stack>
      {sold !== undefined && <SellingPrice price={sold} locale={props.locale} testId="card-choice-price" />}
    </Group>
  )
}
