import {
  ExperienceV3,
  ExperienceV3Create,
  ExperienceV3ListQuery,
  ExperienceV3Patch,
  ExtraLinkV3,
  ExtraLinkV3Create,
  ImageV3,
  ImageV3Create,
  ImageV3Patch,
  PeriodV3,
  PeriodV3Create,
  PeriodV3Patch,
  ProgramDayV3,
  ProgramDayV3Write,
  PromotionV3,
  SubListQuery,
} from '../../../shared/api/experiences-v3'
import { HotelImageV3, HotelImageV3Create, HotelImageV3Patch } from '../../../shared/api/inventory'
import type { InventoryApi } from '../client-experiences'
import type { Transport } from '../http/transport'
import { resourceCalls } from './resource'

const EXPERIENCES = '/api/v3/experiences'
const EXPERIENCE = `${EXPERIENCES}/{id}`
const PERIODS = `${EXPERIENCE}/periods`
const PROGRAMS = `${EXPERIENCE}/programs`
const EXTRAS = `${EXPERIENCE}/extras`
const IMAGES = `${EXPERIENCE}/images`
const PROMOTIONS = `${EXPERIENCE}/promotions`
const HOTEL_IMAGES = '/api/v3/hotels/{id}/images'

/** Experience management and hotel images (spec: Experience management (v3), Hotel image sub-resources). */
export function inventoryEndpoints(call: Transport): InventoryApi {
  const { one, page, write, remove } = resourceCalls(call)
  return {
    experiences: {
      list: (params, options) => page(EXPERIENCES, {}, ExperienceV3, params, ExperienceV3ListQuery, options),
      get: (id, options) => one(EXPERIENCE, { id }, ExperienceV3, options),
      create: (body, options) =>
        write('POST', EXPERIENCES, {}, ExperienceV3Create, body, ExperienceV3, options),
      replace: (id, body, options) =>
        write('PUT', EXPERIENCE, { id }, ExperienceV3Create, body, ExperienceV3, options),
      update: (id, patch, options) =>
        write('PATCH', EXPERIENCE, { id }, ExperienceV3Patch, patch, ExperienceV3, options),
      archive: (id, options) => remove(EXPERIENCE, { id }, options),
    },
    periods: {
      list: (id, params, options) => page(PERIODS, { id }, PeriodV3, params, SubListQuery, options),
      get: (id, periodId, options) => one(`${PERIODS}/{periodId}`, { id, periodId }, PeriodV3, options),
      create: (id, body, options) => write('POST', PERIODS, { id }, PeriodV3Create, body, PeriodV3, options),
      replace: (id, periodId, body, options) =>
        write('PUT', `${PERIODS}/{periodId}`, { id, periodId }, PeriodV3Create, body, PeriodV3, options),
      update: (id, periodId, patch, options) =>
        write('PATCH', `${PERIODS}/{periodId}`, { id, periodId }, PeriodV3Patch, patch, PeriodV3, options),
      remove: (id, periodId, options) => remove(`${PERIODS}/{periodId}`, { id, periodId }, options),
    },
    programs: {
      list: (id, params, options) => page(PROGRAMS, { id }, ProgramDayV3, params, SubListQuery, options),
      create: (id, body, options) =>
        write('POST', PROGRAMS, { id }, ProgramDayV3Write, body, ProgramDayV3, options),
      replace: (id, programId, body, options) =>
        write(
          'PUT',
          `${PROGRAMS}/{programId}`,
          { id, programId },
          ProgramDayV3Write,
          body,
          ProgramDayV3,
          options,
        ),
      update: (id, programId, patch, options) =>
        write(
          'PATCH',
          `${PROGRAMS}/{programId}`,
          { id, programId },
          ProgramDayV3Write,
          patch,
          ProgramDayV3,
          options,
        ),
      remove: (id, programId, options) => remove(`${PROGRAMS}/{programId}`, { id, programId }, options),
    },
    extras: {
      list: (id, params, options) => page(EXTRAS, { id }, ExtraLinkV3, params, SubListQuery, options),
      add: (id, experienceId, options) =>
        write('POST', EXTRAS, { id }, ExtraLinkV3Create, { experienceId }, ExtraLinkV3, options),
      remove: (id, extraId, options) => remove(`${EXTRAS}/{extraId}`, { id, extraId }, options),
    },
    images: {
      list: (id, params, options) => page(IMAGES, { id }, ImageV3, params, SubListQuery, options),
      add: (id, body, options) => write('POST', IMAGES, { id }, ImageV3Create, body, ImageV3, options),
      update: (id, imageId, patch, options) =>
        write('PATCH', `${IMAGES}/{imageId}`, { id, imageId }, ImageV3Patch, patch, ImageV3, options),
      remove: (id, imageId, options) => remove(`${IMAGES}/{imageId}`, { id, imageId }, options),
    },
    promotions: {
      list: (id, params, options) => page(PROMOTIONS, { id }, PromotionV3, params, SubListQuery, options),
      get: (id, promotionId, options) =>
        one(`${PROMOTIONS}/{promotionId}`, { id, promotionId }, PromotionV3, options),
    },
    hotelImages: {
      add: (id, body, options) =>
        write('POST', HOTEL_IMAGES, { id }, HotelImageV3Create, body, HotelImageV3, options),
      update: (id, imageId, patch, options) =>
        write(
          'PATCH',
          `${HOTEL_IMAGES}/{imageId}`,
          { id, imageId },
          HotelImageV3Patch,
          patch,
          HotelImageV3,
          options,
        ),
      remove: (id, imageId, options) => remove(`${HOTEL_IMAGES}/{imageId}`, { id, imageId }, options),
    },
  }
}
