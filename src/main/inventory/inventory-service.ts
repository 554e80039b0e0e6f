import { Buffer } from 'node:buffer'
import type { ExperienceV3, ProgramDayV3 } from '../../shared/api/experiences-v3'
import {
  extraLinkProblem,
  imageFileProblem,
  missingRequired,
  imageTypeOf,
  programDayPlan,
  publishChecklist,
  type ChecklistItem,
} from '../../shared/domain/inventory'
import { DeskError, type ParsedInput } from '../../shared/ipc'
import type { ProgramDayInput } from '../../shared/ipc/inventory.contract'
import type { ApiClient } from '../api/client'
import { createExperienceCreator } from './experience-create'
import { inventoryError, OFFLINE_EDIT, type InventoryWhat } from './inventory-errors'

export interface InventoryServiceDeps {
  api: ApiClient
  /** False while the connectivity monitor knows the service is unreachable: writes are refused, never queued. */
  isOnline(): boolean
}

const ALL = { perPage: 1000 } as const

/**
 * The supplier's inventory on the service (v3 management endpoints). Every call goes to the service: nothing is
 * cached and nothing is queued, because an edit must be checked by the service while the supplier looks at it.
 */
export function createInventoryService(deps: InventoryServiceDeps) {
  const { api } = deps
  const inv = api.inventory
  const read = async <T>(what: InventoryWhat, call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw inventoryError(error, what)
    }
  }
  const write = async <T>(what: InventoryWhat, call: () => Promise<T>): Promise<T> => {
    if (!deps.isOnline()) throw new DeskError('OFFLINE', OFFLINE_EDIT, { field: null })
    return read(what, call)
  }
  const create = createExperienceCreator(api)

  async function checklist(experienceId: string): Promise<ChecklistItem[]> {
    const [english, periods] = await Promise.all([
      read('experience', () => inv.experiences.get(experienceId, { locale: 'en' })),
      read('experience', () => inv.periods.list(experienceId, ALL)),
    ])
    // Texts are per language: judge the listing in English, or in its first language when it has no English copy.
    const first = english.translations[0]
    const experience =
      english.translations.includes('en') || first === undefined
        ? english
        : await read('experience', () => inv.experiences.get(experienceId, { locale: first }))
    return publishChecklist({
      type: experience.type,
      name: experience.name,
      summary: experience.summary,
      description: experience.description,
      imagesCount: experience.imagesCount,
      programsCount: experience.programsCount,
      periods: periods.data.map((period) => ({
        state: period.state,
        endAt: period.endAt,
        priced: period.price !== null || period.adultPrices.length > 0,
      })),
      today: api.serviceNow().toISOString().slice(0, 10),
    })
  }

  return {
    async listExperiences(input: ParsedInput<'inventory.experiences'>) {
      const page = await read('experience', () =>
        inv.experiences.list({
          perPage: 1000,
          sort: input.sort,
          ...(input.search ? { search: input.search } : {}),
          states: input.includeArchived
            ? ['in_progress', 'available', 'archived']
            : ['in_progress', 'available'],
        }),
      )
      return { items: page.data, total: page.meta.total }
    },
    getExperience: (id: string, locale: string) =>
      read('experience', () => inv.experiences.get(id, { locale })),
    // No gate on the monitor here: a create always reads the service first (its list, or the lost try's read-back).
    createExperience: (input: ParsedInput<'inventory.createExperience'>) => create(input),
    updateExperience: (input: ParsedInput<'inventory.updateExperience'>) =>
      write('experience', () =>
        inv.experiences.update(input.experienceId, input.patch, { locale: input.locale }),
      ),
    checklist,
    async publish(experienceId: string): Promise<ExperienceV3> {
      const missing = missingRequired(await checklist(experienceId))
      if (missing.length > 0)
        throw new DeskError(
          'CONFLICT',
          `Not published yet: it still needs ${missing.map((item) => item.label.toLowerCase()).join(', ')}.`,
          { field: null, missing: missing.map((item) => item.key) },
        )
      return write('experience', () => inv.experiences.update(experienceId, { state: 'available' }))
    },
    archive: (experienceId: string) => write('experience', () => inv.experiences.archive(experienceId)),
    periods: (experienceId: string) =>
      read('period', () => inv.periods.list(experienceId, ALL)).then((p) => p.data),
    createPeriod: (input: ParsedInput<'inventory.createPeriod'>) =>
      write('period', () => inv.periods.create(input.experienceId, input.period)),
    updatePeriod: (input: ParsedInput<'inventory.updatePeriod'>) =>
      write('period', () => inv.periods.update(input.experienceId, input.periodId, input.patch)),
    deletePeriod: (experienceId: string, periodId: string) =>
      write('period', () => inv.periods.remove(experienceId, periodId)),
    programDays: (experienceId: string, locale: string) =>
      read('program', () => inv.programs.list(experienceId, { ...ALL, locale })).then((p) => p.data),
    async saveProgramDays(
      experienceId: string,
      locale: string,
      days: ProgramDayInput[],
    ): Promise<ProgramDayV3[]> {
      const stored = await read('program', () => inv.programs.list(experienceId, { ...ALL, locale }))
      // Sequential on purpose: each call renumbers what the next one addresses.
      for (const operation of programDayPlan(stored.data, days)) {
        if (operation.kind === 'put')
          await write('program', () =>
            inv.programs.replace(experienceId, operation.id, operation.content, { locale }),
          )
        else if (operation.kind === 'post')
          await write('program', () => inv.programs.create(experienceId, operation.content, { locale }))
        else await write('program', () => inv.programs.remove(experienceId, operation.id))
      }
      return read('program', () => inv.programs.list(experienceId, { ...ALL, locale })).then((p) => p.data)
    },
    extras: (experienceId: string) =>
      read('extra', () => inv.extras.list(experienceId, ALL)).then((p) => p.data),
    async addExtra(experienceId: string, addOnId: string) {
      const linked = addOnId === experienceId ? [] : await this.extras(experienceId)
      const problem = extraLinkProblem(
        experienceId,
        addOnId,
        linked.map((link) => link.experienceId),
      )
      if (problem !== null) throw new DeskError('INVALID_INPUT', problem, { field: 'addOnId' })
      return write('extra', () => inv.extras.add(experienceId, addOnId))
    },
    removeExtra: (experienceId: string, extraId: string) =>
      write('extra', () => inv.extras.remove(experienceId, extraId)),
    images: (experienceId: string) =>
      read('image', () => inv.images.list(experienceId, ALL)).then((p) => p.data),
    /** The image's bytes as main read them (core/file-intake.ts); the service takes them as a data URI. */
    addImage(input: Omit<ParsedInput<'inventory.addImage'>, 'file'> & { bytes: Uint8Array }) {
      const problem = imageFileProblem(input.bytes)
      if (problem !== null) throw new DeskError('INVALID_INPUT', problem, { field: 'file' })
      const data = `data:${imageTypeOf(input.bytes) ?? ''};base64,${Buffer.from(input.bytes).toString('base64')}`
      return write('image', () =>
        inv.images.add(input.experienceId, {
          name: input.name,
          data,
          ...(input.primary === undefined ? {} : { primary: input.primary }),
        }),
      )
    },
    updateImage: (input: ParsedInput<'inventory.updateImage'>) =>
      write('image', () =>
        inv.images.update(input.experienceId, input.imageId, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.primary === undefined ? {} : { primary: input.primary }),
        }),
      ),
    removeImage: (experienceId: string, imageId: string) =>
      write('image', () => inv.images.remove(experienceId, imageId)),
    promotions: (experienceId: string) =>
      read('promotion', () => inv.promotions.list(experienceId, ALL)).then((p) => p.data),
    promotion: (experienceId: string, promotionId: string) =>
      read('promotion', () => inv.promotions.get(experienceId, promotionId)),
  }
}

export type InventoryService = ReturnType<typeof createInventoryService>
