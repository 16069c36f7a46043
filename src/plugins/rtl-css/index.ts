import type {Plugin} from '@docusaurus/types';
import postcssRtlcss from 'postcss-rtlcss';

/**
 * Makes Docusaurus' own CSS (Infima, the classic theme, our CSS modules)
 * direction-aware, so the reader can flip the whole page at run time: every
 * rule that depends on direction is emitted for `[dir="ltr"]` and
 * `[dir="rtl"]`. `:where()` keeps the selectors' specificity unchanged.
 * MUI's styles flip separately, through the RTL emotion cache.
 */
export const RTL_PREFIXES = {
  ltrPrefix: [':where([dir="ltr"])', "[dir='ltr']", '[dir="ltr"]'],
  rtlPrefix: [':where([dir="rtl"])', "[dir='rtl']", '[dir="rtl"]'],
  bothPrefix: [':where([dir])', '[dir]'],
};

export default function rtlCssPlugin(): Plugin {
  return {
    name: 'rtl-css',
    configurePostCss(options) {
      options.plugins.push(postcssRtlcss({mode: 'combined', ...RTL_PREFIXES}));
      return options;
    },
  };
}
