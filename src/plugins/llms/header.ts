/** The opening of llms.txt and llms-full.txt: what MUI X is, and how to read the files. */
import type {LlmsHeader} from './llmsTxt';

export type HeaderFacts = {
  suiteName: string;
  /** The documented release, `8.0.0-alpha.6`. */
  version: string;
  /** Every package in plan order; `-pro` / `-premium` suffixes name the commercial ones. */
  packages: string[];
  /** Absolute URLs of this locale's two files. */
  llmsTxtUrl: string;
  llmsFullTxtUrl: string;
  /** Set for a translated edition: its language and where the English files are. */
  translation?: {language: string; englishLlmsTxtUrl: string};
};

function packageLine(name: string): string {
  const plan = name.endsWith('-premium') ? 'Premium, commercial' : name.endsWith('-pro') ? 'Pro, commercial' : 'MIT';
  return `\`${name}\` (${plan})`;
}

/** `file`: which of the two files the header opens, so each points to the other. */
export function llmsHeader(facts: HeaderFacts, file: 'llms.txt' | 'llms-full.txt'): LlmsHeader {
  const guidance = [
    'Each page of the documentation has a Markdown copy at its HTML address with the trailing slash replaced by `.md` (`…/react-data-grid/sorting/` → `…/react-data-grid/sorting.md`); the links below lead to these copies.',
    "Guide pages include every demo's full TypeScript source; API reference pages list every prop, slot and CSS class of a component, or every property of an interface.",
    `Packages: ${facts.packages.map(packageLine).join(', ')}. Each commercial package contains what the cheaper ones export; features and pages marked Pro plan or Premium plan need that package and a license key.`,
    file === 'llms.txt'
      ? `Every page below in one file, in the same order: [llms-full.txt](${facts.llmsFullTxtUrl}).`
      : `The index of these pages, with one link per page: [llms.txt](${facts.llmsTxtUrl}).`,
    ...(facts.translation
      ? [`This is the ${facts.translation.language} edition: pages not translated yet are in English. The English edition: [llms.txt](${facts.translation.englishLlmsTxtUrl}).`]
      : []),
  ];
  return {
    title: facts.suiteName,
    summary: `${facts.suiteName} is a suite of advanced React components built on Material UI: the Data Grid, the Date and Time Pickers, Charts and the Tree View. Each product has a free, MIT-licensed community package, and commercial Pro or Premium packages that add advanced features. This documentation describes ${facts.suiteName} v${facts.version}.`,
    details: [guidance.map((line) => `- ${line}`).join('\n')],
  };
}
