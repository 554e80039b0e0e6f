import { Alert, Anchor, Badge, Grid, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconArrowLeft, IconWifiOff } from '@tabler/icons-react'
import { useEffect, useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { useDeskQuery } from '../../bridge/desk-query'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format/agent-format'
import { htmlToText, ServiceHtml } from '../../ui/html/ServiceHtml'
import { SectionCard } from '../../ui/SectionCard'
import { useSettingsStore } from '../../stores/settings.store'
import { DetailFacts, Extras, IncludedExcluded, Periods, ProgramDays } from './DetailSections'
import { detailOffer } from './detail-offer'
import { joinPresent, typeColor } from './experience-view'
import { ExperiencesHeader } from './ExperiencesScreen'
import { useExperiencesStore } from './experiences.store'
import { OfferPanel } from './OfferPanel'
import { useNetMoney, useShowsNet } from '../../ui/client-mode/client-mode'

const PICTURES_SHOWN = 6

/** "Lisbon, Portugal · by Iberia Local Experts"; "By Iberia Local Experts" for an experience placed nowhere yet. */
function placeAndSupplier(
  detail: { inCity: { title: string; country: { title: string } } } & {
    organizationName: string
  },
  /** False on the client screen: the supplier is not named. */
  showsNet: boolean,
): string {
  const place = joinPresent([detail.inCity.title, detail.inCity.country.title], ', ')
  if (!showsNet) return place
  return place === '' ? `By ${detail.organizationName}` : `${place} · by ${detail.organizationName}`
}

/**
 * /experiences/:id: everything an agent tells a customer about one experience (pictures, description, program,
 * periods, policy, extras), and its price for the search's party and dates, to add to the basket or quote.
 */
export function ExperienceDetailScreen() {
  const netMoney = useNetMoney()
  const showsNet = useShowsNet()
  const id = decodeURIComponent(useParams().id ?? '')
  const format = useAgentFormat()
  const serviceLocale = useSettingsStore((state) => state.settings?.locale ?? 'en')
  // Another language shows the detail read before until it is read again; another experience, nothing.
  const read = useDeskQuery(
    'experiences.detail',
    { id, locale: serviceLocale },
    { enabled: id !== '', keepPrevious: true },
  )
  const search = useExperiencesStore((state) => state.search)
  const quoted = useExperiencesStore((state) => state.quotes[id])
  const quoting = useExperiencesStore((state) => state.quoting === id)
  const quoteError = useExperiencesStore((state) => state.quoteError)
  const quote = useExperiencesStore((state) => state.quote)
  // A pricing refused for the experience shown before is not about this one.
  useEffect(() => useExperiencesStore.setState({ quoteError: null }), [id, serviceLocale])
  const result = read.data !== undefined && read.data.detail.id === id ? read.data : null
  const durationDays = result === null ? 1 : Number(result.detail.durationDays)
  const offerState = useMemo(
    () => detailOffer({ id, durationDays }, search, quoted),
    [id, durationDays, search, quoted],
  )

  const back = (
    <Anchor component={Link} to="/experiences" size="sm" c={TEXT.link}>
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        Back to the search
      </Group>
    </Anchor>
  )
  if (result === null)
    return (
      <Stack gap="md">
        {back}
        {read.error !== null ? (
          <Alert color="red" title="This experience could not be read" role="alert">
            {errorSentence(read.error, { fallback: 'The experience could not be read.' })}
          </Alert>
        ) : (
          <Group gap="xs">
            <Loader size="sm" aria-label="Reading the experience" />
            <Text size="sm">Reading the experience…</Text>
          </Group>
        )}
      </Stack>
    )

  const { detail } = result
  const pictures = [...detail.pictures].sort((a, b) => Number(b.isMainPicture) - Number(a.isMainPicture))
  const extraPrices = new Map(
    offerState.kind === 'offer' && offerState.offer.price
      ? offerState.offer.price.extras.map((extra) => [
          extra.id,
          netMoney(extra.price, extra.currency, format.locale),
        ])
      : [],
  )
  const reprice = () => {
    if (offerState.kind === 'unpriceable' || offerState.kind === 'cached') return
    void quote({
      experienceId: detail.id,
      ...(detail.inCity.id === '' ? {} : { cityId: detail.inCity.id }),
      name: detail.name,
      startAt: offerState.pricedFor.startAt,
      endAt: offerState.pricedFor.endAt,
      party: offerState.pricedFor.party,
      locale: serviceLocale,
    })
  }

  return (
    <Stack gap="md">
      <ExperiencesHeader title={detail.name} />
      {back}
      <Group gap="xs">
        <Badge variant="light" color={typeColor(detail.type)}>
          {detail.type}
        </Badge>
        <Text size="sm">{placeAndSupplier(detail, showsNet)}</Text>
      </Group>
      {result.source === 'cache' && (
        <Alert
          color="orange"
          icon={<IconWifiOff size={18} />}
          title="Offline: saved on this computer"
          data-testid="cached-detail"
        >
          {result.asOf === null
            ? 'This description was saved earlier.'
            : `This description is as of ${formatInstantInZone(result.asOf, format)}.`}{' '}
          Prices cannot be booked until the service is back.
        </Alert>
      )}
      {pictures.length > 0 && (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" aria-label="Pictures">
          {pictures.slice(0, PICTURES_SHOWN).map((picture) => (
            <Image
              key={picture.id}
              src={picture.imageUrl}
              alt={picture.displayName || `Picture of ${detail.name}`}
              h={160}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          ))}
        </SimpleGrid>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <SectionCard title="Description">
              {detail.summary && !htmlToText(detail.description).includes(htmlToText(detail.summary)) && (
                <Text size="sm" fw={500}>
                  {htmlToText(detail.summary)}
                </Text>
              )}
              <ServiceHtml html={detail.description} empty="No description from the supplier." />
            </SectionCard>
            {detail.highlights && (
              <SectionCard title="Highlights">
                <ServiceHtml html={detail.highlights} />
              </SectionCard>
            )}
            <DetailFacts detail={detail} />
            <IncludedExcluded detail={detail} />
            <ProgramDays days={detail.programDays} />
            <Periods detail={detail} locale={format.locale} />
            <SectionCard title="Cancellation policy">
              <Text size="sm">
                {htmlToText(detail.cancellationPolicies) ||
                  'The supplier states no cancellation policy: ask before booking.'}
              </Text>
            </SectionCard>
            <Extras detail={detail} prices={extraPrices} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OfferPanel
            experienceId={detail.id}
            state={offerState}
            format={format}
            serviceLocale={serviceLocale}
            repricing={quoting}
            repriceError={quoteError}
            onReprice={reprice}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
