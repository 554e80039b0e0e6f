// pino-roll ships no types: the part desk-log.ts uses (its options are SonicBoom's plus the rotation's).
declare module 'pino-roll' {
  import type SonicBoom from 'sonic-boom'
  interface PinoRollOptions {
    file: string
    size?: string | number
    frequency?: string | number
    extension?: string
    limit?: { count?: number; removeOtherLogFiles?: boolean }
    symlink?: boolean
    dateFormat?: string
    mkdir?: boolean
    sync?: boolean
  }
  export default function pinoRoll(options: PinoRollOptions): Promise<SonicBoom>
}
