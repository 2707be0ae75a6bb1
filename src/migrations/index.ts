import * as migration_20261122_043907_initial from './20261122_043907_initial';

export const migrations = [
  {
    up: migration_20261122_043907_initial.up,
    down: migration_20261122_043907_initial.down,
    name: '20261122_043907_initial'
  },
];
