import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SettingsButton from '@site/src/components/SettingsButton';
import VersionMenu from '@site/src/components/VersionMenu';

/** The classic navbar item types, plus ours (used as `type: 'custom-…'` in the navbar config). */
export default {
  ...ComponentTypes,
  'custom-settings': SettingsButton,
  'custom-versions': VersionMenu,
};
