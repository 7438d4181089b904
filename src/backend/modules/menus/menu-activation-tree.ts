import type { TMenuCatalogueNode } from '../../../lib/domain/admin-dto.ts';

export type CatalogueRow = Omit<TMenuCatalogueNode, 'subMenu'>;

const byPriority = (x: CatalogueRow, y: CatalogueRow) => x.priority - y.priority || x.menuId - y.menuId;

/** The whole catalogue of an application as a tree, every level sorted by priority. */
export function catalogueTree(rows: readonly CatalogueRow[]): TMenuCatalogueNode[] {
  const children = new Map<number | null, CatalogueRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const seen = new Set<number>();
  const build = (r: CatalogueRow): TMenuCatalogueNode => {
    seen.add(r.menuId);
    // A cycle in bad data must not loop forever.
    const kids = (children.get(r.menuId) ?? []).filter((k) => !seen.has(k.menuId)).sort(byPriority);
    return { ...r, subMenu: kids.map(build) };
  };
  return (children.get(null) ?? []).slice().sort(byPriority).map(build);
}

/** A menu and everything under it: switching a section on or off switches its entries too. */
export function menuWithDescendants(rows: readonly Pick<CatalogueRow, 'menuId' | 'parentId'>[], menuId: number): number[] {
  const out = [menuId];
  const seen = new Set(out);
  for (let i = 0; i < out.length; i++) {
    for (const r of rows) {
      if (r.parentId === out[i] && !seen.has(r.menuId)) {
        seen.add(r.menuId);
        out.push(r.menuId);
      }
    }
  }
  return out;
}
