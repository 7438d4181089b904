import { pgTable, integer, text, serial, boolean, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The side-menu catalogue (operations.md §2.5). Sub-items nest through parentId. */
export const menus = pgTable(
  'menus',
  {
    menuId: serial('menu_id').primaryKey(),
    appId: integer('app_id').notNull().default(1),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.menuId, { onDelete: 'cascade' }),
    /** Stable key, also the translation key of the label. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    priority: integer('priority').notNull(),
    isRoot: boolean('is_root').notNull().default(false),
    url: text('url'),
    icon: text('icon'),
    /** BO processing items carry a code 0 to 3. */
    code: integer('code'),
    /** Position within its section, used by activatedMenu pairs. */
    menuIndex: integer('menu_index').notNull(),
    itemIndex: integer('item_index').notNull(),
    /** 0 open, 1 closed, 2 disabled (sections). */
    state: integer('state').notNull().default(0),
    chauffeurOnly: boolean('chauffeur_only').notNull().default(false),
    partner: boolean('partner').notNull().default(false),
    /** A permission the user must hold to see the entry (e.g. 'exchange_rate'); null: none. */
    permission: text('permission'),
  },
  (t) => [unique('menus_app_key').on(t.appId, t.key)],
);

/** One catalogue row as the database holds it. */
export type MenuRecord = typeof menus.$inferSelect;

/** Per-user activation of a menu (menu stats). */
export const userMenuStats = pgTable(
  'user_menu_stats',
  {
    menuStatId: serial('menu_stat_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull().default(1),
    activated: boolean('activated').notNull().default(true),
  },
  (t) => [unique('user_menu_stats_user_menu').on(t.userId, t.menuId, t.appId)],
);
