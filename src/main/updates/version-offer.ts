import semver from 'semver';

/**
 * Whether the feed's `newest` is offered to a build of `current`: only a newer version, and a pre-release
 * (`0.2.0-rc.1`) only to a build that is one itself, so that people on stable releases stay on them.
 */
export function isOffered(newest: string, current: string): boolean {
  if (!semver.valid(newest) || !semver.valid(current) || !semver.gt(newest, current)) return false;
  return semver.prerelease(newest) === null || semver.prerelease(current) !== null;
}
