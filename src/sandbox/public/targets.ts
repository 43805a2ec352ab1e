import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';
import type { LinkTargets } from '../store/link-targets.ts';
import type { Visit } from '../stats/visit.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** Case and spacing do not matter when a target names a country, device or language ("Mac OS" = "macOS"). */
const normal = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

function displayName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

/** A geo target names a country by its English name or its two-letter code. */
function countryMatches(location: string, country: string): boolean {
  if (normal(location) === normal(country)) return true;
  return /^[A-Za-z]{2}$/.test(location) && displayName(regionNames, location.toUpperCase()) === country;
}

/** What a device target may name: the operating system, the device model or vendor, or its kind. */
function deviceNames(userAgent: string): string[] {
  const agent = new UAParser(userAgent).getResult();
  return [agent.os.name, agent.device.model, agent.device.vendor, agent.device.type ?? 'desktop']
    .filter((name): name is string => Boolean(name))
    .map(normal);
}

/** A language target names a language by code ("de", "de-AT") or English name ("German"). */
function languageMatches(target: string, preferred: string): boolean {
  const primary = preferred.split('-')[0]!;
  const wanted = normal(target);
  return [preferred, primary, displayName(languageNames, primary) ?? ''].some(
    (name) => name !== '' && normal(name) === wanted,
  );
}

/** The visitor's first preferred language, e.g. `de-DE` from `de-DE,de;q=0.9,en;q=0.8`. */
function preferredLanguage(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' ? first : undefined;
}

/** Adds the link's parameters to the destination's query string. */
function withParameters(destination: string, parameters: LinkTargets['parameters']): string {
  if (parameters.length === 0 || !URL.canParse(destination)) return destination;
  const url = new URL(destination);
  for (const { name, value } of parameters) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Where a visit goes: the first geo target matching the visitor's country, else the first device target,
 * else the first language target, else the long URL; with the link's parameters added.
 */
export function destinationFor(
  longUrl: string,
  targets: LinkTargets,
  request: FastifyRequest,
  visit: Visit,
): string {
  const devices = targets.device.length > 0 ? deviceNames(request.headers['user-agent'] ?? '') : [];
  const language = preferredLanguage(request.headers['accept-language']);
  const target =
    targets.geo.find((entry) => countryMatches(entry.location, visit.country)) ??
    targets.device.find((entry) => devices.includes(normal(entry.device))) ??
    (language ? targets.language.find((entry) => languageMatches(entry.language, language)) : undefined);
  return withParameters(target?.link ?? longUrl, targets.parameters);
}
