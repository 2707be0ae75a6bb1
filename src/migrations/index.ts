import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_214732_issue_13_order_caps from './20261123_214732_issue_13_order_caps';

export const migrations = [
  {
    up: migration_20261122_043907_initial.up,
    down: migration_20261122_043907_initial.down,
    name: '20261122_043907_initial',
  },
  {
    up: migration_20261123_214732_issue_13_order_caps.up,
    down: migration_20261123_214732_issue_13_order_caps.down,
    name: '20261123_214732_issue_13_order_caps'
  },
];
