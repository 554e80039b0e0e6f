import { useId, useState, type ReactNode } from 'react'
import { Badge, Box, Button, Card, Collapse, Divider, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconChevronDown, IconChevronRight, IconInfoCircle } from '@tabler/icons-react'
import type { BedChoice, RoomAvailability } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { NetOnly, PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'
import { CancellationTimeline } from '../../ui/rates/CancellationTimeline'
import { TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import { AvailabilityBadge } from './ResultsList'
import {
  bedChoiceView,
  branchTerms,
  cancellationView,
  hasNextLevel,
  tagViews,
  type BoardLine,
  type TagTone,
  type TagView,
} from '../../ui/rates/rate-view'
import { rateIdentity } from './reprice'

interface Context {
  stay: StayDates
  format: AgentFormat
  now: number
  /** Number of rooms searched (levels of a combination). */
  roomCount: number
  /** Prices of the previous answer for the same stay, for the rates whose price moved (reprice.ts). */
  previousPrices?: Record<string, number>
}

function Boards(props: { lines: BoardLine[] }) {
  return (
    <Stack gap={2}>
      {props.lines.map((line, index) => (
        <Group key={index} gap={6} wrap="nowrap">
          {line.period && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {line.period}:
            </Text>
          )}
          <Text size="sm" fw={500} c={line.missing ? TEXT.warning : undefined}>
            {line.label}
          </Text>
          {line.unclassified && (
            <Badge
              size="xs"
              variant="light"
              color="orange"
              title="The supplier's own wording: no standard board"
            >
              supplier wording
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  )
}

const TAG_COLOR: Record<TagTone, string> = {
  refundable: 'teal',
  non_refundable: 'red',
  extra_bed: 'blue',
  board: 'gray',
  other: 'gray',
}

function Tags(props: { tags: TagView[] }) {
  if (props.tags.length === 0) return null
  return (
    <Group gap={6} aria-label="Rate tags" role="list">
      {props.tags.map((tag) => (
        <Badge
          key={tag.text}
          role="listitem"
          size="sm"
          variant="light"
          color={TAG_COLOR[tag.tone]}
          title={tag.supplierLabel === null ? undefined : `Supplier wording: ${tag.supplierLabel}`}
          style={{ textTransform: 'none' }}
          data-testid="rate-tag"
        >
          {tag.text}
        </Badge>
      ))}
    </Group>
  )
}

/** The rate's supplier texts kept out of the way: toggles in a row, each opening its text below them. */
function SupplierTexts(props: { texts: { label: string; text: string }[] }) {
  const [open, setOpen] = useState<string[]>([])
  const baseId = useId()
  if (props.texts.length === 0) return null
  const toggle = (label: string) =>
    setOpen((current) => (current.includes(label) ? current.filter((l) => l !== label) : [...current, label]))
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {props.texts.map((entry, index) => {
          const expanded = open.includes(entry.label)
          return (
            <Button
              key={entry.label}
              variant="transparent"
              size="compact-sm"
              px={4}
              c={TEXT.link}
              leftSection={expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              aria-expanded={expanded}
              aria-controls={`${baseId}-${index}`}
              onClick={() => toggle(entry.label)}
            >
              {entry.label}
            </Button>
          )
        })}
      </Group>
      {props.texts.map((entry, index) => (
        <Collapse key={entry.label} expanded={open.includes(entry.label)} id={`${baseId}-${index}`}>
          <Box pl="sm" ml={4} style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            <Text size="xs" fw={600} c="dimmed">
              {entry.label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {entry.text}
            </Text>
          </Box>
        </Collapse>
      ))}
    </Stack>
  )
}

function Detail(props: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {props.label}
      </Text>
      <Box style={{ minWidth: 0 }}>{props.children}</Box>
    </Group>
  )
}

function BedChoiceBlock(props: {
  room: RoomAvailability
  choice: BedChoice
  path: BedChoice[]
  level: number
  ctx: Context
}) {
  const { room, choice, ctx } = props
  const showsNet = useShowsNet()
  const view = bedChoiceView(choice, ctx.stay, ctx.format.locale, showsNet)
  // The extra bed is said in words under the name: its tag would repeat it.
  const tags = tagViews(choice.tags, ctx.format).filter(
    (tag) => !(view.hasExtraBed && tag.tone === 'extra_bed'),
  )
  const next = hasNextLevel(room)
  const branch = [...props.path, choice]
  const terms = branchTerms(branch)
  const isCombination = branch.length > 1
  const was = ctx.previousPrices?.[rateIdentity(room, choice, props.level)]
  return (
    <Stack gap="xs" data-testid="bed-choice">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{view.name}</Text>
          {view.promotion && (
            <Text size="sm" c={TEXT.promo}>
              {view.promotion}
            </Text>
          )}
          {view.hasExtraBed && (
            <Text size="sm" c="dimmed">
              Extra bed included in the price
            </Text>
          )}
          <Tags tags={tags} />
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          {showsNet && view.priceWithoutPromo && (
            <Text
              size="sm"
              c="dimmed"
              td="line-through"
              aria-label={`Without promotion ${view.priceWithoutPromo}`}
            >
              {view.priceWithoutPromo}
            </Text>
          )}
          {showsNet && was !== undefined && (
            <Text size="sm" fw={600} c={TEXT.warning} data-testid="price-moved">
              {choice.totalPriceWithPromo > was ? 'Up' : 'Down'} from{' '}
              {formatMoney(was, choice.currency, ctx.format.locale)}
            </Text>
          )}
          <Text
            fw={700}
            fz={20}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="bed-choice-price"
          >
            <NetOnly fallback={PRICE_ON_REQUEST}>{view.price}</NetOnly>
          </Text>
          <Text size="xs" c="dimmed">
            {ctx.roomCount > 1 ? 'this room, whole stay' : 'whole stay'}
          </Text>
        </Stack>
      </Group>
      <Detail label="Board">
        <Boards lines={view.boards} />
      </Detail>
      {view.hotelFees.length > 0 && (
        <Detail label="Payable at the hotel">
          <Text size="sm">{view.hotelFees.join(' · ')}</Text>
          <Text size="xs" c="dimmed">
            Not included in the price
          </Text>
        </Detail>
      )}
      {/* Supplements are parts of the net: their amounts are the agency's cost. */}
      {showsNet && view.mandatorySupplements.length > 0 && (
        <Detail label="Mandatory supplements">
          <Text size="sm">{view.mandatorySupplements.join(' · ')}</Text>
          <Text size="xs" c="dimmed">
            Included in the price
          </Text>
        </Detail>
      )}
      {showsNet && view.optionalSupplements.length > 0 && (
        <Detail label="Optional supplements">
          <Text size="sm">{view.optionalSupplements.join(' · ')}</Text>
        </Detail>
      )}
      <SupplierTexts
        texts={[
          ...(view.contractingConditions === null
            ? []
            : [{ label: 'Conditions', text: view.contractingConditions }]),
          ...(view.checkInInstructions === null
            ? []
            : [{ label: 'Check-in instructions', text: view.checkInInstructions }]),
        ]}
      />
      {next ? (
        <>
          <Group gap={6}>
            <IconInfoCircle size={16} />
            <Text size="sm" c="dimmed">
              Combination rate: the cancellation conditions of the whole stay come with the last room.
            </Text>
          </Group>
          <Box pl="md" ml={4} style={{ borderLeft: '3px solid var(--mantine-color-blue-filled)' }}>
            <Stack gap="sm">
              <Group gap={6}>
                <IconArrowRight size={16} />
                <Text fw={600} size="sm">
                  Room {props.level + 2} options with this choice
                </Text>
              </Group>
              {room.compatibleRoomCompositions.map((child, index) => (
                <RoomOption
                  key={`${child.id}-${index}`}
                  room={child}
                  level={props.level + 1}
                  path={branch}
                  ctx={ctx}
                />
              ))}
            </Stack>
          </Box>
        </>
      ) : (
        <>
          {showsNet && isCombination && (
            <Text size="sm" fw={600}>
              Combination total, {branch.length} rooms:{' '}
              {formatMoney(terms.total, choice.currency, ctx.format.locale)}
            </Text>
          )}
          <CancellationTimeline
            label={isCombination ? 'Cancellation of the whole combination' : 'Cancellation'}
            view={cancellationView(terms.conditions, {
              ...ctx.format,
              currency: choice.currency,
              totalPrice: terms.total,
              now: ctx.now,
              amounts: showsNet,
            })}
          />
        </>
      )}
    </Stack>
  )
}

/** One room of the rooms availability (or one level of a combination) with its bed choices. */
export function RoomOption(props: {
  room: RoomAvailability
  level: number
  path: BedChoice[]
  ctx: Context
}) {
  const { room, ctx } = props
  const capacity =
    room.minCapacity !== null && room.maxCapacity !== null
      ? room.minCapacity === room.maxCapacity
        ? `Sleeps ${room.maxCapacity}`
        : `Sleeps ${room.minCapacity}–${room.maxCapacity}`
      : 'Capacity not given by the supplier'
  const supplier = room.supplier.flux ? `${room.supplier.name} (${room.supplier.flux})` : room.supplier.name
  const heading = props.level > 0 ? `Room ${props.level + 1}: ${room.name}` : room.name
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={heading}
      data-testid="room-option"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={props.level > 0 ? 4 : 3} size="h5">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              <NetOnly>{supplier} · </NetOnly>
              {capacity}
            </Text>
          </Stack>
          <AvailabilityBadge instant={room.instantAvailability} />
        </Group>
        {room.description && <Text size="sm">{room.description}</Text>}
        {room.extraInformation && (
          <Text size="sm" c="dimmed">
            {room.extraInformation}
          </Text>
        )}
        {room.facilities.length > 0 && (
          <List size="xs" c="dimmed" style={{ columns: 3 }} aria-label="Facilities">
            {room.facilities.map((facility) => (
              <List.Item key={facility.name}>{facility.name}</List.Item>
            ))}
          </List>
        )}
        {room.bedChoices.map((choice) => (
          <Stack key={choice.id} gap="xs">
            <Divider />
            <BedChoiceBlock room={room} choice={choice} path={props.path} level={props.level} ctx={ctx} />
          </Stack>
        ))}
      </Stack>
    </Card>
  )
}
