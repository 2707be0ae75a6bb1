import * as migration_20261122_032458_initial from './20261122_032458_initial';
import * as migration_20261122_033032_shop from './20261122_033032_shop';

export const migrations = [
  {
    up: migration_20261122_032458_initial.up,
    down: migration_20261122_032458_initial.down,
    name: '20261122_032458_initial',
  },
  {
    up: migration_20261122_033032_shop.up,
    down: migration_20261122_033032_shop.down,
    name: '20261122_033032_shop'
  },
];
