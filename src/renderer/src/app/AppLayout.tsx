import {
  ActionIcon,
  AppShell,
  Badge,
  Group,
  NavLink,
  Title,
  Tooltip,
  useComputedColorScheme,
} from '@mantine/core'
import {
  IconBed,
  IconBuildingWarehouse,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconFileDescription,
  IconMap2,
  IconMoon,
  IconSettings,
  IconSun,
  IconUsers,
} from '@tabler/icons-react'
import { Fragment } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { PinnedViewsNav } from '../features/bookings/PinnedViewsNav'
import { useInventoryAccessStore } from '../features/inventory/inventory-access.store'
import { NotificationCentre } from '../features/notifications/NotificationCentre'
import { useSettingsStore } from '../stores/settings.store'
import { openItemsLabel } from '../features/worklist/worklist-view'
import { useDeskQuery } from '../bridge/desk-query'
import { ClientModeBadge, ClientModeSwitch } from './ClientMode'
import { CommandBox } from './CommandBox'
import { ConnectivityIndicator } from './ConnectivityIndicator'
import { KeyboardShortcuts } from './KeyboardShortcuts'
import { SyncIndicator } from './SyncIndicator'
import { SharingIndicator } from './SharingIndicator'
import { UpdateBanner } from '../features/settings/updates/UpdateBanner'

const SECTIONS = [
  { to: '/today', label: 'Today', icon: IconChecklist },
  { to: '/hotels', label: 'Hotels', icon: IconBed },
  { to: '/experiences', label: 'Experiences', icon: IconMap2 },
  { to: '/bookings', label: 'Bookings', icon: IconClipboardList },
  { to: '/customers', label: 'Customers', icon: IconUsers },
  { to: '/proposals', label: 'Proposals', icon: IconFileDescription },
  { to: '/reports', label: 'Reports', icon: IconChartBar },
  { to: '/inventory', label: 'Inventory', icon: IconBuildingWarehouse },
  { to: '/settings', label: 'Settings', icon: IconSettings },
] as const

export function AppLayout() {
  const computed = useComputedColorScheme('light')
  const update = useSettingsStore((state) => state.update)
  const next = computed === 'dark' ? 'light' : 'dark'
  const { pathname } = useLocation()
  const openItems = useDeskQuery('worklist.list', {}).data?.items.length ?? null
  // The inventory is a supplier's section: shown only for credentials of scope `dmc`.
  const supplier = useInventoryAccessStore((state) => state.access.scope === 'dmc')

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="xs">
            <Title order={1} size="h4">
              Agency Desk
            </Title>
            <ClientModeBadge />
          </Group>
          <Group gap="sm">
            <UpdateBanner />
            <ClientModeSwitch />
            <NotificationCentre />
            <SyncIndicator />
            <SharingIndicator />
            <ConnectivityIndicator />
            <Tooltip label={`Switch to ${next} theme`}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Switch to ${next} theme`}
                onClick={() => void update({ colorScheme: next })}
              >
                {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Sections">
        {SECTIONS.filter(({ to }) => to !== '/inventory' || supplier).map(({ to, label, icon: Icon }) => {
          const active = pathname === to || pathname.startsWith(`${to}/`)
          return (
            <Fragment key={to}>
              <NavLink
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={18} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                fw={active ? 600 : 400}
                rightSection={to === '/today' ? <WorklistCount count={openItems} /> : undefined}
                aria-label={
                  to === '/today' && openItems ? `${label}, ${openItemsLabel(openItems)}` : undefined
                }
              />
              {to === '/bookings' && <PinnedViewsNav />}
            </Fragment>
          )
        })}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <CommandBox />
      <KeyboardShortcuts />
    </AppShell>
  )
}

/**
 * The number of open worklist items beside "Today" (the link's aria-label says it in words); nothing while unknown
 * or when nothing needs the agent.
 */
function WorklistCount(props: { count: number | null }) {
  if (props.count === null || props.count === 0) return null
  return (
    <Badge
      size="sm"
      circle={props.count < 10}
      color="red.9"
      variant="filled"
      data-testid="worklist-count"
      data-count={props.count}
    >
      {props.count}
    </Badge>
  )
}
