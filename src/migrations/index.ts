import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_213427_issue_13_order_public_id from './20261123_213427_issue_13_order_public_id';
import * as migration_20261123_215644_issue_15_ledger from './20261123_215644_issue_15_ledger';
import * as migration_20261123_215700_issue_15_data from './20261123_215700_issue_15_data';

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
    up: migration_20261123_215644_issue_15_ledger.up,
    down: migration_20261123_215644_issue_15_ledger.down,
    name: '20261123_215644_issue_15_ledger',
  },
  {
    up: migration_20261123_215700_issue_15_data.up,
    down: migration_20261123_215700_issue_15_data.down,
    name: '20261123_215700_issue_15_data',
  },
];
