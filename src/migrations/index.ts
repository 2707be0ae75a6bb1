import * as migration_20261122_032458_initial from './20261122_032458_initial';
import * as migration_20261122_033103_forms from './20261122_033103_forms';

export const migrations = [
  {
    up: migration_20261122_032458_initial.up,
    down: migration_20261122_032458_initial.down,
    name: '20261122_032458_initial',
  },
  {
    up: migration_20261122_033103_forms.up,
    down: migration_20261122_033103_forms.down,
    name: '20261122_033103_forms'
  },
];
