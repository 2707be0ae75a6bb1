import * as migration_20261122_030412_initial from './20261122_030412_initial';

export const migrations = [
  {
    up: migration_20261122_030412_initial.up,
    down: migration_20261122_030412_initial.down,
    name: '20261122_030412_initial'
  },
];
