import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_213427_issue_13_order_public_id from './20261123_213427_issue_13_order_public_id';
import * as migration_20261123_215010_issue_16_fulfilment from './20261123_215010_issue_16_fulfilment';
import * as migration_20261123_215011_issue_16_data from './20261123_215011_issue_16_data';

export const migrations = [
  {
    up: migration_20261122_043907_initial.up,
    down: migration_20261122_043907_initial.down,
    name: '20261122_043907_initial',
  },
  {
    up: migration_20261123_213427_issue_13_order_public_id.up,
    down: migration_20261123_213427_issue_13_order_public_id.down,
    name: '20261123_213427_issue_13_order_public_id',
  },
  {
    up: migration_20261123_215010_issue_16_fulfilment.up,
    down: migration_20261123_215010_issue_16_fulfilment.down,
    name: '20261123_215010_issue_16_fulfilment',
  },
  {
    up: migration_20261123_215011_issue_16_data.up,
    down: migration_20261123_215011_issue_16_data.down,
    name: '20261123_215011_issue_16_data',
  },
];
