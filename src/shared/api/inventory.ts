import { z } from 'zod'
import { Id } from './common'

/**
 * Hotel image sub-resources (v3) and v1 image attachments (spec, "Hotel image sub-resources (v3)" and "Image
 * attachment (v1 entities)"). The spec does not show the v3 bodies; these are the sandbox's (see its README).
 */
export const ImageKind = z.enum(['primary', 'secondary'])
export type ImageKind = z.infer<typeof ImageKind>

/** A hotel image as the image endpoints answer it; the catalog item lists the same image as { id, url, name }. */
export const HotelImageV3 = z.object({
  id: Id,
  hotelId: Id,
  name: z.string(),
  url: z.string(),
  /** The hotel's main picture (shown first in the catalog). */
  primary: z.boolean(),
  kind: ImageKind,
  mediaType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
})
export type HotelImageV3 = z.infer<typeof HotelImageV3>

/** One image per call: `data` is a base64 data URI; `primary: true` or `kind: 'primary'` makes it the main one. */
export const HotelImageV3Create = z.object({
  name: z.string().trim().min(1).max(200),
  data: z.string().min(1),
  primary: z.boolean().optional(),
  kind: ImageKind.optional(),
})
export type HotelImageV3Create = z.infer<typeof HotelImageV3Create>

/** Rename and/or change primary; the file never changes (delete and upload instead). */
export const HotelImageV3Patch = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  primary: z.boolean().optional(),
  kind: ImageKind.optional(),
})
export type HotelImageV3Patch = z.infer<typeof HotelImageV3Patch>

export const HotelImageV3Response = z.object({ data: HotelImageV3, meta: z.null() })

/** v1 attachment as read. */
export const AttachmentV1 = z.object({
  id: Id,
  displayName: z.string(),
  /** A stored-image URL on read. */
  imageUrl: z.string(),
  kind: ImageKind,
  isMainPicture: z.boolean(),
})
export type AttachmentV1 = z.infer<typeof AttachmentV1>

/**
 * v1 attachment as written inside an entity's `attachments[]`: without `id` it creates an image (`imageUrl` a
 * base64 data URL; an external URL is skipped); with `id` it updates displayName and kind only.
 */
export const AttachmentV1Input = z.object({
  id: z.union([Id, z.number().int()]).optional(),
  displayName: z.string().max(200).optional(),
  imageUrl: z.string().optional(),
  kind: z.string().optional(),
})
export type AttachmentV1Input = z.infer<typeof AttachmentV1Input>
