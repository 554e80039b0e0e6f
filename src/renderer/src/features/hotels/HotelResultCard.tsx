import { Badge, Box, Button, Card, Group, Image, Rating, Stack, Table, Text, Title } from '@mantine/core'
import { IconBolt, IconClock } from '@tabler/icons-react'
import { memo } from 'react'
import { Link } from 'react-router'
import type { HotelAvailabilityItem, RequestedRoom } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import type { HotelProductFacts, PricedProduct } from '../../../../shared/domain/markup'
import type { ProductPricer } from '../../stores/use-pricer'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import type { CatalogInfo } from './catalog-view'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { boardSummary } from '../../ui/rates/rate-view'
import { counted } from '../../../../shared/i18n'
import { formatAddress } from '../../../../shared/domain/address'
import { RESULT_ITEM } from '../../ui/keys/result-focus'
import { CardAddToProposal } from './CardAddToProposal'

export function AvailabilityBadge(props: { instant: boolean }) {
  return props.instant ? (
    <Badge color="teal" variant="light" leftSection={<IconBolt size={12} />}>
      Instant confirmation
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" leftSection={<IconClock size={12} />}>
      On request
    </Badge>
  )
}

const THUMB = { w: 112, h: 84 }

/** One hotel of the results: name, stars, address, badges, headline price and its room previews. */
export const HotelResultCard = memo(function HotelResultCard(props: {
  hotel: HotelAvailabilityItem
  catalog: CatalogInfo | undefined
  stay: StayDates & { rooms: readonly RequestedRoom[] }
  party: string
  locale: string
  pricer: ProductPricer
  /** The searched stay's products (hotelProductsFor): nights and persons counted once for the page. */
  productOf(facts: HotelProductFacts): PricedProduct
}) {
  const { hotel, catalog, locale, pricer } = props
  const product = (supplierCode: string | null): PricedProduct =>
    props.productOf({
      hotelId: hotel.id,
      supplierCode,
      cityId: catalog?.cityId,
      countryId: catalog?.countryId,
      stars: catalog?.stars,
    })
  const showsNet = useShowsNet()
  const photo = catalog?.images[0]
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      tabIndex={-1}
      {...RESULT_ITEM}
      aria-label={hotel.name}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        {/* A fixed box, so that a photo arriving late never changes the row's height under a virtualized list. */}
        <Box w={THUMB.w} h={THUMB.h} style={{ flexShrink: 0 }}>
          {photo && (
            <Image
              src={photo.url}
              alt={photo.name === '' ? `Photo of ${hotel.name}` : photo.name}
              w={THUMB.w}
              h={THUMB.h}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="sm">
            <Title order={3} size="h4">
              {hotel.name}
            </Title>
            {catalog && (
              <span role="img" aria-label={`${catalog.stars} stars`}>
                <Rating value={catalog.stars} readOnly size="xs" aria-hidden />
              </span>
            )}
          </Group>
          {catalog && (
            <Text size="sm" c="dimmed">
              {formatAddress([catalog.address, catalog.city, catalog.country])}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <AvailabilityBadge instant={hotel.instantAvailability} />
            {hotel.minimumStay > 1 && (
              // `default`: the body's text colour in both themes (the outline gray is below 4.5:1 on white).
              <Badge variant="default">{counted('minimumStay', hotel.minimumStay)}</Badge>
            )}
            {hotel.promotions.length > 0 && (
              <Badge variant="light" color="pink">
                {counted('promotion', hotel.promotions.length)}
              </Badge>
            )}
          </Group>
          {hotel.promotions.length > 0 && (
            <Text size="xs" c={TEXT.promo}>
              {[...new Set(hotel.promotions.map((promotion) => promotion.name))].join(' · ')}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          {hotel.price === null ? (
            <Text fw={600} c="dimmed">
              Nothing bookable for this party
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                From, whole stay
              </Text>
              {/* The "from" price has no supplier of its own: a supplier's rule prices the rooms below. */}
              <SellingPrice
                price={pricer.price(product(null), hotel.price, hotel.currency)}
                locale={locale}
                size="xl"
                testId="hotel-price"
              />
              <Text size="xs" c="dimmed">
                {props.party}
              </Text>
            </>
          )}
          <Button
            component={Link}
            to={`/hotels/${encodeURIComponent(hotel.id)}`}
            variant="filled"
            color={ACTION_COLOR}
            size="xs"
            mt={6}
            aria-label={`See rooms of ${hotel.name}`}
            // Tabbing scrolls the card into view clear of the app's fixed header.
            style={{ scrollMarginTop: 72, scrollMarginBottom: 12 }}
          >
            See rooms
          </Button>
          {hotel.price !== null && (
            <CardAddToProposal hotelId={hotel.id} hotelName={hotel.name} stay={props.stay} locale={locale} />
          )}
        </Stack>
      </Group>
      {hotel.rooms.length > 0 && (
        <Table mt="sm" verticalSpacing={4} fz="sm" aria-label={`Room previews of ${hotel.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Room</Table.Th>
              <Table.Th>Board</Table.Th>
              {showsNet && <Table.Th>Supplier</Table.Th>}
              <Table.Th ta="right">Price per room</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hotel.rooms.map((room) => (
              <Table.Tr key={`${room.supplier.code}-${room.id}`}>
                <Table.Td>{room.name}</Table.Td>
                <Table.Td>{boardSummary(room.mealPlans, props.stay, locale)}</Table.Td>
                {showsNet && <Table.Td c="dimmed">{room.supplier.name}</Table.Td>}
                <Table.Td ta="right">
                  <SellingPrice
                    price={pricer.price(product(room.supplier.code), room.price, hotel.currency)}
                    locale={locale}
                    testId="room-preview-price"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  )
})
