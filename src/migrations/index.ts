import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_215235_issue_18_campaign_end_page_pictures from './20261123_215235_issue_18_campaign_end_page_pictures';
import * as migration_20261123_215300_issue_18_data from './20261123_215300_issue_18_data';

export const migrations = [
  {
    up: migration_20261122_043907_initial.up,
    down: migration_20261122_043907_initial.down,
    name: '20261122_043907_initial',
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
];
