import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_213427_issue_13_order_public_id from './20261123_213427_issue_13_order_public_id';
import * as migration_20261123_214509_issue_14_roles_audit from './20261123_214509_issue_14_roles_audit';
import * as migration_20261123_214509_issue_17_job_runs_media_storage from './20261123_214509_issue_17_job_runs_media_storage';
import * as migration_20261123_214510_issue_14_data from './20261123_214510_issue_14_data';
import * as migration_20261123_214732_issue_13_order_caps from './20261123_214732_issue_13_order_caps';
import * as migration_20261123_215010_issue_16_fulfilment from './20261123_215010_issue_16_fulfilment';
import * as migration_20261123_215011_issue_16_data from './20261123_215011_issue_16_data';
import * as migration_20261123_215235_issue_18_campaign_end_page_pictures from './20261123_215235_issue_18_campaign_end_page_pictures';
import * as migration_20261123_215300_issue_18_data from './20261123_215300_issue_18_data';
import * as migration_20261123_215644_issue_15_ledger from './20261123_215644_issue_15_ledger';
import * as migration_20261123_215700_issue_15_data from './20261123_215700_issue_15_data';
import * as migration_20261123_220000_issue_22_intake_encryption from './20261123_220000_issue_22_intake_encryption';
import * as migration_20261123_220100_issue_22_data from './20261123_220100_issue_22_data';

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
    up: migration_20261123_214509_issue_17_job_runs_media_storage.up,
    down: migration_20261123_214509_issue_17_job_runs_media_storage.down,
    name: '20261123_214509_issue_17_job_runs_media_storage',
  },
  {
    up: migration_20261123_214510_issue_14_data.up,
    down: migration_20261123_214510_issue_14_data.down,
    name: '20261123_214510_issue_14_data',
  },
  {
    up: migration_20261123_214732_issue_13_order_caps.up,
    down: migration_20261123_214732_issue_13_order_caps.down,
    name: '20261123_214732_issue_13_order_caps',
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
  {
    up: migration_20261123_215235_issue_18_campaign_end_page_pictures.up,
    down: migration_20261123_215235_issue_18_campaign_end_page_pictures.down,
    name: '20261123_215235_issue_18_campaign_end_page_pictures',
  },
  {
    up: migration_20261123_215300_issue_18_data.up,
    down: migration_20261123_215300_issue_18_data.down,
    name: '20261123_215300_issue_18_data',
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
  {
    up: migration_20261123_220000_issue_22_intake_encryption.up,
    down: migration_20261123_220000_issue_22_intake_encryption.down,
    name: '20261123_220000_issue_22_intake_encryption',
  },
  {
    up: migration_20261123_220100_issue_22_data.up,
    down: migration_20261123_220100_issue_22_data.down,
    name: '20261123_220100_issue_22_data'
  },
];
