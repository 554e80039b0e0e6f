import type { HandlersOf } from '../../shared/ipc'
import { MAX_LOGO_BYTES } from '../../shared/ipc/vouchers.contract'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

type VoucherChannels =
  | 'agency.logo'
  | 'agency.setLogo'
  | 'agency.clearLogo'
  | 'vouchers.print'
  | 'vouchers.printArrivals'
  | 'vouchers.printDialog'

/** Vouchers from the cache as PDF, handed to the agent; the agency's logo they carry. */
export function vouchersHandlers(ctx: CoreContext): HandlersOf<VoucherChannels> {
  const { vouchers } = ctx
  return {
    'agency.logo': async () => ({ logo: await vouchers.logo() }),
    'agency.setLogo': async ({ file }) => ({
      logo: await vouchers.setLogo(await ctx.files.take(file, MAX_LOGO_BYTES)),
    }),
    'agency.clearLogo': async () => {
      await vouchers.clearLogo()
      return { logo: null }
    },
    'vouchers.print': async ({ bookingId }) => {
      const { bytes, fileName, source, ...counts } = await vouchers.print(bookingId)
      return { ...counts, document: await handOver(ctx, { fileName, bytes, source }) }
    },
    'vouchers.printDialog': (target) => vouchers.printDialog(target),
    'vouchers.printArrivals': async ({ date }) => {
      const { bytes, fileName, source, ...counts } = await vouchers.printArrivals(date)
      return { ...counts, document: await handOver(ctx, { fileName, bytes, source }) }
    },
  }
}
