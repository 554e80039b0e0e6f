import { Badge, Group, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Spotlight } from '@mantine/spotlight'
import {
  IconBed,
  IconBolt,
  IconClipboardList,
  IconFileDescription,
  IconMapPin,
  IconSearch,
  IconUser,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BOOKING_STATE_LABELS } from '../../../shared/domain/booking-states'
import type { FindHit } from '../../../shared/ipc/find.contract'
import { useDeskQuery } from '../bridge/desk-query'
import { useShowsNet } from '../ui/client-mode/client-mode'
import { matchingActions, type CommandAction } from './command-actions'

/** Keystrokes closer together than this are one query: main is asked once the agent pauses. */
const TYPING_PAUSE_MS = 120

/** Brings a settings section's heading into view once its page has rendered. */
function scrollToHeading(heading: string): void {
  window.requestAnimationFrame(() => {
    const found = [...document.querySelectorAll('h3')].find(
      (element) => element.textContent?.trim() === heading,
    )
    found?.scrollIntoView({ block: 'start' })
  })
}

function hitRoute(hit: FindHit): string {
  if (hit.kind === 'booking') return `/bookings/${encodeURIComponent(hit.id)}`
  if (hit.kind === 'hotel') return `/hotels/${encodeURIComponent(hit.id)}`
  if (hit.kind === 'customer') return `/customers/${encodeURIComponent(hit.id)}`
  if (hit.kind === 'proposal') return `/proposals/${encodeURIComponent(hit.id)}`
  return '/hotels'
}

/**
 * Ctrl+K (Cmd+K): the one box. Bookings by any reference or name, hotels and places from the local cache (main's
 * `find.search`, offline too), then the actions matching what is typed.
 */
export function CommandBox() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [text] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS)
  const found = useDeskQuery(
    'find.search',
    { text: text === '' ? ' ' : text },
    { enabled: text !== '', keepPrevious: true },
  )
  const hits = text === '' ? [] : (found.data?.hits ?? [])
  const actions = matchingActions(query)

  const go = (route: string, heading?: string): void => {
    void navigate(route)
    if (heading !== undefined) scrollToHeading(heading)
  }

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      tagsToIgnore={[]}
      scrollable
      maxHeight={480}
      // The dialog has no visible title: its name comes from here.
      attributes={{ content: { 'aria-label': 'Find anything' } }}
      // The chosen row in the darkest teal (white text at 4.5:1), its small print at full strength.
      styles={{
        content: { '--mantine-primary-color-filled': 'var(--mantine-color-teal-9)' },
        actionDescription: { opacity: 1 },
      }}
    >
      <Spotlight.Search
        placeholder="Reference, confirmation number, customer, hotel, city or action"
        aria-label="Find anything"
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList aria-label="Found">
        {hits.map((hit) => (
          <Spotlight.Action
            key={`${hit.kind}:${hit.id}`}
            data-testid={`find-hit-${hit.kind}`}
            data-id={hit.id}
            onClick={() => go(hitRoute(hit))}
            leftSection={<HitIcon hit={hit} />}
          >
            <HitText hit={hit} />
          </Spotlight.Action>
        ))}
        {actions.map((action: CommandAction) => (
          <Spotlight.Action
            key={action.id}
            data-testid="find-action"
            label={action.label}
            description={action.description}
            leftSection={<IconBolt size={18} aria-hidden />}
            onClick={() => go(action.route, action.heading)}
          />
        ))}
        {hits.length === 0 && actions.length === 0 && (
          <Spotlight.Empty>
            {found.isFetching ? 'Looking…' : 'Nothing found in this computer’s data'}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  )
}

function HitIcon(props: { hit: FindHit }) {
  if (props.hit.kind === 'booking') return <IconClipboardList size={18} aria-hidden />
  if (props.hit.kind === 'hotel') return <IconBed size={18} aria-hidden />
  if (props.hit.kind === 'customer') return <IconUser size={18} aria-hidden />
  if (props.hit.kind === 'proposal') return <IconFileDescription size={18} aria-hidden />
  return <IconMapPin size={18} aria-hidden />
}

function HitText(props: { hit: FindHit }) {
  const { hit } = props
  // The words of an internal note that matched: the agency's only, never on the client screen.
  const showsNet = useShowsNet()
  const note = hit.kind === 'booking' && showsNet ? hit.matchedNote : null
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {hit.title}
        </Text>
        {hit.kind === 'booking' && (
          <>
            <Text size="xs" c="inherit">
              {hit.id}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {BOOKING_STATE_LABELS[hit.state]}
            </Badge>
          </>
        )}
        {hit.kind !== 'booking' && (
          <Badge size="xs" variant="light" color="gray">
            {hit.kind}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="inherit" truncate>
        {hit.kind === 'booking' && hit.matchedReference !== null ? `${hit.matchedReference} · ` : ''}
        {hit.detail ?? ''}
      </Text>
      {note !== null && (
        <Text size="xs" c="inherit" truncate data-testid="find-matched-note">
          Note: {note}
        </Text>
      )}
    </div>
  )
}
