/**
 * Which page is a property's home, so that search finds each prop once: the
 * DataGridPro page repeats the DataGrid props, and `pageSizeOptions` should
 * lead to the DataGrid page, where it comes from. Tiered pages (whose
 * properties carry the cheapest plan that has them) only claim the properties
 * of their own plan; other pages claim all of theirs.
 */
import type {ApiProperty} from '../../plugins/api-reference/model';

export function isPropertyHome(pagePlan: ApiProperty['plan'], properties: readonly Pick<ApiProperty, 'plan'>[], property: Pick<ApiProperty, 'plan'>): boolean {
  const tiered = properties.some((candidate) => candidate.plan !== undefined);
  if (!tiered || pagePlan === undefined) return true;
  return property.plan === pagePlan;
}
