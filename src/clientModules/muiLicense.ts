/**
 * Runs before the first render, on the server and in the browser, so every
 * commercial component sees the key from its very first render.
 */
import {LicenseInfo} from '@mui/x-license';
import siteConfig from '@generated/docusaurus.config';
import {applyLicenseKey} from '@site/src/modules/license';
import type {SiteCustomFields} from '@site/docusaurus.config';

applyLicenseKey((siteConfig.customFields as SiteCustomFields).licenseKey, LicenseInfo);
