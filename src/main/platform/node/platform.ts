import { mkdirSync } from 'node:fs'
import { systemClock } from '../clock'
import { createNodeFileStore } from './files'
import { createNodeNotifier, type NodeNotifier } from './notifications'
import { createNodePdfRenderer } from './pdf'
import { createNodeSecretBox } from './secret-box'
import { createNodeSecretStore } from './secrets'
import { createNodeSettingsStore } from './settings'
import type { Clock, Platform } from '../types'

export interface NodePlatform extends Platform {
  notifications: NodeNotifier
}

/** Every adapter for the web host and tests, rooted in one data folder. */
export function createNodePlatform(dataFolder: string, clock: Clock = systemClock): NodePlatform {
  mkdirSync(dataFolder, { recursive: true })
  return {
    secrets: createNodeSecretStore(dataFolder),
    secretBox: createNodeSecretBox(dataFolder),
    settings: createNodeSettingsStore(dataFolder),
    notifications: createNodeNotifier(),
    files: createNodeFileStore(dataFolder),
    pdf: createNodePdfRenderer(),
    clock,
  }
}
