import { Badge, Group, Image, Rating, Stack, Text } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { formatCoordinates, imageAlt, type CatalogInfo } from './catalog-view'
import { counted } from '../../../../shared/i18n'
import { formatAddress } from '../../../../shared/domain/address'

/** Catalog images shown in the strip: a few thumbnails keep the header small. */
const MAX_IMAGES = 6

/**
 * The rooms screen's header details from the local catalog: address, city and country, stars, styles and kinds,
 * a strip of its images and where it is. Says so plainly when the catalog has not synced the hotel yet.
 */
export function HotelDetails(props: { info: CatalogInfo | undefined; missing: boolean }) {
  const { info } = props
  if (info === undefined)
    return props.missing ? (
      <Text size="sm" c="dimmed" data-testid="hotel-details-missing">
        Address, photos and styles will show once the hotel catalog has synced this hotel.
      </Text>
    ) : null
  const coordinates = formatCoordinates(info.lat, info.lon)
  const images = info.images.slice(0, MAX_IMAGES)
  return (
    <Stack gap={6} data-testid="hotel-details">
      <Group gap="sm" wrap="wrap">
        <span role="img" aria-label={counted('star', info.stars)}>
          <Rating value={info.stars} readOnly size="sm" aria-hidden />
        </span>
        <Text size="sm">{formatAddress([info.address, info.city, info.country])}</Text>
      </Group>
      {coordinates !== null && (
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            Location {coordinates}
          </Text>
        </Group>
      )}
      {(info.styles.length > 0 || info.kinds.length > 0) && (
        <Group gap={6} role="list" aria-label="Styles and kinds">
          {info.kinds.map((kind) => (
            <Badge key={`kind-${kind.id}`} role="listitem" variant="default" tt="none">
              {kind.name}
            </Badge>
          ))}
          {info.styles.map((style) => (
            <Badge key={`style-${style.id}`} role="listitem" variant="light" color="grape" tt="none">
              {style.name}
            </Badge>
          ))}
        </Group>
      )}
      {images.length > 0 && (
        <Group gap="xs" role="list" aria-label={`Photos of ${info.name}`}>
          {images.map((image, index) => (
            <Image
              key={`${image.url}-${index}`}
              role="listitem"
              src={image.url}
              alt={imageAlt(image, info.name, index)}
              w={132}
              h={88}
              radius="sm"
              fit="cover"
              loading="lazy"
              style={{ flexShrink: 0 }}
            />
          ))}
        </Group>
      )}
    </Stack>
  )
}
