import { generate } from 'selfsigned';
import type { SiteCertificate } from './test-site.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A certificate authority made for one test run, trusted only where a test passes it. */
export async function makeAuthority(): Promise<SiteCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'Linkdesk Test Authority' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

export interface ServerCertificateOptions {
  host: string;
  /** Days from now, negative for the past. */
  fromDays: number;
  toDays: number;
  /** Signs the certificate; without one it signs itself. */
  authority?: SiteCertificate;
}

/** A server certificate for one host name, valid over the days asked. */
export async function makeServerCertificate(options: ServerCertificateOptions): Promise<SiteCertificate> {
  const pems = await generate([{ name: 'commonName', value: options.host }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() + options.fromDays * DAY_MS),
    notAfterDate: new Date(Date.now() + options.toDays * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: options.host }] },
    ],
    ...(options.authority ? { ca: options.authority } : {}),
  });
  return { key: pems.private, cert: pems.cert };
}
