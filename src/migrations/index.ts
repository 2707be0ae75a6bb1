import * as migration_20261122_043907_initial from './20261122_043907_initial';
import * as migration_20261123_213427_issue_13_order_public_id from './20261123_213427_issue_13_order_public_id';
import * as migration_20261123_232419_wave_2_schema from './20261123_232419_wave_2_schema';
import * as migration_20261123_232500_issue_14_data from './20261123_232500_issue_14_data';
import * as migration_20261123_232510_issue_15_data from './20261123_232510_issue_15_data';
import * as migration_20261123_232520_issue_16_data from './20261123_232520_issue_16_data';
import * as migration_20261123_232530_issue_18_data from './20261123_232530_issue_18_data';
import * as migration_20261123_232540_issue_22_data from './20261123_232540_issue_22_data';
import * as migration_20261124_024057_issue_21_donor_notes from './20261124_024057_issue_21_donor_notes';
import * as migration_20261124_025622_issue_21_roster_contact from './20261124_025622_issue_21_roster_contact';
import * as migration_20261124_031500_issue_21_email_indexes from './20261124_031500_issue_21_email_indexes';
import * as migration_20261124_062325_issue_21_duplicates from './20261124_062325_issue_21_duplicates';
import * as migration_20261124_065330_issue_19_receipts from './20261124_065330_issue_19_receipts';
import * as migration_20261124_074008_issue_20_inbox from './20261124_074008_issue_20_inbox';
import * as migration_20261124_135211_issue_19_discreet_giving from './20261124_135211_issue_19_discreet_giving';
import * as migration_20261124_135500_issue_19_renewal_reminders from './20261124_135500_issue_19_renewal_reminders';
import * as migration_20261124_140525_issue_19_level_perks from './20261124_140525_issue_19_level_perks';
import * as migration_20261124_141000_issue_19_statements from './20261124_141000_issue_19_statements';
import * as migration_20261124_143237_issue_19_statements_audit from './20261124_143237_issue_19_statements_audit';
import * as migration_20261124_150000_issue_21_giving_summary from './20261124_150000_issue_21_giving_summary';
import * as migration_20261126_154135_issue_33_order_number from './20261126_154135_issue_33_order_number';
import * as migration_20261126_154145_issue_33_recurring_resumes_at from './20261126_154145_issue_33_recurring_resumes_at';
import * as migration_20261126_154809_issue_27_api_keys from './20261126_154809_issue_27_api_keys';
import * as migration_20261126_160000_issue_27_alerts from './20261126_160000_issue_27_alerts';
import * as migration_20261126_160000_issue_34_refund_reservations from './20261126_160000_issue_34_refund_reservations';
import * as migration_20261126_172325_schema_snapshot_wave_3 from './20261126_172325_schema_snapshot_wave_3';
import * as migration_20261126_185317_issue_30_tribute_matching from './20261126_185317_issue_30_tribute_matching';
import * as migration_20261126_185338_issue_30_offline_gifts from './20261126_185338_issue_30_offline_gifts';
import * as migration_20261126_185350_issue_31_boutique_booking from './20261126_185350_issue_31_boutique_booking';
import * as migration_20261126_185359_issue_29_bank_payments from './20261126_185359_issue_29_bank_payments';
import * as migration_20261126_185612_issue_29_giving from './20261126_185612_issue_29_giving';
import * as migration_20261126_202111_schema_snapshot_wave_3b from './20261126_202111_schema_snapshot_wave_3b';
import * as migration_20261128_032900_issue_46_goods from './20261128_032900_issue_46_goods';
import * as migration_20261128_032916_issue_45_books from './20261128_032916_issue_45_books';
import * as migration_20261128_032935_issue_49_campaigns from './20261128_032935_issue_49_campaigns';
import * as migration_20261128_033000_issue_42_reminder_refs from './20261128_033000_issue_42_reminder_refs';
import * as migration_20261128_033850_issue_42_audit_actions from './20261128_033850_issue_42_audit_actions';
import * as migration_20261128_034035_issue_41_held_visits from './20261128_034035_issue_41_held_visits';
import * as migration_20261128_035905_issue_49_appeals from './20261128_035905_issue_49_appeals';
import * as migration_20261128_054957_schema_snapshot_wave_4 from './20261128_054957_schema_snapshot_wave_4';
import * as migration_20261128_065327_issue_44_imports from './20261128_065327_issue_44_imports';
import * as migration_20261128_070429_issue_49_appeal_audit from './20261128_070429_issue_49_appeal_audit';

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
    up: migration_20261123_232419_wave_2_schema.up,
    down: migration_20261123_232419_wave_2_schema.down,
    name: '20261123_232419_wave_2_schema',
  },
  {
    up: migration_20261123_232500_issue_14_data.up,
    down: migration_20261123_232500_issue_14_data.down,
    name: '20261123_232500_issue_14_data',
  },
  {
    up: migration_20261123_232510_issue_15_data.up,
    down: migration_20261123_232510_issue_15_data.down,
    name: '20261123_232510_issue_15_data',
  },
  {
    up: migration_20261123_232520_issue_16_data.up,
    down: migration_20261123_232520_issue_16_data.down,
    name: '20261123_232520_issue_16_data',
  },
  {
    up: migration_20261123_232530_issue_18_data.up,
    down: migration_20261123_232530_issue_18_data.down,
    name: '20261123_232530_issue_18_data',
  },
  {
    up: migration_20261123_232540_issue_22_data.up,
    down: migration_20261123_232540_issue_22_data.down,
    name: '20261123_232540_issue_22_data',
  },
  {
    up: migration_20261124_024057_issue_21_donor_notes.up,
    down: migration_20261124_024057_issue_21_donor_notes.down,
    name: '20261124_024057_issue_21_donor_notes',
  },
  {
    up: migration_20261124_025622_issue_21_roster_contact.up,
    down: migration_20261124_025622_issue_21_roster_contact.down,
    name: '20261124_025622_issue_21_roster_contact',
  },
  {
    up: migration_20261124_031500_issue_21_email_indexes.up,
    down: migration_20261124_031500_issue_21_email_indexes.down,
    name: '20261124_031500_issue_21_email_indexes',
  },
  {
    up: migration_20261124_062325_issue_21_duplicates.up,
    down: migration_20261124_062325_issue_21_duplicates.down,
    name: '20261124_062325_issue_21_duplicates',
  },
  {
    up: migration_20261124_065330_issue_19_receipts.up,
    down: migration_20261124_065330_issue_19_receipts.down,
    name: '20261124_065330_issue_19_receipts',
  },
  {
    up: migration_20261124_074008_issue_20_inbox.up,
    down: migration_20261124_074008_issue_20_inbox.down,
    name: '20261124_074008_issue_20_inbox',
  },
  {
    up: migration_20261124_135211_issue_19_discreet_giving.up,
    down: migration_20261124_135211_issue_19_discreet_giving.down,
    name: '20261124_135211_issue_19_discreet_giving',
  },
  {
    up: migration_20261124_135500_issue_19_renewal_reminders.up,
    down: migration_20261124_135500_issue_19_renewal_reminders.down,
    name: '20261124_135500_issue_19_renewal_reminders',
  },
  {
    up: migration_20261124_140525_issue_19_level_perks.up,
    down: migration_20261124_140525_issue_19_level_perks.down,
    name: '20261124_140525_issue_19_level_perks',
  },
  {
    up: migration_20261124_141000_issue_19_statements.up,
    down: migration_20261124_141000_issue_19_statements.down,
    name: '20261124_141000_issue_19_statements',
  },
  {
    up: migration_20261124_143237_issue_19_statements_audit.up,
    down: migration_20261124_143237_issue_19_statements_audit.down,
    name: '20261124_143237_issue_19_statements_audit',
  },
  {
    up: migration_20261124_150000_issue_21_giving_summary.up,
    down: migration_20261124_150000_issue_21_giving_summary.down,
    name: '20261124_150000_issue_21_giving_summary',
  },
  {
    up: migration_20261126_154135_issue_33_order_number.up,
    down: migration_20261126_154135_issue_33_order_number.down,
    name: '20261126_154135_issue_33_order_number',
  },
  {
    up: migration_20261126_154145_issue_33_recurring_resumes_at.up,
    down: migration_20261126_154145_issue_33_recurring_resumes_at.down,
    name: '20261126_154145_issue_33_recurring_resumes_at',
  },
  {
    up: migration_20261126_154809_issue_27_api_keys.up,
    down: migration_20261126_154809_issue_27_api_keys.down,
    name: '20261126_154809_issue_27_api_keys',
  },
  {
    up: migration_20261126_160000_issue_27_alerts.up,
    down: migration_20261126_160000_issue_27_alerts.down,
    name: '20261126_160000_issue_27_alerts',
  },
  {
    up: migration_20261126_160000_issue_34_refund_reservations.up,
    down: migration_20261126_160000_issue_34_refund_reservations.down,
    name: '20261126_160000_issue_34_refund_reservations',
  },
  {
    up: migration_20261126_172325_schema_snapshot_wave_3.up,
    down: migration_20261126_172325_schema_snapshot_wave_3.down,
    name: '20261126_172325_schema_snapshot_wave_3',
  },
  {
    up: migration_20261126_185317_issue_30_tribute_matching.up,
    down: migration_20261126_185317_issue_30_tribute_matching.down,
    name: '20261126_185317_issue_30_tribute_matching',
  },
  {
    up: migration_20261126_185338_issue_30_offline_gifts.up,
    down: migration_20261126_185338_issue_30_offline_gifts.down,
    name: '20261126_185338_issue_30_offline_gifts',
  },
  {
    up: migration_20261126_185350_issue_31_boutique_booking.up,
    down: migration_20261126_185350_issue_31_boutique_booking.down,
    name: '20261126_185350_issue_31_boutique_booking',
  },
  {
    up: migration_20261126_185359_issue_29_bank_payments.up,
    down: migration_20261126_185359_issue_29_bank_payments.down,
    name: '20261126_185359_issue_29_bank_payments',
  },
  {
    up: migration_20261126_185612_issue_29_giving.up,
    down: migration_20261126_185612_issue_29_giving.down,
    name: '20261126_185612_issue_29_giving',
  },
  {
    up: migration_20261126_202111_schema_snapshot_wave_3b.up,
    down: migration_20261126_202111_schema_snapshot_wave_3b.down,
    name: '20261126_202111_schema_snapshot_wave_3b',
  },
  {
    up: migration_20261128_032900_issue_46_goods.up,
    down: migration_20261128_032900_issue_46_goods.down,
    name: '20261128_032900_issue_46_goods',
  },
  {
    up: migration_20261128_032916_issue_45_books.up,
    down: migration_20261128_032916_issue_45_books.down,
    name: '20261128_032916_issue_45_books',
  },
  {
    up: migration_20261128_032935_issue_49_campaigns.up,
    down: migration_20261128_032935_issue_49_campaigns.down,
    name: '20261128_032935_issue_49_campaigns',
  },
  {
    up: migration_20261128_033000_issue_42_reminder_refs.up,
    down: migration_20261128_033000_issue_42_reminder_refs.down,
    name: '20261128_033000_issue_42_reminder_refs',
  },
  {
    up: migration_20261128_033850_issue_42_audit_actions.up,
    down: migration_20261128_033850_issue_42_audit_actions.down,
    name: '20261128_033850_issue_42_audit_actions',
  },
  {
    up: migration_20261128_034035_issue_41_held_visits.up,
    down: migration_20261128_034035_issue_41_held_visits.down,
    name: '20261128_034035_issue_41_held_visits',
  },
  {
    up: migration_20261128_035905_issue_49_appeals.up,
    down: migration_20261128_035905_issue_49_appeals.down,
    name: '20261128_035905_issue_49_appeals',
  },
  {
    up: migration_20261128_054957_schema_snapshot_wave_4.up,
    down: migration_20261128_054957_schema_snapshot_wave_4.down,
    name: '20261128_054957_schema_snapshot_wave_4',
  },
  {
    up: migration_20261128_065327_issue_44_imports.up,
    down: migration_20261128_065327_issue_44_imports.down,
    name: '20261128_065327_issue_44_imports',
  },
  {
    up: migration_20261128_070429_issue_49_appeal_audit.up,
    down: migration_20261128_070429_issue_49_appeal_audit.down,
    name: '20261128_070429_issue_49_appeal_audit',
  },
];
