import { Badge, NavLink } from '@mantine/core'
import { IconBookmark } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { useDeskQuery } from '../../bridge/desk-query'
import { useAgentFormat } from '../../ui/format'
import { bookingsCount } from './bookings-list-view'
import { VIEW_PARAM, viewSearch } from './saved-views-view'

/**
 * The pinned saved views under "Bookings" in the navigation, each with how many cached bookings it matches; a click
 * opens the list with the view applied.
 */
export function PinnedViewsNav() {
  const { locale } = useAgentFormat()
  const pinned = useDeskQuery('views.list', {}).data?.filter((view) => view.pinned) ?? []
  const counts = useDeskQuery('views.pinnedCounts', {}, { enabled: pinned.length > 0 }).data ?? []
  const location = useLocation()
  if (pinned.length === 0) return null
  const openId =
    location.pathname === '/bookings' ? new URLSearchParams(location.search).get(VIEW_PARAM) : null
  return (
    <>
      {pinned.map((view) => {
        const count = counts.find((entry) => entry.id === view.id)?.count ?? null
        const active = openId === view.id
        return (
          <NavLink
            key={view.id}
            component={Link}
            to={`/bookings?${viewSearch(view)}`}
            label={view.name}
            pl="lg"
            leftSection={<IconBookmark size={16} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            aria-label={count === null ? view.name : `${view.name}, ${bookingsCount(count, locale)}`}
            data-testid="pinned-view"
            rightSection={
              count === null ? undefined : (
                <Badge size="sm" variant="light" data-count={count}>
                  {count}
                </Badge>
              )
            }
          />
        )
      })}
    </>
  )
}
