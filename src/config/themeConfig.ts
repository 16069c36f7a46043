import type * as Preset from '@docusaurus/preset-classic';
import {themes} from 'prism-react-renderer';
import {withReadableTokens} from '../modules/theme/codeTheme';
import {SOURCE_REPOSITORY_URL, SUITE_NAME} from './product';

export const themeConfig: Preset.ThemeConfig = {
  // Replaces Docusaurus' default viewport tag with the one the original shell sets.
  metadata: [{name: 'viewport', content: 'initial-scale=1, width=device-width'}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    // A reader with a dark OS gets dark on first paint; Docusaurus' inline head
    // script sets `data-theme`, which the MUI CSS variables key on too.
    respectPrefersColorScheme: true,
  },
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: false},
  },
  navbar: {
    title: SUITE_NAME,
    hideOnScroll: false,
    logo: {alt: `${SUITE_NAME} logo`, src: 'img/logo.svg', width: 32, height: 32},
    items: [
      // The documented version, with links to the other majors' docs for the page's product.
      {type: 'custom-versions', position: 'left', className: 'navbar-version'},
      {type: 'doc', docId: 'introduction', label: 'Docs', position: 'left'},
      {type: 'localeDropdown', position: 'right'},
      {type: 'custom-settings', position: 'right'},
      {
        href: SOURCE_REPOSITORY_URL,
        position: 'right',
        className: 'header-github-link',
        'aria-label': 'GitHub repository',
      },
    ],
  },
  footer: {
    style: 'light',
    links: [
      {
        title: 'Get started',
        items: [
          {label: 'Overview', to: '/introduction/'},
          {label: 'Installation', to: '/introduction/installation/'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'GitHub', href: SOURCE_REPOSITORY_URL},
          {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/mui-x'},
        ],
      },
    ],
    copyright: `Documentation for ${SUITE_NAME}. The component packages are published under their own licences on npm.`,
  },
  prism: {
    // Docusaurus' default code theme in both modes, each token colour raised to 4.5:1 on its background.
    theme: withReadableTokens(themes.palenight),
    additionalLanguages: ['bash', 'json', 'diff'],
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
};
