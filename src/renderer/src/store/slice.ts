import type { StateCreator } from 'zustand/vanilla';
import type { AppState } from './app-store.ts';

/** A feature's part of the one app store: it sees (and may update) the whole state. */
export type Slice<T> = StateCreator<AppState, [], [], T>;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
