import { Badge, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import type { AccommodationType } from '../../../../shared/api/experiences-v3.enums'
import type { ExperienceDetailV1, PeriodV1, ProgramDayV1 } from '../../../../shared/api/experiences-v1'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { SectionCard } from '../../ui/SectionCard'
import { htmlToText, ServiceHtml } from '../../ui/html/ServiceHtml'
import { periodStateLabel } from '../../ui/period-state'
import {
  durationWords,
  joinPresent,
  positionName,
  PRICING_TYPE_WORDS,
  weekdaysWords,
} from './experience-view'
import { useNetMoney } from '../../ui/client-mode/client-mode'

/** The parts of an experience's detail, each a card of the detail screen. */

type Detail = ExperienceDetailV1

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text size="sm">{props.children}</Text>
    </div>
  )
}

/** Duration, meeting and end points, guide and languages, difficulty, how it is sold. */
export function DetailFacts(props: { detail: Detail }) {
  const { detail } = props
  const duration = durationWords(
    Number(detail.durationDays),
    Number(detail.durationHours),
    Number(detail.durationMinutes),
  )
  const point = (label: string, position: Detail['startPosition'], time: string | null) =>
    position === null
      ? 'Not given'
      : `${joinPresent([positionName(position.name, label), position.address], ', ')}${time ? ` at ${time}` : ''}`
  return (
    <SectionCard title="Practical information">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Fact label="Duration">{duration}</Fact>
        <Fact label="Meeting point">
          {point('Meeting point', detail.startPosition, detail.activity.pickUpPointTime)}
        </Fact>
        <Fact label="End point">
          {point('End point', detail.endPosition, detail.activity.dropOffPointTime)}
        </Fact>
        <Fact label="Guide">
          {detail.guiding
            ? `Guided${detail.guidingLanguages.length > 0 ? ` in ${detail.guidingLanguages.join(', ')}` : ''}`
            : 'Not guided'}
        </Fact>
        <Fact label="Difficulty">{detail.difficulty ?? 'Not given'}</Fact>
        <Fact label="Sold as">{PRICING_TYPE_WORDS[detail.pricingType].explained}</Fact>
      </Group>
      {detail.locationsExtraInformations && (
        <Text size="sm" mt="sm">
          {htmlToText(detail.locationsExtraInformations)}
        </Text>
      )}
    </SectionCard>
  )
}

/** What is and is not included, side by side. */
export function IncludedExcluded(props: { detail: Detail }) {
  return (
    <SectionCard title="Included and not included">
      <Group align="flex-start" grow gap="xl">
        <div>
          <Title order={4} size="h5" mb={4}>
            Included
          </Title>
          <ServiceHtml html={props.detail.includedServices} empty="Not stated by the supplier." />
        </div>
        <div>
          <Title order={4} size="h5" mb={4}>
            Not included
          </Title>
          <ServiceHtml html={props.detail.excludedServices} empty="Not stated by the supplier." />
        </div>
      </Group>
    </SectionCard>
  )
}

const ACCOMMODATION_WORDS: Record<AccommodationType, string> = {
  hotel: 'Night in a hotel',
  night_transfer: 'Night on the move (night transfer)',
  no_accommodation: 'No night to spend',
  free_accommodation: 'Night on the traveler’s own',
}

function ProgramDay(props: { day: ProgramDayV1 }) {
  const { day } = props
  const times = [day.startingTime && `from ${day.startingTime}`, day.endingTime && `to ${day.endingTime}`]
    .filter(Boolean)
    .join(' ')
  return (
    <Stack gap={4} component="li" data-testid="program-day">
      <Group gap="sm">
        <Badge variant="light" color="teal">
          Day {day.day}
        </Badge>
        <Text fw={600}>{day.title ?? `Day ${day.day}`}</Text>
        {times !== '' && (
          <Text size="sm" c="dimmed">
            {times}
          </Text>
        )}
      </Group>
      <ServiceHtml html={day.program} />
      <Group gap="lg">
        <Text size="sm">
          <strong>Meals:</strong> {day.meals.length > 0 ? day.meals.join(', ') : 'none included'}
        </Text>
        {day.accommodationType !== null && (
          <Text size="sm">
            <strong>Night:</strong> {ACCOMMODATION_WORDS[day.accommodationType]}
            {day.accommodationType === 'hotel' &&
              (day.isIncludedAccommodation ? ', included' : ', not included')}
            {day.hotels.length > 0 && ` (${day.hotels.map((hotel) => hotel.name).join(', ')})`}
          </Text>
        )}
      </Group>
    </Stack>
  )
}

/** A program's days in order: title, program, times, meals and the night. */
export function ProgramDays(props: { days: ProgramDayV1[] }) {
  if (props.days.length === 0) return null
  return (
    <SectionCard title="Program day by day">
      <Stack
        gap="md"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Program days"
      >
        {props.days.map((day) => (
          <ProgramDay key={day.id} day={day} />
        ))}
      </Stack>
    </SectionCard>
  )
}

function bands(period: PeriodV1, money: (amount: number) => string): string[] {
  const adults = period.adultPax.map((band) => {
    const [from, to] = band.paxRange
    const size = from === to ? `${from}` : `${from}–${to}`
    return `${money(band.price)} per adult in a party of ${size}`
  })
  const children = period.childrenPax.map((band) => {
    const [from, to] = band.ageRange
    return `${money(band.price)} per child aged ${from}–${to}`
  })
  return [...adults, ...children]
}

/** A period's price bands one per line; its base price when it has no band. */
function PeriodPrices(props: { lines: string[]; children: string }) {
  if (props.lines.length === 0) return <Text size="sm">{props.children}</Text>
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {props.lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  )
}

/** Periods shown before "Show all": the next departures are what an agent reads first. */
const PERIODS_SHOWN = 6

/** When it runs: each period's dates, weekdays, state and price bands. */
export function Periods(props: { detail: Detail; locale: string }) {
  const netMoney = useNetMoney()
  const { detail, locale } = props
  const [all, setAll] = useState(false)
  const shown = all ? detail.periods : detail.periods.slice(0, PERIODS_SHOWN)
  const money = (amount: number) => netMoney(amount, detail.currency, locale)
  if (detail.periods.length === 0)
    return (
      <SectionCard title="Periods and prices">
        <Text size="sm">No period is open for sale.</Text>
      </SectionCard>
    )
  return (
    <SectionCard title="Periods and prices">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Days</Table.Th>
              <Table.Th>Sale</Table.Th>
              <Table.Th>Prices</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((period) => (
              <Table.Tr key={period.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatIsoDate(period.startAt, locale)} – {formatIsoDate(period.endAt, locale)}
                </Table.Td>
                <Table.Td>{weekdaysWords(period.availableDays)}</Table.Td>
                <Table.Td>{periodStateLabel(period.state)}</Table.Td>
                <Table.Td>
                  <PeriodPrices lines={bands(period, money)}>
                    {`${money(period.price)}${period.perPax ? ' per traveler' : ' per group'}`}
                  </PeriodPrices>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {detail.periods.length > PERIODS_SHOWN && (
        <Group>
          <Button variant="default" size="xs" onClick={() => setAll(!all)}>
            {all ? 'Show the next periods only' : `Show all ${detail.periods.length} periods`}
          </Button>
        </Group>
      )}
    </SectionCard>
  )
}

/** The add-ons the experience offers, with what goes well with them. */
export function Extras(props: { detail: Detail; prices: Map<string, string> }) {
  const { extras } = props.detail
  if (extras.length === 0) return null
  return (
    <SectionCard title="Extras">
      <List spacing="sm" size="sm" listStyleType="none" aria-label="Extras">
        {extras.map((extra) => (
          <List.Item key={extra.id}>
            <Text size="sm" fw={600}>
              {extra.name}
              {props.prices.has(extra.id) ? ` · ${props.prices.get(extra.id)} for the party` : ''}
            </Text>
            {extra.recommendations.length > 0 && (
              <Text size="sm" c="dimmed">
                Recommended with:{' '}
                {extra.recommendations.map((item) => `${item.name} (${item.inCity.title})`).join(', ')}
              </Text>
            )}
            {extra.required.length > 0 && (
              <Text size="sm" c="dimmed">
                Requires: {extra.required.map((item) => item.name).join(', ')}
              </Text>
            )}
            {extra.cancellationPolicies && (
              <Text size="sm" c="dimmed">
                Cancellation: {htmlToText(extra.cancellationPolicies)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </SectionCard>
  )
}
