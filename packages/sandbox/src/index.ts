/**
 * The sandbox's public entry (`@agency-desk/sandbox`): what the desk embeds and what its tests and benches start.
 * Everything else under src/ is the package's own; the desk reaches it only through this file and `./testing`
 * (.dependency-cruiser.cjs enforces it).
 */
export { createSandbox, DEFAULT_HOTELS, DEFAULT_SEED, type Sandbox, type SandboxConfig } from './app'
export { startSandboxServer, type SandboxServer, type SandboxServerConfig } from './server'
export { SANDBOX_MODULES } from './modules'
export type { SandboxModule } from './platform/module'
// A catalog-only sandbox (modules: [catalogModule]) is what the catalog sync tests and benches start.
export { catalogModule } from './catalog/module'
