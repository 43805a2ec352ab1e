import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createApi } from './api.ts';
import { subscribeOver } from './event-subscription.ts';

contextBridge.exposeInMainWorld(
  'api',
  createApi(
    (channel, request) => ipcRenderer.invoke(channel, request),
    subscribeOver(ipcRenderer),
    // Only here: the path of a dropped file goes to main, never to the window.
    (file) => webUtils.getPathForFile(file as File),
  ),
);
