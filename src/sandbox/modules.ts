import type { SandboxModule } from './platform/module'

/** Every feature of the sandbox, in dependency order (demo data of later modules builds on earlier ones). */
export const SANDBOX_MODULES: readonly SandboxModule[] = []
