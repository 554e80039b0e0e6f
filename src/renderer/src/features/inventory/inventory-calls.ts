import type { ChannelInput, ChannelName, ChannelOutput } from '../../../../shared/ipc'
import { bridge } from '../../bridge'

type InventoryChannel = Extract<ChannelName, `inventory.${string}`>

/**
 * The inventory's calls to main, for its panels: only the `inventory.*` channels. Each panel holds what it shows
 * itself (one experience's periods, days, images): nothing here outlives the screen but the drafts store.
 */
export function callInventory<N extends InventoryChannel>(
  name: N,
  ...input: undefined extends ChannelInput<N> ? [ChannelInput<N>?] : [ChannelInput<N>]
): Promise<ChannelOutput<N>> {
  return (bridge.invoke as (name: N, input?: ChannelInput<N>) => Promise<ChannelOutput<N>>)(name, input[0])
}
