/**
 * Reads the API of components and interfaces from the `.d.ts` files of the
 * installed packages with the TypeScript compiler API. Nothing here knows a
 * particular component: every fact comes from the declarations (types,
 * optionality, JSDoc `@default`/`@deprecated`/`@ignore`), from the package's
 * `exports` map (import paths) and from its runtime `*Classes` objects.
 */
import path from 'node:path';
import ts from 'typescript';
import type {Plan} from '../../modules/navigation/nav';
import type {ApiCssClass, ApiEntry, ApiProperty, ApiSlot, ComponentApi, InterfaceApi} from './model';

/** One package of a product, in plan order (community first). */
export type PackageSpec = {
  name: string;
  plan?: Plan;
  /** Absolute path of the package's folder (holding package.json and index.d.ts). */
  dir: string;
  /** Subpaths of its `exports` map, without `./` (e.g. `DataGrid`). */
  subpaths: ReadonlySet<string>;
};

export type ExtractorOptions = {
  /** Renders a JSDoc Markdown fragment to HTML. */
  markdown: (source: string) => string;
  /** The runtime value of a package export (the `*Classes` objects), if it can be loaded. */
  runtimeExport?: (packageName: string, exportName: string) => unknown;
};

export function createApiProgram(entryFiles: string[]): ts.Program {
  return ts.createProgram(entryFiles, {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
}

/** Where a property is declared decides whether it is the component's own. */
type Origin = 'own' | 'material' | 'dom';

const MATERIAL_FILE = /[\\/]node_modules[\\/]@mui[\\/](material|system|base|utils)[\\/]/;
const MATERIAL_COMPONENT_DIR = /[\\/]@mui[\\/]material[\\/](?:esm[\\/])?([A-Z]\w+)[\\/]/;
const DOC_SECTION_HEADER = /^(Demos|API|Features):\s*$/m;
const PLAN_SUFFIX = /(Pro|Premium)$/;

/** One line, with object types spaced the same way whatever the declaration's formatting: `{ a: string; b: number }`. */
function collapse(text: string): string {
  return text
    // Comments inside inline object types (JSDoc of their members) are not part of the type.
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/[^\n]*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\(\s/g, '(')
    .replace(/\s\)/g, ')')
    .replace(/\{\s*/g, '{ ')
    .replace(/;?\s*\}/g, ' }')
    .replace(/\{\s+\}/g, '{}')
    .trim();
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `HTMLDivElement` → `div`, `SVGSVGElement` → `svg`, `HTMLUListElement` → `ul`. */
export function elementTagOf(typeText: string): string | undefined {
  const match = /\b(HTML|SVG)(\w*?)Element\b/.exec(typeText);
  if (!match) return undefined;
  const [, family, name] = match;
  if (family === 'SVG') return name === '' || name === 'SVG' ? 'svg' : lowerFirst(name);
  const special: Record<string, string> = {UList: 'ul', OList: 'ol', LI: 'li', Anchor: 'a', Paragraph: 'p', '': 'element', TableRow: 'tr', TableCell: 'td', Image: 'img', Heading: 'h1'};
  return special[name] ?? name.toLowerCase();
}

export class ApiExtractor {
  private readonly checker: ts.TypeChecker;
  private readonly exportsByPackage = new Map<string, Map<string, ts.Symbol>>();

  constructor(
    private readonly program: ts.Program,
    private readonly packages: PackageSpec[],
    private readonly options: ExtractorOptions,
  ) {
    this.checker = program.getTypeChecker();
  }

  /** The entry named `name`, from the first package (in plan order) exporting it. */
  extract(name: string): ApiEntry {
    // Exports still in preview carry an `Unstable_` prefix (the packages' convention).
    const exportName = [name, `Unstable_${name}`, `unstable_${name}`].find((candidate) => this.find(candidate));
    const found = exportName && this.find(exportName);
    if (!exportName || !found) {
      throw new Error(`API reference: no package among ${this.packages.map((p) => p.name).join(', ')} exports "${name}".`);
    }
    const entry = this.isComponent(found.symbol) ? this.component(exportName, found) : this.interface(exportName, found);
    return exportName === name ? entry : {...entry, renamedFrom: name};
  }

  // ---- Lookup -------------------------------------------------------------

  private exportsOf(spec: PackageSpec): Map<string, ts.Symbol> {
    let exports = this.exportsByPackage.get(spec.name);
    if (exports) return exports;
    exports = new Map();
    const entry = this.program.getSourceFile(path.join(spec.dir, 'index.d.ts'));
    const moduleSymbol = entry && this.checker.getSymbolAtLocation(entry);
    if (!moduleSymbol) throw new Error(`API reference: cannot read the declarations of ${spec.name} (${spec.dir}/index.d.ts).`);
    for (const symbol of this.checker.getExportsOfModule(moduleSymbol)) {
      exports.set(symbol.name, symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol);
    }
    this.exportsByPackage.set(spec.name, exports);
    return exports;
  }

  private find(name: string): {spec: PackageSpec; symbol: ts.Symbol} | undefined {
    return this.findAll(name)[0];
  }

  /** Every package exporting a documentable `name`, in plan order. */
  private findAll(name: string): {spec: PackageSpec; symbol: ts.Symbol}[] {
    return this.packages.flatMap((spec) => {
      const symbol = this.exportsOf(spec).get(name);
      return symbol && (this.isComponent(symbol) || this.isType(symbol)) ? [{spec, symbol}] : [];
    });
  }

  /** A value callable with props. (Cheaper packages export prop-less stubs such as `DataGridPremium(): null`.) */
  private isComponent(symbol: ts.Symbol): boolean {
    if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return false;
    return this.checker
      .getTypeOfSymbol(symbol)
      .getCallSignatures()
      .some((signature) => signature.parameters.length > 0);
  }

  private isType(symbol: ts.Symbol): boolean {
    return (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0;
  }

  // ---- Imports and documentation ------------------------------------------

  private importLines(name: string, typeOnly: boolean): string[] {
    const lines: string[] = [];
    for (const {spec, symbol} of this.findAll(name)) {
      const keyword = typeOnly ? 'import type' : 'import';
      const folder = this.exportFolder(spec, symbol);
      if (folder) lines.push(`${keyword} { ${name} } from '${spec.name}/${folder}';`);
      lines.push(`${keyword} { ${name} } from '${spec.name}';`);
    }
    return lines;
  }

  /** The package subpath (first folder of the declaring file) that also exports the symbol. */
  private exportFolder(spec: PackageSpec, symbol: ts.Symbol): string | undefined {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (!file) return undefined;
    const relative = path.relative(spec.dir, file);
    const folder = relative.split(/[\\/]/)[0];
    if (relative.startsWith('..') || !spec.subpaths.has(folder)) return undefined;
    const entry = this.program.getSourceFile(path.join(spec.dir, folder, 'index.d.ts'));
    const moduleSymbol = entry && this.checker.getSymbolAtLocation(entry);
    return moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).some((s) => s.name === symbol.name) ? folder : undefined;
  }

  private docsOf(symbol: ts.Symbol): {description?: string; deprecated?: string; tags: ts.JSDocTagInfo[]} {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim();
    const tags = symbol.getJsDocTags(this.checker);
    // Component JSDoc ends with link lists to the upstream site; this site has its own.
    const ownText = text.split(DOC_SECTION_HEADER)[0].trim();
    const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
    return {
      description: ownText ? this.options.markdown(ownText) : undefined,
      deprecated: deprecatedTag ? this.options.markdown(ts.displayPartsToString(deprecatedTag.text).trim()) : undefined,
      tags,
    };
  }

  // ---- Properties -----------------------------------------------------------

  private originOf(symbol: ts.Symbol): Origin {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (!file) return 'own';
    if (this.packages.some((spec) => file.startsWith(spec.dir + path.sep)) || /[\\/]@mui[\\/]x-/.test(file)) return 'own';
    return MATERIAL_FILE.test(file) ? 'material' : 'dom';
  }

  private typeText(symbol: ts.Symbol): string {
    const declaration = symbol.declarations?.[0];
    if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      return collapse(declaration.type.getText());
    }
    if (declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
      const typeParameters = declaration.typeParameters ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
      const parameters = declaration.parameters.map((p) => p.getText()).join(', ');
      return collapse(`${typeParameters}(${parameters}) => ${declaration.type?.getText() ?? 'void'}`);
    }
    return this.checker.typeToString(this.checker.getTypeOfSymbol(symbol), undefined, ts.TypeFormatFlags.NoTruncation);
  }

  private property(symbol: ts.Symbol, required: boolean): ApiProperty | undefined {
    const {description, deprecated, tags} = this.docsOf(symbol);
    if (tags.some((tag) => tag.name === 'ignore' || tag.name === 'internal')) return undefined;
    const tagText = (tag: ts.JSDocTagInfo) => ts.displayPartsToString(tag.text).trim();
    const defaultTag = tags.find((tag) => tag.name === 'default');
    const params = tags
      .filter((tag) => tag.name === 'param')
      .map((tag) => {
        const [paramName, ...rest] = tagText(tag).split(/\s+/);
        return {name: paramName, description: this.options.markdown(rest.join(' ').replace(/^-\s*/, ''))};
      });
    const returnsTag = tags.find((tag) => tag.name === 'returns' || tag.name === 'return');
    return {
      name: symbol.name,
      type: this.typeText(symbol),
      required,
      ...(defaultTag && {defaultValue: tagText(defaultTag)}),
      ...(description && {description}),
      ...(deprecated !== undefined && {deprecated}),
      ...(params.length > 0 && {params}),
      ...(returnsTag && tagText(returnsTag) && {returns: this.options.markdown(tagText(returnsTag))}),
    };
  }

  /** Properties of a type; of a union, those of every member (required only where all require it). */
  private propertiesOf(type: ts.Type): {symbol: ts.Symbol; required: boolean}[] {
    const members = type.isUnion() ? type.types : [type];
    const byName = new Map<string, {symbol: ts.Symbol; required: boolean; count: number}>();
    for (const member of members) {
      for (const symbol of this.checker.getPropertiesOfType(this.checker.getApparentType(member))) {
        const required = !(symbol.flags & ts.SymbolFlags.Optional);
        const seen = byName.get(symbol.name);
        if (seen) {
          seen.required &&= required;
          seen.count += 1;
        } else {
          byName.set(symbol.name, {symbol, required, count: 1});
        }
      }
    }
    return [...byName.values()].map(({symbol, required, count}) => ({symbol, required: required && count === members.length}));
  }

  private propsTypeOf(symbol: ts.Symbol): ts.Type[] {
    return this.checker
      .getTypeOfSymbol(symbol)
      .getCallSignatures()
      .flatMap((signature) => (signature.parameters[0] ? [this.checker.getTypeOfSymbol(signature.parameters[0])] : []));
  }

  /** Props of all call signatures (overloads) merged by name. */
  private propsOf(symbol: ts.Symbol): {symbol: ts.Symbol; required: boolean}[] {
    const signatures = this.propsTypeOf(symbol);
    const byName = new Map<string, {symbol: ts.Symbol; required: boolean; count: number}>();
    for (const propsType of signatures) {
      for (const prop of this.propertiesOf(propsType)) {
        const seen = byName.get(prop.symbol.name);
        if (seen) {
          seen.required &&= prop.required;
          seen.count += 1;
        } else byName.set(prop.symbol.name, {...prop, count: 1});
      }
    }
    return [...byName.values()].map(({symbol: prop, required, count}) => ({symbol: prop, required: required && count === signatures.length}));
  }

  /**
   * The plan each member needs: a component `XPremium` is compared with `X`
   * and `XPro`, an interface with the same name in the cheaper packages.
   */
  private tiersOf(name: string, kind: ApiEntry['kind']): {plan?: Plan; names: Set<string>}[] {
    const base = name.replace(PLAN_SUFFIX, '');
    const variants =
      kind === 'interface'
        ? this.findAll(name)
        : [base, `${base}Pro`, `${base}Premium`]
            .slice(0, name === base ? 1 : name.endsWith('Pro') ? 2 : 3)
            .flatMap((candidate) => this.findAll(candidate).slice(0, 1));
    return variants.map(({spec, symbol}) => {
      const members = kind === 'component' ? this.propsOf(symbol) : this.propertiesOf(this.checker.getDeclaredTypeOfSymbol(symbol));
      return {plan: spec.plan, names: new Set(members.map((m) => m.symbol.name))};
    });
  }

  private withPlans(properties: ApiProperty[], tiers: {plan?: Plan; names: Set<string>}[]): ApiProperty[] {
    if (tiers.length < 2) return properties;
    return properties.map((property) => {
      const tier = tiers.find((t) => t.names.has(property.name));
      return tier?.plan ? {...property, plan: tier.plan} : property;
    });
  }

  // ---- Entries ----------------------------------------------------------------

  private component(name: string, {spec, symbol}: {spec: PackageSpec; symbol: ts.Symbol}): ComponentApi {
    const props: ApiProperty[] = [];
    const materialDirs = new Map<string, number>();
    let forwardsDomProps = false;
    let slots: ApiSlot[] = [];
    let cssClasses: ApiCssClass[] = [];
    // The signature's own `RefAttributes<X>` says where the ref goes; an inherited `ref` prop may name another element.
    const signatureText = this.propsTypeOf(symbol).map((type) => this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)).join(' ');
    let refElement = elementTagOf(/RefAttributes<(\w+)>/.exec(signatureText)?.[1] ?? '');
    for (const {symbol: prop, required} of this.propsOf(symbol)) {
      if (prop.name === 'ref') {
        refElement ??= elementTagOf(this.checker.typeToString(this.checker.getTypeOfSymbol(prop)));
        continue;
      }
      if (prop.name === 'key') continue;
      const origin = this.originOf(prop);
      if (origin === 'dom') {
        forwardsDomProps = true;
        continue;
      }
      if (origin === 'material') {
        const dir = MATERIAL_COMPONENT_DIR.exec(prop.declarations![0].getSourceFile().fileName)?.[1];
        if (dir) materialDirs.set(dir, (materialDirs.get(dir) ?? 0) + 1);
        continue;
      }
      const property = this.property(prop, required);
      if (!property) continue;
      props.push(property);
      const propType = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(prop));
      if (prop.name === 'slots') slots = this.slotsOf(propType);
      if (prop.name === 'classes') cssClasses = this.cssClassesOf(propType, spec, name);
    }
    const inherited = [...materialDirs.entries()].sort((a, b) => b[1] - a[1])[0];
    const docs = this.docsOf(symbol);
    return {
      kind: 'component',
      name,
      packageName: spec.name,
      ...(spec.plan && {plan: spec.plan}),
      imports: this.importLines(name, false),
      ...(docs.description && {description: docs.description}),
      ...(docs.deprecated !== undefined && {deprecated: docs.deprecated}),
      props: this.withPlans(sortByName(props), this.tiersOf(name, 'component')),
      slots,
      cssClasses,
      ...(refElement && {refElement}),
      ...(inherited && {inherits: {name: inherited[0], packageName: '@mui/material'}}),
      forwardsDomProps,
    };
  }

  private slotsOf(slotsType: ts.Type): ApiSlot[] {
    return this.propertiesOf(slotsType).flatMap(({symbol}) => {
      const property = this.property(symbol, false);
      return property ? [{name: property.name, ...(property.defaultValue && {defaultValue: property.defaultValue}), ...(property.description && {description: property.description})}] : [];
    });
  }

  /** Class keys from the `classes` prop's type; names from the runtime `*Classes` object when it loads. */
  private cssClassesOf(classesType: ts.Type, spec: PackageSpec, componentName: string): ApiCssClass[] {
    const interfaceName = (classesType.aliasTypeArguments?.[0] ?? classesType).getSymbol()?.name;
    const runtime = interfaceName && /Classes$/.test(interfaceName) ? this.options.runtimeExport?.(spec.name, lowerFirst(interfaceName)) : undefined;
    const names = typeof runtime === 'object' && runtime !== null ? (runtime as Record<string, unknown>) : {};
    const prefix = `Mui${componentName.replace(PLAN_SUFFIX, '')}`;
    return this.propertiesOf(classesType).flatMap(({symbol}) => {
      const {description, tags} = this.docsOf(symbol);
      if (tags.some((tag) => tag.name === 'ignore')) return [];
      const className = typeof names[symbol.name] === 'string' ? (names[symbol.name] as string) : `${prefix}-${symbol.name}`;
      return [{key: symbol.name, className, ...(description && {description})}];
    });
  }

  private interface(name: string, {spec, symbol}: {spec: PackageSpec; symbol: ts.Symbol}): InterfaceApi {
    // Show the richest variant (the premium package's GridApi), badge what the cheaper ones lack.
    const variants = this.findAll(name);
    const richest = variants[variants.length - 1];
    const properties = this.propertiesOf(this.checker.getDeclaredTypeOfSymbol(richest.symbol)).flatMap(({symbol: prop, required}) => {
      const property = this.property(prop, required);
      return property ? [property] : [];
    });
    const docs = this.docsOf(symbol);
    return {
      kind: 'interface',
      name,
      packageName: spec.name,
      ...(spec.plan && {plan: spec.plan}),
      imports: this.importLines(name, true),
      ...(docs.description && {description: docs.description}),
      ...(docs.deprecated !== undefined && {deprecated: docs.deprecated}),
      properties: this.withPlans(sortByName(properties), this.tiersOf(name, 'interface')),
    };
  }
}

function sortByName<T extends {name: string}>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
