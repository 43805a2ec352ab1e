import { contextBridge, ipcRenderer } from 'electron';
import { createApi } from './api.ts';
import { subscribeOver } from './event-subscription.ts';

contextBridge.exposeInMainWorld(
  'api',
  createApi((channel, request) => ipcRenderer.invoke(channel, request), subscribeOver(ipcRenderer)),
);
