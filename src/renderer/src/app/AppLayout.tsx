import { ActionIcon, AppShell, Group, NavLink, Title, Tooltip, useComputedColorScheme } from '@mantine/core'
import {
  IconBed,
  IconBuildingWarehouse,
  IconClipboardList,
  IconMap2,
  IconMoon,
  IconSettings,
  IconSun,
} from '@tabler/icons-react'
import { Link, Outlet, useLocation } from 'react-router'
import { useSettingsStore } from '../features/settings/settings.store'
import { ConnectivityIndicator } from './ConnectivityIndicator'
import { SyncIndicator } from './SyncIndicator'

const SECTIONS = [
  { to: '/hotels', label: 'Hotels', icon: IconBed },
  { to: '/experiences', label: 'Experiences', icon: IconMap2 },
  { to: '/bookings', label: 'Bookings', icon: IconClipboardList },
  { to: '/inventory', label: 'Inventory', icon: IconBuildingWarehouse },
  { to: '/settings', label: 'Settings', icon: IconSettings },
] as const

export function AppLayout() {
  const computed = useComputedColorScheme('light')
  const update = useSettingsStore((state) => state.update)
  const next = computed === 'dark' ? 'light' : 'dark'
  const { pathname } = useLocation()

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="xs">
            <Title order={1} size="h4">
              Agency Desk
            </Title>
          </Group>
          <Group gap="sm">
            <SyncIndicator />
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
        {SECTIONS.map(({ to, label, icon: Icon }) => {
          const active = pathname === to || pathname.startsWith(`${to}/`)
          return (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={18} stroke={1.6} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              fw={active ? 600 : 400}
            />
          )
        })}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
