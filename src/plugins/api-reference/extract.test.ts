/**
 * @jest-environment node
 *
 * The extractor on two small fixture packages (a community one and a "pro"
 * one re-exporting it), covering what the real declarations use: defaults,
 * unions, deprecations, generics, overloads, slots, classes, refs,
 * Material UI inheritance and prop-less stubs.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ApiExtractor, createApiProgram, elementTagOf, type PackageSpec} from './extract';
import {jsdocToHtml} from './markdown';
import type {ComponentApi, InterfaceApi} from './model';

const FIXTURES = path.join(__dirname, '__fixtures__');

function spec(name: string, plan?: PackageSpec['plan']): PackageSpec {
  const dir = path.join(FIXTURES, name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {exports: Record<string, string>};
  return {name, plan, dir, subpaths: new Set(Object.keys(manifest.exports).map((key) => key.replace(/^\.\/?/, '')))};
}

const packages = [spec('x-fixture'), spec('x-fixture-pro', 'pro')];
const program = createApiProgram(packages.map((p) => path.join(p.dir, 'index.d.ts')));
const extractor = new ApiExtractor(program, packages, {
  markdown: jsdocToHtml,
  runtimeExport: (packageName, exportName) => (packageName === 'x-fixture' && exportName === 'widgetClasses' ? {root: 'MuiWidget-root', label: 'MuiWidget-labelText'} : undefined),
});

const widget = extractor.extract('Widget') as ComponentApi;
const prop = (api: ComponentApi, name: string) => api.props.find((p) => p.name === name);

describe('component props', () => {
  it('reads types as written, required flags and @default values', () => {
    expect(prop(widget, 'rows')).toMatchObject({type: 'readonly R[]', required: true});
    expect(prop(widget, 'pageSizeOptions')).toMatchObject({
      type: 'ReadonlyArray<number | { value: number; label: string }>',
      required: false,
      defaultValue: '[25, 50]',
    });
    expect(prop(widget, 'density')).toMatchObject({type: "'compact' | 'standard' | 'comfortable'", defaultValue: '"standard"'});
  });

  it('marks deprecated props with their note and drops @ignore props', () => {
    expect(prop(widget, 'dense')?.deprecated).toBe('<p>Use the <code>density</code> prop.</p>');
    expect(prop(widget, 'internalFlag')).toBeUndefined();
  });

  it('keeps @param and @returns of function props', () => {
    const onChange = prop(widget, 'onChange')!;
    expect(onChange.type).toBe('(value: R) => void');
    expect(onChange.params).toEqual([{name: 'value', description: '<p>The new value.</p>'}]);
  });

  it('leaves DOM attributes out of the table and says they are spread', () => {
    expect(prop(widget, 'onClick')).toBeUndefined();
    expect(prop(widget, 'ref')).toBeUndefined();
    expect(widget.forwardsDomProps).toBe(true);
    expect(widget.refElement).toBe('div');
  });

  it('sorts props by name', () => {
    const names = widget.props.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('component documentation', () => {
  it('takes the JSDoc description without the upstream link lists', () => {
    expect(widget.description).toBe('<p>A widget that lists rows.</p>');
  });

  it('lists the deep and root imports of every package exporting it', () => {
    expect(widget.imports).toEqual([
      "import { Widget } from 'x-fixture/Widget';",
      "import { Widget } from 'x-fixture';",
      "import { Widget } from 'x-fixture-pro';",
    ]);
  });

  it('lists slots with their default component', () => {
    expect(widget.slots).toEqual([{name: 'icon', defaultValue: 'WidgetIcon', description: '<p>The icon shown before the label.</p>'}]);
  });

  it('names CSS classes from the runtime object, and by pattern when it is missing', () => {
    expect(widget.cssClasses).toEqual([
      {key: 'root', className: 'MuiWidget-root', description: '<p>Styles applied to the root element.</p>'},
      {key: 'label', className: 'MuiWidget-labelText', description: '<p>Styles applied to the label.</p>'},
    ]);
    const fallback = new ApiExtractor(program, packages, {markdown: jsdocToHtml}).extract('Widget') as ComponentApi;
    expect(fallback.cssClasses.map((c) => c.className)).toEqual(['MuiWidget-root', 'MuiWidget-label']);
  });

  it('names the Material UI component whose props are inherited, and the ref element', () => {
    const field = extractor.extract('Field') as ComponentApi;
    expect(field.inherits).toEqual({name: 'FormControl', packageName: '@mui/material'});
    expect(field.props.map((p) => p.name)).toEqual(['value']);
    expect(field.refElement).toBe('ul');
  });
});

describe('overloads, plans and stubs', () => {
  it('merges the props of overloaded call signatures, required only where every overload requires them', () => {
    const picker = extractor.extract('Picker') as ComponentApi;
    expect(picker.props.map((p) => p.name)).toEqual(['format', 'onAccept', 'range', 'value']);
    expect(prop(picker, 'value')).toMatchObject({required: true, type: 'string'});
    expect(prop(picker, 'range')?.required).toBe(false);
  });

  it("badges the props a Pro component adds to its community base", () => {
    const pro = extractor.extract('WidgetPro') as ComponentApi;
    expect(pro).toMatchObject({packageName: 'x-fixture-pro', plan: 'pro'});
    expect(prop(pro, 'pinnedRows')).toMatchObject({plan: 'pro', defaultValue: '[]'});
    expect(prop(pro, 'rows')?.plan).toBeUndefined();
  });

  it('skips prop-less stubs exported under a component name', () => {
    expect(() => extractor.extract('WidgetPremium')).toThrow('no package among x-fixture, x-fixture-pro exports "WidgetPremium"');
  });

  it('documents an interface from its richest variant, badging what the cheaper one lacks', () => {
    const api = extractor.extract('WidgetApi') as InterfaceApi;
    expect(api.kind).toBe('interface');
    expect(api.imports).toEqual(["import type { WidgetApi } from 'x-fixture';", "import type { WidgetApi } from 'x-fixture-pro';"]);
    expect(api.properties.map((p) => [p.name, p.plan])).toEqual([
      ['getRow', undefined],
      ['pinRow', 'pro'],
      ['rowCount', undefined],
    ]);
    expect(api.properties[0]).toMatchObject({type: '(id: string) => unknown', required: true, returns: '<p>The row.</p>'});
  });
});

it('writes inline object types on one line, without their comments', () => {
  const state = extractor.extract('WidgetState') as InterfaceApi;
  expect(state.properties[0].type).toBe("{ send: (prompt: string) => void; home: 'https://example.com' }");
});

it('maps DOM element types to tag names', () => {
  expect(elementTagOf('Ref<HTMLDivElement>')).toBe('div');
  expect(elementTagOf('Ref<SVGSVGElement>')).toBe('svg');
  expect(elementTagOf('Ref<SVGPathElement>')).toBe('path');
  expect(elementTagOf('Ref<HTMLUListElement>')).toBe('ul');
  expect(elementTagOf('Ref<HTMLButtonElement>')).toBe('button');
  expect(elementTagOf('Ref<unknown>')).toBeUndefined();
});
