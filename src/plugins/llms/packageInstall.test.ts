import {installScript as componentInstallScript} from '../../components/PackageInstall';
import {installScript} from './mdxToMarkdown';

// The Markdown copy repeats the npm tab of <PackageInstall>; the plugin cannot import the component (it needs the theme), so this keeps the two in step.
it('writes the same npm commands as the PackageInstall component', () => {
  const lines = [{comment: 'Community (MIT)', packages: ['@mui/x-date-pickers', 'dayjs']}, {packages: ['@mui/material', '@emotion/react', '@emotion/styled']}];
  expect(installScript(lines)).toBe(componentInstallScript('npm install', lines));
});
