import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import styles from './styles.module.css';

type Plan = 'community' | 'pro' | 'premium';

export type Product = {
  name: string;
  description: string;
  /** Where the card leads, relative to the docs base URL. */
  to: string;
  icon: ReactNode;
  packages: {name: string; plan: Plan}[];
};

const PLAN_LABEL: Record<Plan, string> = {community: 'MIT', pro: 'Pro', premium: 'Premium'};

export const PRODUCTS: Product[] = [
  {
    name: 'Data Grid',
    description: 'A table for large, editable data sets: sorting, filtering, pagination, virtualized rows and columns.',
    to: '/introduction/installation/#data-grid',
    icon: <TableChartOutlined />,
    packages: [
      {name: '@mui/x-data-grid', plan: 'community'},
      {name: '@mui/x-data-grid-pro', plan: 'pro'},
      {name: '@mui/x-data-grid-premium', plan: 'premium'},
    ],
  },
  {
    name: 'Date and Time Pickers',
    description: 'Fields, calendars, clocks and pickers for dates, times and ranges, with the date library you already use.',
    to: '/introduction/installation/#date-and-time-pickers',
    icon: <CalendarMonthOutlined />,
    packages: [
      {name: '@mui/x-date-pickers', plan: 'community'},
      {name: '@mui/x-date-pickers-pro', plan: 'pro'},
    ],
  },
  {
    name: 'Charts',
    description: 'Bar, line, pie, scatter, gauge and sparkline charts drawn in SVG, composable from small parts.',
    to: '/introduction/installation/#charts',
    icon: <InsertChartOutlined />,
    packages: [
      {name: '@mui/x-charts', plan: 'community'},
      {name: '@mui/x-charts-pro', plan: 'pro'},
    ],
  },
  {
    name: 'Tree View',
    description: 'Hierarchical lists with expansion, selection, keyboard navigation, editing and drag-and-drop ordering.',
    to: '/introduction/installation/#tree-view',
    icon: <AccountTreeOutlined />,
    packages: [
      {name: '@mui/x-tree-view', plan: 'community'},
      {name: '@mui/x-tree-view-pro', plan: 'pro'},
    ],
  },
];

/**
 * The product cards of the introduction. Plain elements styled like MUI's
 * outlined Card, CardActionArea, Typography and small outlined Chip (from the
 * theme's CSS variables, so the reader's colours and spacing apply), which keeps
 * those components' code out of the page's first load.
 */
export default function ProductCards({products = PRODUCTS}: {products?: Product[]}): ReactNode {
  return (
    <div className={styles.grid}>
      {products.map((product) => (
        <div key={product.name} className={styles.card}>
          <Link to={product.to} className={styles.action}>
            <div className={styles.content}>
              <div className={styles.heading}>
                <span className={styles.icon} aria-hidden>
                  {product.icon}
                </span>
                {/* The cards come between the page title and its first section: the next heading level. */}
                <h2 className={styles.title}>{product.name}</h2>
              </div>
              <p className={styles.description}>{product.description}</p>
              <ul className={styles.packages} aria-label={`${product.name} packages`}>
                {product.packages.map((pkg) => (
                  <li key={pkg.name}>
                    <code>{pkg.name}</code>
                    <span className={clsx(styles.chip, styles[pkg.plan])}>
                      <span className={styles.chipLabel}>{PLAN_LABEL[pkg.plan]}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <span className={styles.highlight} />
          </Link>
        </div>
      ))}
    </div>
  );
}
