import type { RunProgram } from '../run-program.ts';
import type { ConnectionState } from './health-monitor.ts';

/** How long an answer about metering holds: asking runs a program. */
const METERED_FRESH_MS = 5 * 60_000;

/**
 * NetworkManager's `Metered` property (NMMetered): 1 yes, 3 guessed yes; 2 and 4 no, 0 unknown. `gdbus` prints
 * it as `(<uint32 4>,)`.
 */
export function meteredFromNetworkManager(printed: string | null): boolean {
  const value = /uint32 (\d+)/.exec(printed ?? '')?.[1];
  return value === '1' || value === '3';
}

/** Windows' NetworkCostType for the internet connection: Fixed and Variable are charged by the byte. */
export function meteredFromWindows(printed: string | null): boolean {
  const cost = (printed ?? '').trim().toLowerCase();
  return cost === 'fixed' || cost === 'variable';
}

const NETWORK_MANAGER = [
  'call',
  '--system',
  '--dest',
  'org.freedesktop.NetworkManager',
  '--object-path',
  '/org/freedesktop/NetworkManager',
  '--method',
  'org.freedesktop.DBus.Properties.Get',
  'org.freedesktop.NetworkManager',
  'Metered',
];

const WINDOWS_COST = [
  '-NoProfile',
  '-NonInteractive',
  '-Command',
  '[void][Windows.Networking.Connectivity.NetworkInformation,Windows.Networking.Connectivity,ContentType=WindowsRuntime];' +
    '$p=[Windows.Networking.Connectivity.NetworkInformation]::GetInternetConnectionProfile();' +
    'if ($p) { $p.GetConnectionCost().NetworkCostType }',
];

/**
 * Whether checks may go out now: not while the computer is offline, nor on a connection charged by the byte
 * (a phone's hotspot), as far as the system says. Electron tells whether the computer is online; metering is
 * asked of NetworkManager on Linux and of Windows' connection profile; macOS says nothing a program can read,
 * so there it is never taken for metered. A system that cannot answer counts as not metered.
 */
export function createConnectionCheck(options: {
  online: () => boolean;
  platform: NodeJS.Platform;
  runProgram: RunProgram;
  now: () => number;
}): () => Promise<ConnectionState> {
  let metered: { value: boolean; at: number } | null = null;

  async function askMetered(): Promise<boolean> {
    if (options.platform === 'linux') {
      return meteredFromNetworkManager(await options.runProgram('gdbus', NETWORK_MANAGER));
    }
    if (options.platform === 'win32') {
      return meteredFromWindows(await options.runProgram('powershell.exe', WINDOWS_COST, undefined, 10_000));
    }
    return false;
  }

  return async () => {
    if (!options.online()) return 'offline';
    const now = options.now();
    if (!metered || now - metered.at > METERED_FRESH_MS) metered = { value: await askMetered(), at: now };
    return metered.value ? 'metered' : 'ok';
  };
}
