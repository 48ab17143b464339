import type { PageNeed } from '../../adapters/operations.ts';
import { WIDGET_TABLE } from '../widget-table.ts';

/**
 * What the elements on the page use of the platform (each widget row's `needs`, for the tags present): the
 * platform is held to these, not to every capability it claims, as Auth.js derives an adapter's required
 * methods from what the app turns on.
 */
export function pageNeeds(root: ParentNode = document): readonly PageNeed[] {
  const needs = new Set<PageNeed>();
  for (const row of Object.values(WIDGET_TABLE)) {
    for (const element of root.querySelectorAll(row.element.definition.tag)) {
      for (const need of typeof row.needs === 'function' ? row.needs(element) : row.needs) needs.add(need);
    }
  }
  return [...needs];
}
