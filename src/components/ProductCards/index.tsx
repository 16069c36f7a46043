import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import type {SxProps, Theme} from '@mui/material/styles';
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

const PLAN_CHIP_SX: Record<Plan, SxProps<Theme>> = {
  community: {color: 'text.secondary'},
  pro: (theme) => ({
    color: theme.vars.palette.primary.main,
    borderColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.5)`,
  }),
  premium: (theme) => ({
    color: 'hsl(275, 75%, 52%)',
    borderColor: 'hsla(275, 75%, 52%, 0.5)',
    ...theme.applyStyles('dark', {color: 'hsl(275, 80%, 76%)', borderColor: 'hsla(275, 80%, 76%, 0.5)'}),
  }),
};

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

export default function ProductCards({products = PRODUCTS}: {products?: Product[]}): ReactNode {
  return (
    <div className={styles.grid}>
      {products.map((product) => (
        <Card key={product.name} variant="outlined" className={styles.card}>
          <CardActionArea component={Link} to={product.to} className={styles.action}>
            <CardContent className={styles.content}>
              <Stack direction="row" spacing={1.5} alignItems="center">
                <span className={styles.icon} aria-hidden>
                  {product.icon}
                </span>
                <Typography component="h3" variant="h6" className={styles.title}>
                  {product.name}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" className={styles.description}>
                {product.description}
              </Typography>
              <ul className={styles.packages} aria-label={`${product.name} packages`}>
                {product.packages.map((pkg) => (
                  <li key={pkg.name}>
                    <code>{pkg.name}</code>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={PLAN_LABEL[pkg.plan]}
                      sx={PLAN_CHIP_SX[pkg.plan]}
                    />
                  </li>
                ))}
              </ul>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </div>
  );
}
