import { Alert, Loader, Stack } from '@mantine/core'
import { IconCloudOff, IconLock } from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import { useConnectivityStore } from '../../stores/connectivity.store'
import { useInventoryAccessStore } from './inventory-access.store'

/** The inventory for a supplier's credentials; a plain explanation for anyone else (main refuses them anyway). */
export function SupplierOnly(props: { children: ReactNode }) {
  const access = useInventoryAccessStore((state) => state.access)
  const load = useInventoryAccessStore((state) => state.load)
  useEffect(() => {
    if (access.scope === 'unknown') void load()
  }, [access.scope, load])
  if (access.scope === 'dmc') return <>{props.children}</>
  if (access.scope === 'to')
    return (
      <Alert color="gray" icon={<IconLock size={18} />} title="The inventory is for suppliers">
        {access.message}
      </Alert>
    )
  return (
    <Stack align="flex-start">
      <Loader size="sm" aria-label="Asking the service who these credentials are" />
      {access.message && <Alert color="yellow">{access.message}</Alert>}
    </Stack>
  )
}

/** Editing needs the service: said at once when it cannot be reached (nothing is queued). */
export function OfflineNotice() {
  const offline = useConnectivityStore((state) => state.status?.state === 'offline')
  if (!offline) return null
  return (
    <Alert color="orange" icon={<IconCloudOff size={18} />} title="Editing needs the service" role="status">
      The service cannot be reached. Changes cannot be saved until it is back, and nothing is queued: what you
      type stays in the form.
    </Alert>
  )
}

export const useOffline = (): boolean => useConnectivityStore((state) => state.status?.state === 'offline')
