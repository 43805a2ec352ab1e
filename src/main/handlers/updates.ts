import type { UpdateState } from '../../shared/ipc/updates.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerDeps } from './deps.ts';

const NOT_HERE: UpdateState = {
  status: 'unsupported',
  message: 'This build of Linkdesk does not update itself: the installed app does.',
};

/** Updates: the state, a check the person asked for, and the install they chose. */
export function registerUpdateHandlers(registrar: Registrar, deps: HandlerDeps): void {
  const { updates } = deps;
  registrar.handle('updates:state', async () => updates?.state() ?? NOT_HERE);
  registrar.handle('updates:check', async () => (updates ? updates.checkNow() : NOT_HERE));
  registrar.handle('updates:install', async () => (updates ? updates.install() : NOT_HERE));
}
