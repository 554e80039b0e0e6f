import { Anchor, Badge, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { memo, useMemo } from 'react'
import { Link } from 'react-router'
import type { ExperienceOffer, PricingState } from '../../../../shared/ipc/experiences.contract'
import type { ProposalItemInput } from '../../../../shared/ipc/proposals.contract'
import { AddToProposalMenu } from '../../ui/proposals/AddToProposalMenu'
import { counted } from '../../../../shared/i18n'
import { htmlToText } from '../../ui/html/ServiceHtml'
import { allotmentWords, durationWords, joinPresent, PRICING_TYPE_WORDS, typeColor } from './experience-view'
import { OfferHoldBadge } from './OfferHoldBadge'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { formatMoney } from '../../../../shared/domain/money'
import type { SellingPrice as Price } from '../../../../shared/domain/markup'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { RESULT_ITEM } from '../../ui/keys/result-focus'

const THUMB = { w: 128, h: 96 }
const MAX_TAGS = 5

/** An offer's net price as the agency sells it to the searched party (ExperienceResults prices with its rules). */
export type OfferSeller = (offer: ExperienceOffer, net: number, currency: string) => Price

/**
 * The price part of a card: the party's total in selling terms (the net under it for the agent), the selling price
 * before promotions, promotions, spots and the hold.
 */
function OfferPrice(props: {
  offer: ExperienceOffer
  sell: OfferSeller
  receivedAt: number
  party: string
  /** Days from the search's start to its end (the service prices experiences of that length). */
  searchedDays: number
  format: { locale: string; timeZone: string }
  onReprice(): void
  repricing: boolean
  toProposalItem?: ((offer: ExperienceOffer) => ProposalItemInput | null) | undefined
}) {
  const showsNet = useShowsNet()
  const price = props.offer.price
  if (price === null) {
    const days = Math.max(1, props.offer.durationDays)
    return (
      <Text size="sm" c="dimmed" maw={240} ta="right" data-testid="no-offer">
        {days !== props.searchedDays
          ? `Lasts ${counted('day', days)}: priced for dates of that length only. Open it to price it from the start date.`
          : 'No price for this party and these dates.'}
      </Text>
    )
  }
  const selling = props.sell(props.offer, price.price, price.currency)
  // The price before promotions, sold with the same rule: a struck-through net beside a selling total would mislead
  // the agent. Without a rule that figure is the net, which the client screen does not show (as SellingPrice).
  const withoutPromo =
    (showsNet || selling.ruleId !== null) && price.totalPriceWithoutPromo > price.price
      ? formatMoney(
          props.sell(props.offer, price.totalPriceWithoutPromo, price.currency).sell,
          price.currency,
          props.format.locale,
        )
      : null
  const allotment = allotmentWords(price.allotment)
  return (
    <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }} data-testid="offer-price">
      {withoutPromo !== null && (
        <Text size="sm" c="dimmed" td="line-through" aria-label={`Without promotion ${withoutPromo}`}>
          {withoutPromo}
        </Text>
      )}
      <SellingPrice price={selling} locale={props.format.locale} size="xl" testId="offer-total" />
      <Text size="xs" c="dimmed">
        Total for {props.party}
      </Text>
      <Group gap={4} justify="flex-end">
        {price.promotions.map((promotion) => (
          <Badge key={promotion} variant="light" color="pink" size="sm">
            {promotion}
          </Badge>
        ))}
        <Badge
          variant="light"
          color={price.allotment ? 'teal' : 'yellow'}
          size="sm"
          title={allotment.explained}
        >
          {allotment.label}
        </Badge>
      </Group>
      <OfferHoldBadge
        offer={props.offer}
        receivedAt={props.receivedAt}
        format={props.format}
        onReprice={props.onReprice}
        repricing={props.repricing}
      />
      {props.toProposalItem !== undefined && (
        <AddToProposalMenu
          size="xs"
          label={`Add ${props.offer.name} to proposal`}
          build={() => props.toProposalItem?.(props.offer) ?? null}
        />
      )}
    </Stack>
  )
}

/**
 * One experience of the results: picture, name, type, city, duration, supplier, summary and tags; with the search's
 * dates and party, its priced offer (catalog data only otherwise, the list says why).
 */
export const ExperienceCard = memo(function ExperienceCard(props: {
  offer: ExperienceOffer
  pricing: PricingState
  sell: OfferSeller
  receivedAt: number
  party: string
  searchedDays: number
  format: { locale: string; timeZone: string }
  onReprice(): void
  repricing: boolean
  /** Builds the card's offer as a proposal item ("Add to proposal"); absent without the search's dates and party. */
  toProposalItem?: ((offer: ExperienceOffer) => ProposalItemInput | null) | undefined
}) {
  const { offer } = props
  const showsNet = useShowsNet()
  // Parsing the service's HTML is the card's dearest step: not again when only the search's status changes.
  const summary = useMemo(() => htmlToText(offer.summary), [offer.summary])
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      tabIndex={-1}
      {...RESULT_ITEM}
      aria-label={offer.name}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        {/* A fixed box, so that a picture arriving late never changes the row's height under a virtualized list. */}
        <Box w={THUMB.w} h={THUMB.h} style={{ flexShrink: 0 }}>
          {offer.imageUrl && (
            <Image
              src={offer.imageUrl}
              alt={`Picture of ${offer.name}`}
              w={THUMB.w}
              h={THUMB.h}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="sm" wrap="nowrap">
            <Title order={3} size="h4">
              <Anchor component={Link} to={`/experiences/${encodeURIComponent(offer.id)}`} c="inherit">
                {offer.name}
              </Anchor>
            </Title>
            <Badge variant="light" color={typeColor(offer.experienceType)} style={{ flexShrink: 0 }}>
              {offer.experienceType}
            </Badge>
          </Group>
          <Group gap={6} wrap="wrap">
            <IconMapPin size={14} aria-hidden />
            {offer.inCity.title.trim() !== '' && <Text size="sm">{offer.inCity.title} ·</Text>}
            <Text size="sm" c="dimmed">
              {joinPresent([
                durationWords(offer.durationDays, offer.durationHours, offer.durationMinutes),
                showsNet ? `by ${offer.organizationName}` : null,
                PRICING_TYPE_WORDS[offer.pricingType].label,
              ])}
            </Text>
          </Group>
          {summary !== '' && (
            <Text size="sm" lineClamp={2}>
              {summary}
            </Text>
          )}
          {offer.tags.length > 0 && (
            <Group gap={4} mt={2}>
              {offer.tags.slice(0, MAX_TAGS).map((tag) => (
                <Badge key={tag} variant="default" size="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        {props.pricing === 'priced' && (
          <OfferPrice
            offer={offer}
            sell={props.sell}
            receivedAt={props.receivedAt}
            party={props.party}
            searchedDays={props.searchedDays}
            format={props.format}
            onReprice={props.onReprice}
            repricing={props.repricing}
            toProposalItem={props.toProposalItem}
          />
        )}
      </Group>
    </Card>
  )
})
