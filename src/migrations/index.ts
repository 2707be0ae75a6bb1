import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_213427_issue_13_order_public_id from './20261123_213427_issue_13_order_public_id';
import * as migration_20261123_214509_issue_14_roles_audit from './20261123_214509_issue_14_roles_audit';
import * as migration_20261123_214510_issue_14_data from './20261123_214510_issue_14_data';

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
    up: migration_20261123_214509_issue_14_roles_audit.up,
    down: migration_20261123_214509_issue_14_roles_audit.down,
    name: '20261123_214509_issue_14_roles_audit',
  },
  {
    up: migration_20261123_214510_issue_14_data.up,
    down: migration_20261123_214510_issue_14_data.down,
    name: '20261123_214510_issue_14_data'
  },
];
