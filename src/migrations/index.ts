import * as migration_20261122_032458_initial from './20261122_032458_initial';
import * as migration_20261122_032818_pages from './20261122_032818_pages';
import * as migration_20261122_032818_staff from './20261122_032818_staff';
import * as migration_20261122_032927_donations from './20261122_032927_donations';
import * as migration_20261122_033032_shop from './20261122_033032_shop';
import * as migration_20261122_033103_forms from './20261122_033103_forms';

export const migrations = [
  {
    up: migration_20261122_032458_initial.up,
    down: migration_20261122_032458_initial.down,
    name: '20261122_032458_initial',
  },
  {
    up: migration_20261122_032818_pages.up,
    down: migration_20261122_032818_pages.down,
    name: '20261122_032818_pages',
  },
  {
    up: migration_20261122_032818_staff.up,
    down: migration_20261122_032818_staff.down,
    name: '20261122_032818_staff'
    up: migration_20261122_032927_donations.up,
    down: migration_20261122_032927_donations.down,
    name: '20261122_032927_donations'
    up: migration_20261122_033032_shop.up,
    down: migration_20261122_033032_shop.down,
    name: '20261122_033032_shop'
    up: migration_20261122_033103_forms.up,
    down: migration_20261122_033103_forms.down,
    name: '20261122_033103_forms'
  },
];
