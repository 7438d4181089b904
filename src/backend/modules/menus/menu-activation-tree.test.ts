import { describe, expect, it } from 'vitest';
import { catalogueTree, menuWithDescendants, type CatalogueRow } from './menu-activation-tree.ts';

const row = (menuId: number, parentId: number | null, priority: number): CatalogueRow => ({
  menuId,
  parentId,
  key: `m${menuId}`,
  name: `M${menuId}`,
  nameFr: `M${menuId}`,
  priority,
  isRoot: parentId === null,
  url: parentId === null ? null : `/m${menuId}`,
  icon: null,
  code: null,
  menuIndex: 0,
  itemIndex: menuId,
  state: 0,
  chauffeurOnly: false,
  partner: false,
  permission: null,
});

describe('catalogueTree', () => {
  it('nests entries under their section, each level by priority', () => {
    const tree = catalogueTree([row(3, 1, 2), row(1, null, 2), row(2, 1, 1), row(4, null, 1), row(5, 2, 1)]);
    expect(tree.map((n) => n.menuId)).toEqual([4, 1]);
    expect(tree[1]!.subMenu.map((n) => n.menuId)).toEqual([2, 3]);
    expect(tree[1]!.subMenu[0]!.subMenu.map((n) => n.menuId)).toEqual([5]);
  });
});

describe('menuWithDescendants', () => {
  const rows = [row(1, null, 1), row(2, 1, 1), row(3, 1, 2), row(4, 2, 1), row(5, null, 2)];
  it('takes a section with all its entries, at any depth', () => {
    expect(menuWithDescendants(rows, 1).sort()).toEqual([1, 2, 3, 4]);
  });
  it('takes an item alone', () => {
    expect(menuWithDescendants(rows, 3)).toEqual([3]);
  });
  it('stops on a cycle', () => {
    expect(
      menuWithDescendants(
        [
          { menuId: 1, parentId: 2 },
          { menuId: 2, parentId: 1 },
        ],
        1,
      ).sort(),
    ).toEqual([1, 2]);
  });
});
