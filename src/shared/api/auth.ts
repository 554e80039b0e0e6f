import { z } from 'zod'

/**
 * `POST /api/v1/oauth/token`. The spec shows the password grant { username, password }; the refresh exchange is
 * "not shown", so the sandbox's design is the same endpoint with { grantType: 'refresh_token', refreshToken }
 * (OAuth's snake_case spellings grant_type / refresh_token are accepted too). Each refresh rotates the refresh
 * token: the old one stops working.
 */
export const PasswordTokenRequest = z.object({
  grantType: z.literal('password').optional(),
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
})
export type PasswordTokenRequest = z.infer<typeof PasswordTokenRequest>

export const RefreshTokenRequest = z.object({
  grantType: z.literal('refresh_token'),
  refreshToken: z.string().min(1).max(512),
})
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>

export const TokenRequest = z.union([RefreshTokenRequest, PasswordTokenRequest])
export type TokenRequest = z.infer<typeof TokenRequest>

/** Token response (spec, Resources): createdAt is in Unix seconds, expiresIn in seconds from createdAt. */
export const TokenResponse = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().positive(),
  refreshToken: z.string(),
  createdAt: z.number().int(),
})
export type TokenResponse = z.infer<typeof TokenResponse>
