import type { QrData } from '../../api/requests.ts';

/**
 * Reads a `WIFI:` payload (the scheme phones join networks from): fields `S` (network name), `T` (WPA, WEP
 * or nopass), `P` (password) and `H` (hidden), each ended by `;`, in any order. A backslash escapes the next
 * character (`\;` `\,` `\:` `\\` `\"`), and a value may sit in double quotes (written for a name that would
 * otherwise read as hex digits). Null when it is not one, or names no network. `H` is read past: an
 * installation's Wi-Fi data has no hidden flag and its encoder writes none, so a saved code could not keep it.
 */
export function parseWifiPayload(payload: string): QrData<'wifi'> | null {
  if (!/^WIFI:/i.test(payload)) return null;
  const fields = wifiFields(payload.slice('WIFI:'.length));
  const ssid = fields.get('S');
  if (!ssid) return null;
  const pass = fields.get('P') ?? '';
  const encryption = encryptionOf(fields.get('T') ?? '', pass);
  // As the app's own encoder writes it: a password only for a secured network, and only with its kind.
  return encryption && pass !== '' ? { ssid, pass, encryption } : { ssid };
}

/** WPA in every generation (and WPA3's SAE) is one choice to a phone; so is anything else with a password. */
function encryptionOf(type: string, pass: string): 'wpa' | 'wep' | undefined {
  const kind = type.trim().toUpperCase();
  if (kind === 'WEP') return 'wep';
  if (kind === 'NOPASS') return undefined;
  if (kind.includes('WPA') || kind === 'SAE') return 'wpa';
  return pass === '' ? undefined : 'wpa';
}

interface Character {
  char: string;
  escaped: boolean;
}

/** The fields by their upper-cased key; the first of a repeated key counts. */
function wifiFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  let current: Character[] = [];
  const finish = () => {
    const colon = current.findIndex((entry) => entry.char === ':' && !entry.escaped);
    if (colon > 0) {
      const key = text(current.slice(0, colon)).toUpperCase();
      if (!fields.has(key)) fields.set(key, unquoted(current.slice(colon + 1)));
    }
    current = [];
  };
  const characters = [...body];
  for (let at = 0; at < characters.length; at += 1) {
    const char = characters[at]!;
    if (char === '\\' && at + 1 < characters.length) {
      current.push({ char: characters[(at += 1)]!, escaped: true });
    } else if (char === ';') {
      finish();
    } else {
      current.push({ char, escaped: false });
    }
  }
  // A payload cut short of its closing `;;` still says what it has.
  finish();
  return fields;
}

const text = (characters: Character[]) => characters.map((entry) => entry.char).join('');

function unquoted(value: Character[]): string {
  const first = value[0];
  const last = value.at(-1);
  const quoted =
    value.length >= 2 && first?.char === '"' && !first.escaped && last?.char === '"' && !last.escaped;
  return text(quoted ? value.slice(1, -1) : value);
}
