import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The /x/ navigation. Labels follow the reference tree; pages are added in
 * place as they are written.
 */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Introduction',
      collapsible: true,
      collapsed: false,
      items: [
        {type: 'doc', id: 'introduction/index', label: 'Overview'},
        {type: 'doc', id: 'introduction/installation', label: 'Installation'},
      ],
    },
  ],
};

export default sidebars;
