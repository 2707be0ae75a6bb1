import * as migration_20261122_032458_initial from './20261122_032458_initial';

export const migrations = [
  {
    up: migration_20261122_032458_initial.up,
    down: migration_20261122_032458_initial.down,
    name: '20261122_032458_initial'
  },
];
