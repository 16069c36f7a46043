/**
 * The building blocks of generated API pages (see src/plugins/api-reference).
 * Each takes the page's JSON data; descriptions are HTML rendered at build
 * time from the packages' JSDoc.
 */
import React, {useCallback, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import NavBadges, {planLabel} from '@site/src/components/NavBadges';
import {isPropertyHome} from './propertyHome';
import {apiSlug} from '@site/src/modules/navigation/nav';
import type {ApiIndexRow, ApiPageData, ApiProperty} from '@site/src/plugins/api-reference/model';
import styles from './styles.module.css';

/** Build-time HTML whose site links (`href="/react-…/"`) get the locale's base URL and client-side navigation. */
export function ApiHtml({html, className}: {html: string; className?: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const localized = html.replace(/href="\/(?!\/)/g, `href="${siteConfig.baseUrl}`);
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const anchor = (event.target as HTMLElement).closest('a');
      const href = anchor?.getAttribute('href');
      if (!href || !href.startsWith(siteConfig.baseUrl) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      history.push(href);
    },
    [history, siteConfig.baseUrl],
  );
  // The HTML is rendered by the build from the installed packages' JSDoc, not from user input.
  // eslint-disable-next-line react/no-danger
  return <div className={clsx(styles.html, className)} onClick={onClick} dangerouslySetInnerHTML={{__html: localized}} />;
}

/** A type as written in the declarations, with the names that have API pages linked. */
export function ApiType({type, links}: {type: string; links: Record<string, string>}): ReactNode {
  const parts = type.split(/(\b[A-Z]\w*\b)/);
  return (
    <code className={styles.type}>
      {parts.map((part, index) =>
        links[part] ? (
          <Link key={index} to={links[part]}>
            {part}
          </Link>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        ),
      )}
    </code>
  );
}

function PlanNote({api}: {api: ApiPageData}): ReactNode {
  if (!api.plan) return null;
  return (
    <div className={styles.note}>
      <NavBadges badges={{plan: api.plan}} />{' '}
      <Translate
        id="api.lead.plan"
        description="API page lead: which plan and package a component needs"
        values={{plan: planLabel(api.plan), packageName: <code>{api.packageName}</code>}}>
        {'Needs the {plan}: import it from {packageName}.'}
      </Translate>
    </div>
  );
}

/** What the entry is: its JSDoc description, deprecation, rename and plan. */
export function ApiLead({api}: {api: ApiPageData}): ReactNode {
  return (
    <div className={styles.lead}>
      {api.deprecated !== undefined && (
        <div className={clsx('alert alert--warning', styles.alert)} role="note">
          <strong>
            <Translate id="api.deprecated" description="Label of a deprecated component, prop or property">
              Deprecated
            </Translate>
          </strong>
          {api.deprecated && <ApiHtml html={api.deprecated} />}
        </div>
      )}
      {api.renamedFrom && api.kind !== 'removed' && (
        <div className={clsx('alert alert--info', styles.alert)} role="note">
          <Translate
            id="api.lead.renamed"
            description="API page lead when the installed export has another name than the navigation"
            values={{oldName: <code>{api.renamedFrom}</code>, newName: <code>{api.name}</code>}}>
            {'The installed packages export {oldName} as {newName}: this page documents {newName}.'}
          </Translate>
        </div>
      )}
      {api.kind === 'removed' && (
        <div className={clsx('alert alert--warning', styles.alert)} role="note">
          <strong>
            <Translate id="api.lead.removed" description="API page lead of an export removed from the packages">
              Not in the installed packages
            </Translate>
          </strong>
        </div>
      )}
      {api.description ? (
        <ApiHtml html={api.description} className={styles.description} />
      ) : (
        <p className={styles.description}>
          <Translate
            id="api.lead.generic"
            description="API page lead when the declarations have no description"
            values={{name: <code>{api.name}</code>, packageName: <code>{api.packageName}</code>}}>
            {'{name} is exported by {packageName}.'}
          </Translate>
        </p>
      )}
      <PlanNote api={api} />
    </div>
  );
}

export function ApiDemos({api}: {api: ApiPageData}): ReactNode {
  return (
    <ul className={styles.demoList}>
      {api.demos.map((demo) => (
        <li key={demo.route}>
          <Link to={demo.route}>{demo.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export function ApiImports({api}: {api: ApiPageData}): ReactNode {
  return (
    <>
      <CodeBlock language="tsx">{api.imports.join('\n')}</CodeBlock>
      {api.imports.length > 2 && (
        <div className={styles.note}>
          <Translate id="api.imports.hint" description="Under the import lines of an API page">
            Import from the package you already use: each plan's package re-exports what the cheaper ones have.
          </Translate>
        </div>
      )}
    </>
  );
}

/**
 * The name cell. On the property's home page (see propertyHome.ts) the name is
 * an `<h3>` with a `hash-link`, which is what the search index takes for a
 * section: searching `pageSizeOptions` then leads to `#prop-pageSizeOptions`.
 * The required marker and plan badge stay outside the heading's text.
 */
function AnchoredName({id, name, required, plan, deprecated, searchable}: {id: string; name: string; required?: boolean; plan?: ApiProperty['plan']; deprecated?: boolean; searchable?: boolean}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const NameTag = searchable ? 'h3' : 'div';
  return (
    <div className={styles.name}>
      <NameTag className={styles.nameHeading}>
        <a href={`#${id}`} className={clsx(styles.anchor, 'hash-link')} aria-label={translate({id: 'api.anchor', message: 'Link to {name}', description: 'Accessible name of the # link of an API row'}, {name})}>
          {'\u200B'}
        </a>
        <code className={clsx(styles.propName, deprecated && styles.deprecatedName)}>{name}</code>
      </NameTag>
      {required && (
        <span className={styles.required} title={translate({id: 'api.required', message: 'Required', description: 'Tooltip of the required marker'})}>
          *
        </span>
      )}
      {plan && <NavBadges badges={{plan}} />}
    </div>
  );
}

function PropertyDetails({property}: {property: ApiProperty}): ReactNode {
  return (
    <>
      {property.deprecated !== undefined && (
        <div className={styles.deprecatedNote}>
          <strong>
            <Translate id="api.deprecated">Deprecated</Translate>
          </strong>
          {property.deprecated && <ApiHtml html={property.deprecated} />}
        </div>
      )}
      {property.description && <ApiHtml html={property.description} />}
      {property.params && property.params.length > 0 && (
        <dl className={styles.params}>
          {property.params.map((param) => (
            <React.Fragment key={param.name}>
              <dt>
                <code>{param.name}</code>
              </dt>
              <dd>
                <ApiHtml html={param.description} />
              </dd>
            </React.Fragment>
          ))}
        </dl>
      )}
      {property.returns && (
        <div className={styles.returns}>
          <strong>
            <Translate id="api.returns" description="Label before the return value description of a function">
              Returns:
            </Translate>
          </strong>{' '}
          <ApiHtml html={property.returns} />
        </div>
      )}
    </>
  );
}

/**
 * One `<tbody>` per property: a row with name, type and default, then a row
 * with its description across the table, so long types and prose both get
 * the full width. The tbody carries the anchor (`#prop-rows`).
 */
function PropertyTable({rows, links, anchorPrefix, idPrefix, withDefault, pagePlan}: {rows: ApiProperty[]; links: Record<string, string>; anchorPrefix: string; idPrefix: string; withDefault: boolean; pagePlan: ApiProperty['plan']}): ReactNode {
  const columns = withDefault ? 3 : 2;
  return (
    <div className={styles.tableWrapper}>
      <table className={clsx(styles.table, styles.propertyTable, !withDefault && styles.withoutDefault)}>
        <thead>
          <tr>
            <th>
              <Translate id="api.table.name" description="Column header: name of a prop or property">
                Name
              </Translate>
            </th>
            <th>
              <Translate id="api.table.type" description="Column header: TypeScript type">
                Type
              </Translate>
            </th>
            {withDefault && (
              <th>
                <Translate id="api.table.default" description="Column header: default value">
                  Default
                </Translate>
              </th>
            )}
          </tr>
        </thead>
        {rows.map((property) => {
          const id = `${anchorPrefix}${idPrefix}${property.name}`;
          const hasDetails = Boolean(property.description || property.deprecated !== undefined || property.params?.length || property.returns);
          return (
            <tbody key={property.name} id={id} className={styles.row}>
              <tr className={styles.summary}>
                <td>
                  <AnchoredName
                    id={id}
                    name={property.name}
                    required={property.required}
                    plan={property.plan}
                    deprecated={property.deprecated !== undefined}
                    searchable={isPropertyHome(pagePlan, rows, property)}
                  />
                </td>
                <td data-label={translate({id: 'api.table.type', message: 'Type'})} data-search-skip>
                  <ApiType type={property.type} links={links} />
                </td>
                {withDefault && (
                  <td data-label={translate({id: 'api.table.default', message: 'Default'})}>{property.defaultValue !== undefined && <code>{property.defaultValue}</code>}</td>
                )}
              </tr>
              {hasDetails && (
                <tr className={styles.details} data-search-skip>
                  <td colSpan={columns}>
                    <PropertyDetails property={property} />
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

function RequiredLegend(): ReactNode {
  return (
    <div className={styles.note}>
      <Translate id="api.required.legend" description="Legend under a props table" values={{star: <span className={styles.required}>*</span>}}>
        {'Props marked {star} are required.'}
      </Translate>
    </div>
  );
}

/** The props table (anchors `#prop-<name>`), then where `ref` and other props go. */
export function ApiProps({api, anchorPrefix = ''}: {api: ApiPageData; anchorPrefix?: string}): ReactNode {
  if (api.kind !== 'component') return null;
  return (
    <>
      <PropertyTable rows={api.props} links={api.typeLinks} anchorPrefix={anchorPrefix} idPrefix="prop-" withDefault pagePlan={api.plan} />
      {api.props.some((prop) => prop.required) && <RequiredLegend />}
      {api.refElement && (
        <div className={styles.note}>
          <Translate id="api.ref" description="Under a props table: where the ref goes" values={{element: <code>{api.refElement}</code>}}>
            {'The ref is forwarded to the root element ({element}).'}
          </Translate>
        </div>
      )}
      {api.inherits && (
        <div className={styles.note}>
          <Translate
            id="api.inherits"
            description="Under a props table: the Material UI component whose props are accepted too"
            values={{
              component: (
                <Link to={`https://mui.com/material-ui/api/${apiSlug(api.inherits.name)}/`}>
                  <code>{api.inherits.name}</code>
                </Link>
              ),
            }}>
            {'Props of the Material UI {component} component are also available.'}
          </Translate>
        </div>
      )}
      {api.forwardsDomProps && !api.inherits && (
        <div className={styles.note}>
          <Translate id="api.spread" description="Under a props table: other props go to the DOM element">
            Any other props are spread to the root element.
          </Translate>
        </div>
      )}
    </>
  );
}

export function ApiProperties({api, anchorPrefix = ''}: {api: ApiPageData; anchorPrefix?: string}): ReactNode {
  if (api.kind !== 'interface') return null;
  return (
    <>
      <PropertyTable rows={api.properties} links={api.typeLinks} anchorPrefix={anchorPrefix} idPrefix="property-" withDefault={api.properties.some((p) => p.defaultValue !== undefined)} pagePlan={api.plan} />
      {api.properties.some((p) => p.required) && (
        <div className={styles.note}>
          <Translate id="api.required.legendProperties" description="Legend under a properties table" values={{star: <span className={styles.required}>*</span>}}>
            {'Properties marked {star} are always present.'}
          </Translate>
        </div>
      )}
    </>
  );
}

export function ApiSlots({api, anchorPrefix = ''}: {api: ApiPageData; anchorPrefix?: string}): ReactNode {
  if (api.kind !== 'component') return null;
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>
              <Translate id="api.slots.name" description="Column header: slot name">
                Slot
              </Translate>
            </th>
            <th>
              <Translate id="api.slots.default" description="Column header: the component a slot renders by default">
                Default component
              </Translate>
            </th>
            <th>
              <Translate id="api.table.description">Description</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {api.slots.map((slot) => {
            const id = `${anchorPrefix}slot-${slot.name}`;
            return (
              <tr key={slot.name} id={id} className={styles.row}>
                <td>
                  <AnchoredName id={id} name={slot.name} />
                </td>
                <td data-label={translate({id: 'api.slots.default', message: 'Default component'})}>{slot.defaultValue && <code>{slot.defaultValue}</code>}</td>
                <td data-search-skip>{slot.description && <ApiHtml html={slot.description} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ApiCssClasses({api}: {api: ApiPageData}): ReactNode {
  if (api.kind !== 'component') return null;
  return (
    <>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>
                <Translate id="api.classes.name" description="Column header: global CSS class name">
                  Class name
                </Translate>
              </th>
              <th>
                <Translate id="api.classes.key" description="Column header: key in the classes prop and theme style overrides">
                  Rule name
                </Translate>
              </th>
              <th>
                <Translate id="api.table.description">Description</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {api.cssClasses.map((cssClass) => (
              <tr key={cssClass.key} className={styles.row}>
                <td>
                  <code className={styles.propName}>.{cssClass.className}</code>
                </td>
                <td data-label={translate({id: 'api.classes.key', message: 'Rule name'})}>
                  <code>{cssClass.key}</code>
                </td>
                <td data-search-skip>{cssClass.description && <ApiHtml html={cssClass.description} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.note}>
        <Translate id="api.classes.hint" description="Under the CSS classes table" values={{classes: <code>classes</code>, sx: <code>sx</code>}}>
          {'Target these class names in your CSS or in the {sx} prop; the rule names are the keys of the {classes} prop and of the theme\'s style overrides.'}
        </Translate>
      </div>
    </>
  );
}

export function ApiReplacements({api}: {api: ApiPageData}): ReactNode {
  if (api.kind !== 'removed') return null;
  return (
    <ul className={styles.demoList}>
      {api.replacements.map((name) => (
        <li key={name}>{api.typeLinks[name] ? <Link to={api.typeLinks[name]}>{name}</Link> : <code>{name}</code>}</li>
      ))}
    </ul>
  );
}

/** One section of a product's API index: its components, interfaces or removed exports, with plan and first sentence. */
export function ApiIndex({rows, kind}: {rows: ApiIndexRow[]; kind: ApiIndexRow['kind']}): ReactNode {
  return (
    <ul className={styles.indexList}>
      {rows
        .filter((row) => row.kind === kind)
        .map((row) => (
          <li key={row.route}>
            <Link to={row.route} className={styles.indexLink}>
              <code>{row.name}</code>
            </Link>
            {row.plan && <NavBadges badges={{plan: row.plan}} />}
            {row.description && <span className={styles.indexDescription}>{row.description}</span>}
          </li>
        ))}
    </ul>
  );
}
