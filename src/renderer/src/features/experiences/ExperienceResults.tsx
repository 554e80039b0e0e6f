import { Alert, Group, Loader, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle, IconWifiOff } from '@tabler/icons-react'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { counted } from '../../../../shared/i18n'
import type { ExperienceOffer } from '../../../../shared/ipc/experiences.contract'
import { ResultRows } from '../../ui/virtual'
import { ExperienceCard } from './ExperienceCard'
import { noPriceSentence, partyWords } from './experience-view'
import type { SearchView } from './experiences.store'
import { PER_PAGE } from './search-form'

/** A first guess of a card's height (title, facts, two lines of summary, tags; the price block when priced). */
const estimate = (offer: ExperienceOffer | undefined) => (offer?.price ? 200 : 170)

/**
 * The results of the search shown: a sentence when they carry no price (no dates, no party) or come from this
 * computer (offline, "as of"), then the cards, virtualized when many.
 */
export function ExperienceResults(props: {
  search: SearchView
  format: { locale: string; timeZone: string }
  /** Searches again (prices expired). */
  onReprice(): void
}) {
  const { search, format } = props
  if (search.status === 'idle') return null
  if (search.status === 'error')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title="The search did not go through"
        role="alert"
      >
        {search.error}
      </Alert>
    )
  const result = search.result
  const loading = search.status === 'loading'
  if (result === null)
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="sm" aria-label="Searching" />
        <Text size="sm">Searching the service…</Text>
      </Group>
    )
  const sentence = noPriceSentence(result.pricing)
  const party = search.input?.party ? partyWords(search.input.party) : ''
  const asOf = result.asOf === null ? null : formatInstantInZone(result.asOf, format)
  return (
    <Stack gap="sm" aria-busy={loading} aria-label="Search results" component="section">
      {result.pricing === 'cached' ? (
        <Alert
          color="orange"
          icon={<IconWifiOff size={18} />}
          title="Offline: results saved on this computer"
          data-testid="cached-banner"
        >
          {asOf === null ? 'These results were saved earlier' : `These results are as of ${asOf}`}: catalog
          data only, no price can be booked from them. {result.refreshError?.message ?? ''} Search again once
          the service is back.
        </Alert>
      ) : (
        sentence !== null && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="no-price-sentence">
            {sentence}
          </Alert>
        )
      )}
      <Group justify="space-between" mih={28} wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="results-count">
          {counted('experiencesFound', result.results.length)}
          {result.results.length >= PER_PAGE ? ' (the first ones: narrow the search to see others)' : ''}
          {result.pricing === 'priced' && party !== '' ? ` · priced for ${party}` : ''}
        </Text>
        {loading && <Loader size="sm" aria-label="Searching" />}
      </Group>
      {result.results.length === 0 ? (
        <Text size="sm">No experience matches this search.</Text>
      ) : (
        <ResultRows
          items={result.results}
          label="Experiences"
          keyOf={(offer) => offer.id}
          estimate={estimate}
          render={(offer) => (
            <ExperienceCard
              offer={offer}
              pricing={result.pricing}
              receivedAt={search.receivedAt}
              party={party}
              format={format}
              onReprice={props.onReprice}
              repricing={loading}
            />
          )}
        />
      )}
    </Stack>
  )
}
