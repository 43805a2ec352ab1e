/**
 * The names Windows keeps for its devices: the console, the printer, the null device, serial and parallel ports
 * (the superscript digits too: COM¹ is a port). A file so named cannot be made or unpacked there.
 */
const DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * Whether Windows reads `name` as a device: in any case, and with anything after a dot ("con.txt" and
 * "NUL.tar.gz" are the device too), spaces before the dot ignored as Windows ignores them.
 */
export function isWindowsDeviceName(name: string): boolean {
  const stem = name.split('.')[0]!.replace(/ +$/, '');
  return DEVICE.test(stem);
}
