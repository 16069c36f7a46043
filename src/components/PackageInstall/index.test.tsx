import {installScript} from '.';

it('writes one command per line of packages, with its comment', () => {
  const lines = [
    {comment: 'Community (MIT)', packages: ['@mui/x-date-pickers', 'dayjs']},
    {comment: 'Pro', packages: ['@mui/x-date-pickers-pro', 'dayjs']},
  ];
  expect(installScript('pnpm add', lines)).toBe(
    '# Community (MIT)\npnpm add @mui/x-date-pickers dayjs\n\n# Pro\npnpm add @mui/x-date-pickers-pro dayjs',
  );
  expect(installScript('npm install', [{packages: ['@mui/material']}])).toBe('npm install @mui/material');
});
