/**
 * The data of one generated API page, as the extractor writes it to JSON and
 * the ApiReference components read it. Descriptions are HTML rendered from the
 * declarations' JSDoc at build time.
 */
import type {Plan} from '../../modules/navigation/nav';

export type ApiProperty = {
  name: string;
  /** The type as written in the declaration, whitespace collapsed. */
  type: string;
  required: boolean;
  defaultValue?: string;
  description?: string;
  /** HTML of the `@deprecated` note, or '' when deprecated without a note. */
  deprecated?: string;
  /** The cheapest plan whose component or interface has this property. */
  plan?: Plan;
  /** `@param` and `@returns` notes of function-typed properties. */
  params?: {name: string; description: string}[];
  returns?: string;
};

export type ApiSlot = {name: string; defaultValue?: string; description?: string};

export type ApiCssClass = {key: string; className: string; description?: string};

type ApiBase = {
  name: string;
  /** The package that exports it first, in plan order (community, pro, premium). */
  packageName: string;
  plan?: Plan;
  /** Import lines a reader can paste. */
  imports: string[];
  description?: string;
  deprecated?: string;
  /** The name the navigation (8.0.0-alpha.6) uses, when the installed export is named otherwise (a rename, an `Unstable_` prefix). */
  renamedFrom?: string;
};

export type ComponentApi = ApiBase & {
  kind: 'component';
  props: ApiProperty[];
  slots: ApiSlot[];
  cssClasses: ApiCssClass[];
  /** Tag name of the element `ref` reaches, e.g. `div`. */
  refElement?: string;
  /** Material UI component whose props this one accepts too. */
  inherits?: {name: string; packageName: string};
  /** True when other props are spread to the root DOM element. */
  forwardsDomProps: boolean;
};

export type InterfaceApi = ApiBase & {
  kind: 'interface';
  properties: ApiProperty[];
};

/** An export of the 8.0.0-alpha.6 navigation that later 8.x releases removed. */
export type RemovedApi = ApiBase & {
  kind: 'removed';
  /** Names of the exports that replace it (each with a page of its own). */
  replacements: string[];
};

export type ApiEntry = ComponentApi | InterfaceApi | RemovedApi;

/** A guide page that uses an entry in one of its demos. */
export type ApiDemoLink = {title: string; route: string};

/** What one generated page renders: the entry plus site-dependent links (demo pages, and API pages of names in its types). */
export type ApiPageData = ApiEntry & {demos: ApiDemoLink[]; typeLinks: Record<string, string>};

/** One row of a product's API index page. */
export type ApiIndexRow = {name: string; route: string; kind: ApiEntry['kind']; plan?: Plan; description?: string};
