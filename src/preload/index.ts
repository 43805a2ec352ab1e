import { contextBridge, ipcRenderer } from 'electron';
import { createApi } from './api.ts';

contextBridge.exposeInMainWorld(
  'api',
  createApi((channel, request) => ipcRenderer.invoke(channel, request)),
);
