import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_214509_issue_17_job_runs_media_storage from './20261123_214509_issue_17_job_runs_media_storage';

export const migrations = [
  {
    up: migration_20261122_043907_initial.up,
    down: migration_20261122_043907_initial.down,
    name: '20261122_043907_initial',
  },
  {
    up: migration_20261123_214509_issue_17_job_runs_media_storage.up,
    down: migration_20261123_214509_issue_17_job_runs_media_storage.down,
    name: '20261123_214509_issue_17_job_runs_media_storage'
  },
];
