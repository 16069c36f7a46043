/** The part of `LicenseInfo` from `@mui/x-license` this site uses. */
export type LicenseKeySink = {setLicenseKey: (key: string) => void};

/**
 * Hands the build-time licence key to the MUI X packages. With no key
 * configured nothing is set, and the commercial components show their own
 * "missing license key" watermark, which is the intended result on forks and
 * preview builds.
 */
export function applyLicenseKey(key: string | null | undefined, sink: LicenseKeySink): boolean {
  if (typeof key !== 'string' || key.trim() === '') {
    return false;
  }
  sink.setLicenseKey(key.trim());
  return true;
}
