import { Alert, Anchor, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core'
import { IconBasketPlus, IconCheck, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { useServiceClockStore } from '../../stores/service-clock.store'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { SectionCard } from '../../ui/SectionCard'
import { useHoldLeft } from '../../ui/hold/use-hold-left'
import { useBasketStore } from './basket.store'
import type { DetailOffer, PricedFor } from './detail-offer'
import { allotmentWords, holdDeadline, partyWords } from './experience-view'
import { OfferHoldBadge } from './OfferHoldBadge'
import { QuoteExport } from './QuoteExport'
import { AddToProposalMenu } from '../../ui/proposals/AddToProposalMenu'
import { experienceProposalItem } from './experience-proposal-item'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { useExperienceSeller } from './use-experience-pricing'
import { PRICE_ON_REQUEST, useNetMoney } from '../../ui/client-mode/client-mode'

type Format = { locale: string; timeZone: string }

function pricedForWords(pricedFor: PricedFor, locale: string): string {
  const dates =
    pricedFor.endAt === pricedFor.startAt
      ? formatIsoDate(pricedFor.startAt, locale)
      : `${formatIsoDate(pricedFor.startAt, locale)} – ${formatIsoDate(pricedFor.endAt, locale)}`
  return `${dates} · ${partyWords(pricedFor.party)}`
}

/** Why the offer cannot go into the basket, and the way out. */
function Unbookable(props: { reason: string; action?: { label: string; busy: boolean; run(): void } }) {
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="unbookable-reason">
        {props.reason}
      </Text>
      {props.action && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={props.action.busy}
            onClick={props.action.run}
          >
            {props.action.label}
          </Button>
        </Group>
      )}
      <Button disabled leftSection={<IconBasketPlus size={16} />}>
        Add to basket
      </Button>
    </Stack>
  )
}

function PricedOffer(props: {
  state: Extract<DetailOffer, { kind: 'offer' }>
  format: Format
  repricing: boolean
  onReprice(): void
  experienceId: string
  serviceLocale: string
}) {
  const netMoney = useNetMoney()
  const { offer, receivedAt, pricedFor } = props.state
  const price = offer.price
  const latest = useServiceClockStore((state) => state.clock)
  const deadline = holdDeadline(offer, receivedAt)
  const { left } = useHoldLeft(deadline ?? 0, offer.hold?.clock ?? null, latest)
  const add = useBasketStore((state) => state.add)
  const sell = useExperienceSeller()
  const [addedKey, setAddedKey] = useState<string | null>(null)
  const inBasket = useBasketStore(
    (state) => addedKey !== null && state.lines.some((line) => line.key === addedKey),
  )
  if (price === null) return null
  const money = (amount: number) => netMoney(amount, price.currency, props.format.locale)
  // An offer without a hold has no priceId life the desk knows: it is taken as bookable until booking says no.
  const expired = deadline !== null && left <= 0
  const allotment = allotmentWords(price.allotment)
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <div>
          {money(price.price) !== PRICE_ON_REQUEST && price.totalPriceWithoutPromo > price.price && (
            <Text size="sm" c="dimmed" td="line-through">
              {money(sell(offer, pricedFor.party, price.totalPriceWithoutPromo, price.currency).sell)}
            </Text>
          )}
          <SellingPrice
            price={sell(offer, pricedFor.party, price.price, price.currency)}
            locale={props.format.locale}
            size="xl"
            testId="detail-total"
            align="flex-start"
          />
        </div>
        <OfferHoldBadge offer={offer} receivedAt={receivedAt} format={props.format} />
      </Group>
      <Group gap={4}>
        {price.promotions.map((promotion) => (
          <Badge key={promotion} variant="light" color="pink" size="sm">
            {promotion}
          </Badge>
        ))}
        <Badge variant="light" color={price.allotment ? 'teal' : 'yellow'} size="sm">
          {allotment.label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {allotment.explained}
      </Text>
      {expired ? (
        <Unbookable
          reason="The price is no longer held: price it again before adding it to the basket."
          action={{ label: 'Price again', busy: props.repricing, run: props.onReprice }}
        />
      ) : inBasket ? (
        <Alert color="teal" icon={<IconCheck size={16} />} role="status">
          Added to the basket.{' '}
          <Anchor component={Link} to="/experiences/basket" c={TEXT.link} fw={600}>
            Open the basket
          </Anchor>
        </Alert>
      ) : (
        <Button
          color={ACTION_COLOR}
          leftSection={<IconBasketPlus size={16} />}
          onClick={() =>
            setAddedKey(
              add({
                offer,
                startAt: pricedFor.startAt,
                endAt: pricedFor.endAt,
                party: pricedFor.party,
                receivedAt,
              }),
            )
          }
        >
          Add to basket
        </Button>
      )}
      <AddToProposalMenu
        build={() => experienceProposalItem(offer, pricedFor, sell, props.format.timeZone)}
      />
      <Divider my="xs" />
      <QuoteExport
        experienceId={props.experienceId}
        offer={offer}
        pricedFor={pricedFor}
        locale={props.serviceLocale}
        expired={expired}
      />
    </Stack>
  )
}

/**
 * The detail's offer for the search's party and dates: the price, its hold and "Add to basket"; or why there is
 * none, with the way to get one (price it, price it again).
 */
export function OfferPanel(props: {
  experienceId: string
  state: DetailOffer
  format: Format
  /** The service's language of texts (settings): the quote's language. */
  serviceLocale: string
  repricing: boolean
  repriceError: string | null
  onReprice(): void
}) {
  const { state } = props
  const subtitle =
    state.kind === 'offer' || state.kind === 'notPriced' || state.kind === 'noPrice'
      ? pricedForWords(state.pricedFor, props.format.locale)
      : null
  const reprice = { label: 'Price it for these dates', busy: props.repricing, run: props.onReprice }
  return (
    <SectionCard title="Price for the customer" testId="offer-panel">
      {subtitle !== null && (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      )}
      {state.kind === 'unpriceable' && (
        <Unbookable reason="Choose the dates and the party in the search to price this experience." />
      )}
      {state.kind === 'cached' && (
        <Unbookable reason="Offline: a price saved on this computer cannot be booked. Search again once the service is back." />
      )}
      {state.kind === 'notPriced' && (
        <Unbookable reason="Not priced for this party and these dates yet." action={reprice} />
      )}
      {state.kind === 'noPrice' && (
        <Unbookable
          reason="The supplier gives no price for this party and these dates (sold out, closed, or the party does not fit)."
          action={{ ...reprice, label: 'Ask again' }}
        />
      )}
      {state.kind === 'offer' && (
        <PricedOffer
          state={state}
          format={props.format}
          repricing={props.repricing}
          onReprice={props.onReprice}
          experienceId={props.experienceId}
          serviceLocale={props.serviceLocale}
        />
      )}
      {props.repriceError !== null && (
        <Alert color="red" role="alert">
          {props.repriceError}
        </Alert>
      )}
    </SectionCard>
  )
}
