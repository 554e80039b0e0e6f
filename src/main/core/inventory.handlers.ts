import type { ChannelName, HandlersOf } from '../../shared/ipc'
import { MAX_IMAGE_BYTES } from '../../shared/domain/inventory'
import type { CoreContext } from './core-context'

type InventoryChannels = Extract<ChannelName, `inventory.${string}`>
type Guarded = Exclude<InventoryChannels, 'inventory.access'>

const DONE = { done: true } as const

/**
 * The supplier's inventory (issue 17). Every channel but `inventory.access` first checks that the active
 * credentials are a supplier's, so a tour operator's key is refused by main itself, even for a direct call.
 */
export function inventoryHandlers(ctx: CoreContext): HandlersOf<InventoryChannels> {
  const { guard, service } = ctx.inventory
  const handlers: HandlersOf<Guarded> = {
    'inventory.experiences': (input) => service.listExperiences(input),
    'inventory.experience': ({ experienceId, locale }) => service.getExperience(experienceId, locale),
    'inventory.createExperience': (input) => service.createExperience(input),
    'inventory.updateExperience': (input) => service.updateExperience(input),
    'inventory.checklist': async ({ experienceId }) => ({ items: await service.checklist(experienceId) }),
    'inventory.publish': ({ experienceId }) => service.publish(experienceId),
    'inventory.archive': async ({ experienceId }) => {
      await service.archive(experienceId)
      return DONE
    },
    'inventory.periods': ({ experienceId }) => service.periods(experienceId),
    'inventory.createPeriod': (input) => service.createPeriod(input),
    'inventory.updatePeriod': (input) => service.updatePeriod(input),
    'inventory.deletePeriod': async ({ experienceId, periodId }) => {
      await service.deletePeriod(experienceId, periodId)
      return DONE
    },
    'inventory.programDays': ({ experienceId, locale }) => service.programDays(experienceId, locale),
    'inventory.saveProgramDays': ({ experienceId, locale, days }) =>
      service.saveProgramDays(experienceId, locale, days),
    'inventory.extras': ({ experienceId }) => service.extras(experienceId),
    'inventory.addExtra': ({ experienceId, addOnId }) => service.addExtra(experienceId, addOnId),
    'inventory.removeExtra': async ({ experienceId, extraId }) => {
      await service.removeExtra(experienceId, extraId)
      return DONE
    },
    'inventory.images': ({ experienceId }) => service.images(experienceId),
    'inventory.addImage': async ({ file, ...input }) =>
      service.addImage({ ...input, bytes: await ctx.files.take(file, MAX_IMAGE_BYTES) }),
    'inventory.updateImage': (input) => service.updateImage(input),
    'inventory.removeImage': async ({ experienceId, imageId }) => {
      await service.removeImage(experienceId, imageId)
      return DONE
    },
    'inventory.promotions': ({ experienceId }) => service.promotions(experienceId),
    'inventory.promotion': ({ experienceId, promotionId }) => service.promotion(experienceId, promotionId),
  }
  const guarded = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      async (input: unknown) => {
        await guard.requireSupplier()
        return (handler as (input: unknown) => unknown)(input)
      },
    ]),
  ) as HandlersOf<Guarded>
  return { 'inventory.access': () => guard.access(), ...guarded }
}
