import { Group, List, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatInstantInZone, formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { FrozenSalePrice } from '../../ui/money/FrozenSalePrice'
import { formatAddress } from '../../../../shared/domain/address'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { BookingStateBadge } from '../../ui/booking-state'
import { TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import { NetOnly, PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'
import { SectionCard } from '../../ui/SectionCard'
import {
  bookingReferences,
  dmcStateWords,
  experienceDates,
  experienceLines,
  hotelFacts,
  stateMeaning,
  stateStory,
} from './booking-read-view'
import { counted } from '../../../../shared/i18n'

function Fact(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Th w={190} style={{ verticalAlign: 'top' }}>
        {props.label}
      </Table.Th>
      <Table.Td data-testid={props.testId}>{props.children}</Table.Td>
    </Table.Tr>
  )
}

const Dimmed = (props: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {props.children}
  </Text>
)

/** References, stay, customer and prices: what an agent is asked about first. */
export function OverviewCard(props: { detail: BookingDetail; format: AgentFormat }) {
  const { detail, format } = props
  const { summary, v1, v3 } = detail
  const money = (amount: number) => formatMoney(amount, summary.currency, format.locale)
  const showsNet = useShowsNet()
  const nights = v3?.nightsCount ?? v1?.numberOfNights ?? null
  const customer = v3?.customer ?? null
  const contact = [customer?.email ?? v1?.customerEmail, customer?.phoneNumber ?? v1?.customerPhoneNumber]
  const address = formatAddress([
    customer?.company ?? v1?.customerCompany,
    customer?.address ?? v1?.customerAddress,
    customer?.additionalAddress ?? v1?.customerAdditionalAddress,
    [customer?.zipCode ?? v1?.customerZipCode, customer?.city ?? v1?.customerCity].filter(Boolean).join(' '),
  ])
  const withoutPromo = v1?.dmcTotalPriceWithoutPromo ?? null
  const note = v3?.note ?? v1?.note ?? null
  const experience = summary.kind === 'experience'
  return (
    <SectionCard title="Booking">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {/* The supplier's own reference names who the agency buys from: not the customer's to see. */}
          {bookingReferences(detail)
            .filter((reference) => showsNet || reference.testId !== 'ref-dmc')
            .map((reference) => (
              <Fact
                key={reference.testId}
                label={reference.label}
                testId={reference.testId === 'ref-id' ? 'detail-booking-id' : reference.testId}
              >
                {reference.value}
              </Fact>
            ))}
          <Fact label={experience ? 'Dates' : 'Stay'} testId="detail-stay">
            {experience
              ? experienceDates(summary.checkIn, summary.checkOut, format.locale)
              : `${formatIsoDate(summary.checkIn, format.locale)} – ${formatIsoDate(summary.checkOut, format.locale)}`}
            {!experience && nights !== null && nights > 0 && ` · ${counted('night', nights)}`}
          </Fact>
          <Fact label="Customer" testId="detail-customer">
            {summary.customerFirstName} {summary.customerLastName}
            {contact.some(Boolean) && <Dimmed>{contact.filter(Boolean).join(' · ')}</Dimmed>}
            {address !== '' && <Dimmed>{address}</Dimmed>}
          </Fact>
          <Fact label="Booked">{formatInstantInZone(summary.createdAt, format)}</Fact>
          {showsNet && note !== null && note.trim() !== '' && (
            <Fact label="Note">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note}
              </Text>
            </Fact>
          )}
          <Fact label="Selling price" testId="detail-selling">
            <FrozenSalePrice bookingId={summary.id} locale={format.locale} editableIn={summary.currency} />
          </Fact>
          <Fact label="Total price" testId="detail-total">
            <Text fw={700} span>
              <NetOnly fallback={PRICE_ON_REQUEST}>{money(summary.totalPrice)}</NetOnly>
            </Text>
          </Fact>
          {showsNet && withoutPromo !== null && withoutPromo > summary.totalPrice && (
            <Fact label="Before promotions" testId="detail-before-promo">
              <Text span td="line-through" c="dimmed">
                {money(withoutPromo)}
              </Text>
            </Fact>
          )}
        </Table.Tbody>
      </Table>
    </SectionCard>
  )
}

/** The state and what it means, how the booking was taken (`dmcState`) and what comes next. */
export function StatusCard(props: { detail: BookingDetail; format: AgentFormat; now: number }) {
  const { summary } = props.detail
  const story = stateStory(summary, props.format, props.now)
  return (
    <SectionCard title="Status" testId="detail-status">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <BookingStateBadge state={summary.state} kind={summary.kind} withMeaning={false} />
        <Text size="sm">{stateMeaning(summary.state, summary.kind)}</Text>
      </Group>
      <Stack gap={2}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          How it was booked
        </Text>
        <Text size="sm" data-testid="detail-dmc-state" data-dmc-state={summary.dmcState ?? ''}>
          {dmcStateWords(summary.dmcState)}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          What comes next
        </Text>
        <Text size="sm" data-testid="detail-next">
          {story.next}
        </Text>
        {story.reminder !== null && <Text size="sm">{story.reminder}</Text>}
        {story.autoRefusal !== null && (
          <Text size="sm" c={TEXT.warning} fw={600} data-testid="detail-auto-refusal">
            {story.autoRefusal}
          </Text>
        )}
      </Stack>
    </SectionCard>
  )
}

/** The hotel as the booking states it. */
export function HotelCard(props: { detail: BookingDetail }) {
  const hotel = hotelFacts(props.detail)
  return (
    <SectionCard title="Hotel" testId="detail-hotel">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Fact label="Name">{hotel.name ?? 'Not stated in the booking'}</Fact>
          <Fact label="Stars">
            {hotel.stars === null || hotel.stars === 0 ? (
              'Not rated'
            ) : (
              <span aria-label={`${hotel.stars} stars`}>{'★'.repeat(hotel.stars)}</span>
            )}
          </Fact>
          <Fact label="Address">{hotel.address ?? 'Not stated in the booking'}</Fact>
          <Fact label="Phone">
            <Text size="sm" c="dimmed" span>
              The service does not give the hotel&apos;s phone number.
            </Text>
          </Fact>
        </Table.Tbody>
      </Table>
    </SectionCard>
  )
}

/** Each experience booked: supplier, dates, travelers, extras and price. */
export function ExperiencesCard(props: { detail: BookingDetail; format: AgentFormat }) {
  const { detail, format } = props
  const showsNet = useShowsNet()
  const lines = experienceLines(detail.v1, format.locale, showsNet)
  const dates = experienceDates(detail.summary.checkIn, detail.summary.checkOut, format.locale)
  return (
    <SectionCard title="Experiences" testId="detail-experiences">
      {lines.length === 0 && (
        <Text size="sm">
          Only the booking list entry is known on this desk: the experiences appear once the booking is
          fetched from the service.
        </Text>
      )}
      {lines.map((line) => (
        <Table key={line.id} variant="vertical" withTableBorder layout="fixed" data-testid="experience">
          <Table.Tbody>
            <Fact label="Experience">
              <Text fw={600} span>
                {line.name}
              </Text>
            </Fact>
            {showsNet && <Fact label="Supplier">{line.supplier}</Fact>}
            <Fact label="Dates">{dates}</Fact>
            <Fact label="Participants" testId="experience-participants">
              {line.participants}
            </Fact>
            <Fact label="Travelers">
              {line.travelers.length === 0 ? (
                <Dimmed>No traveler listed</Dimmed>
              ) : (
                <List size="sm" spacing={2}>
                  {line.travelers.map((name) => (
                    <List.Item key={name}>{name}</List.Item>
                  ))}
                </List>
              )}
            </Fact>
            <Fact label="Extras">
              {line.extras.length === 0 ? (
                <Dimmed>None</Dimmed>
              ) : (
                <List size="sm" spacing={2}>
                  {line.extras.map((extra) => (
                    <List.Item key={extra}>{extra}</List.Item>
                  ))}
                </List>
              )}
            </Fact>
            <Fact label="Price">
              <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                <NetOnly fallback={PRICE_ON_REQUEST}>{line.price}</NetOnly>
              </Text>
              {showsNet && line.priceWithoutPromo !== null && (
                <Text span size="sm" c="dimmed" td="line-through" ml="xs">
                  {line.priceWithoutPromo}
                </Text>
              )}
              {line.promotions.map((promotion) => (
                <Text key={promotion} size="xs" c={TEXT.promo}>
                  {promotion}
                </Text>
              ))}
            </Fact>
          </Table.Tbody>
        </Table>
      ))}
    </SectionCard>
  )
}
