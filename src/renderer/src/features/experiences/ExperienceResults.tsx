import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle, IconWifiOff } from '@tabler/icons-react'
import { memo, useCallback, useMemo } from 'react'
import { daysBetween, formatInstantInZone } from '../../../../shared/domain/dates'
import { counted } from '../../../../shared/i18n'
import type { ExperienceOffer } from '../../../../shared/ipc/experiences.contract'
import { ResultRows } from '../../ui/virtual'
import { ExperienceCard, type OfferSeller } from './ExperienceCard'
import { experienceProposalItem } from './experience-proposal-item'
import { useExperienceSeller } from './use-experience-pricing'
import { noPriceSentence, partyWords } from './experience-view'
import { useExperiencesStore, type SearchView } from './experiences.store'
import { mayHaveMore, orderForDisplay, resultsCountWords, unpricedCount } from './result-order'
import { PER_PAGE } from './search-form'

/** A first guess of a card's height (title, facts, two lines of summary, tags; the price block when priced). */
const estimate = (offer: ExperienceOffer | undefined) => (offer?.price ? 200 : 170)

/**
 * The results as the store holds them. Only this part of the screen follows the search (not the form), and the
 * cards get the same callbacks every time, so a new answer redraws the list and nothing else.
 */
export const SearchResults = memo(function SearchResults(props: {
  format: { locale: string; timeZone: string }
}) {
  const search = useExperiencesStore((state) => state.search)
  const run = useExperiencesStore((state) => state.run)
  const more = useExperiencesStore((state) => state.more)
  const onReprice = useCallback(() => {
    const input = useExperiencesStore.getState().search.input
    if (input !== null) void run({ ...input, page: 1 })
  }, [run])
  const onMore = useCallback(() => void more(), [more])
  return <ExperienceResults search={search} format={props.format} onReprice={onReprice} onMore={onMore} />
})

/**
 * The results of the search shown: a sentence when they carry no price (no dates, no party) or come from this
 * computer (offline, "as of"), then the cards (with dates and a party in "Most relevant" order, the bookable ones
 * first: result-order.ts), virtualized when many.
 */
export function ExperienceResults(props: {
  search: SearchView
  format: { locale: string; timeZone: string }
  /** Searches again (prices expired). */
  onReprice(): void
  /** Asks the next page. */
  onMore(): void
}) {
  const { search, format } = props
  const shown = search.result?.results
  const sort = search.input?.sort
  const ordered = useMemo(() => (shown === undefined ? [] : orderForDisplay(shown, sort)), [shown, sort])
  const seller = useExperienceSeller()
  const searchedParty = search.input?.party
  // One function for every card while the rules and the party stay: the memoized cards are not redrawn.
  const sell = useMemo<OfferSeller>(
    () => (offer, net, currency) =>
      seller(offer, searchedParty ?? { adults: 0, childrenBirthdates: [] }, net, currency),
    [seller, searchedParty],
  )
  const searchedStart = search.input?.startAt
  const searchedEnd = search.input?.endAt
  // "Add to proposal" builds the item from the card's offer and the search's dates and party (stable for memo).
  const toProposalItem = useMemo(
    () =>
      searchedStart === undefined || searchedParty === undefined
        ? undefined
        : (offer: ExperienceOffer) =>
            experienceProposalItem(
              offer,
              { startAt: searchedStart, endAt: searchedEnd ?? searchedStart, party: searchedParty },
              seller,
              format.timeZone,
            ),
    [seller, searchedParty, searchedStart, searchedEnd, format.timeZone],
  )
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
  const start = search.input?.startAt
  const searchedDays = start === undefined ? 1 : daysBetween(start, search.input?.endAt ?? start) + 1
  const hasMore = mayHaveMore(result.results.length, search.input?.page)
  const unpriced = result.pricing === 'priced' ? unpricedCount(result.results) : 0
  const asOf = result.asOf === null ? null : formatInstantInZone(result.asOf, format)
  return (
    <Stack
      gap="sm"
      aria-busy={loading}
      aria-label="Search results"
      component="section"
      data-dates={start === undefined ? '' : `${start}/${search.input?.endAt ?? start}`}
      data-text={search.input?.text ?? ''}
    >
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
          {resultsCountWords(result.results.length, hasMore)}
          {result.pricing === 'priced' && party !== '' ? ` · priced for ${party}` : ''}
          {unpriced > 0 ? ` · ${counted('notBookableForDates', unpriced)}` : ''}
        </Text>
        {loading && <Loader size="sm" aria-label="Searching" />}
      </Group>
      {result.results.length === 0 ? (
        <Text size="sm">No experience matches this search.</Text>
      ) : (
        <ResultRows
          items={ordered}
          label="Experiences"
          keyOf={(offer) => offer.id}
          estimate={estimate}
          render={(offer) => (
            <ExperienceCard
              offer={offer}
              pricing={result.pricing}
              sell={sell}
              receivedAt={search.receivedAt}
              party={party}
              searchedDays={searchedDays}
              format={format}
              onReprice={props.onReprice}
              repricing={loading}
              toProposalItem={toProposalItem}
            />
          )}
        />
      )}
      {hasMore && (
        <Group justify="center">
          <Button
            variant="default"
            loading={search.loadingMore === true}
            disabled={loading}
            onClick={props.onMore}
          >
            {counted('showMoreExperiences', PER_PAGE)}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
