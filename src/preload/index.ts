import { contextBridge, ipcRenderer, webUtils } from 'electron'
import type { DeskBridge } from '../shared/ipc/desk-bridge'

// Kept in step with src/main/hosts/electron.ts; a sandboxed preload cannot import main's modules at run time.
const INVOKE_CHANNEL = 'desk:invoke'
const EVENT_CHANNEL = 'desk:event'
const FILE_CHANNEL = 'desk:file'

/** Three functions and nothing else; the sender event never reaches the page. */
const desk: DeskBridge = {
  invoke: (name, input) => ipcRenderer.invoke(INVOKE_CHANNEL, name, input),
  on(event, listener) {
    const forward = (_sender: Electron.IpcRendererEvent, name: unknown, payload: unknown): void => {
      if (name === event) listener(payload)
    }
    ipcRenderer.on(EVENT_CHANNEL, forward)
    return () => ipcRenderer.removeListener(EVENT_CHANNEL, forward)
  },
  // Only a File the agent chose or dropped has a path (a page cannot make one up): main reads the file there.
  file: (file) => ipcRenderer.invoke(FILE_CHANNEL, webUtils.getPathForFile(file)),
}

contextBridge.exposeInMainWorld('desk', desk)
