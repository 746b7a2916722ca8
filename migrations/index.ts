import type { Migration } from "kysely";
import * as initial from "./20261121_0001_initial";
import * as housekeeping from "./20261123_0002_housekeeping";
import * as throttle from "./20261123_0003_throttle";
import * as gameEditing from "./20261123_0004_game_editing";
import * as contactMessageStatus from "./20261124_0005_contact_message_status";
import * as newsletterLinks from "./20261124_0006_newsletter_links";
import * as auditFixes from "./20261125_0007_audit_fixes";
import * as mailFixes from "./20261125_0013_mail_fixes";
import * as backupRuns from "./20261125_0014_backup_runs";
import * as sharedState from "./20261125_0016_shared_state";
import * as repairFloor from "./20261125_0017_repair_floor";
import * as repairPhotos from "./20261127_0018_repair_photos";
import * as repairFloorIndexes from "./20261127_0019_repair_floor_indexes";
import * as boardLinks from "./20261127_0020_board_links";
import * as verifiedWorking from "./20261127_0021_verified_working";
import * as statsIndexes from "./20261127_0022_stats_indexes";
import * as pagesVersion from "./20261127_0023_pages_version";
import * as repairStatusMatchesResolved from "./20261128_0024_repair_status_matches_resolved";
import * as signInDevices from "./20261128_0025_sign_in_devices";
import * as repairTrashAndAlarms from "./20261128_0026_repair_trash_and_alarms";
import * as boardLinkEnds from "./20261128_0027_board_link_ends";
import * as demoSeeded from "./20261128_0028_demo_seeded";
import * as pageTexts from "./20261128_0029_page_texts";
import * as gameAssetIds from "./20261128_0030_game_asset_ids";
import * as museumSettings from "./20261128_0031_museum_settings";
import * as goLiveChecks from "./20261128_0032_go_live_checks";
import * as heroSlides from "./20261129_0033_hero_slides";
import * as repairPublicLine from "./20261129_0034_repair_public_line";
import * as staffNames from "./20261129_0035_staff_names";
import * as maintenance from "./20261129_0036_maintenance";
import * as maintenanceLookups from "./20261129_0037_maintenance_lookups";

/** Frozen once landed: a change is a new file added here. */
export const migrations: Record<string, Migration> = {
  "20261121_0001_initial": initial,
  "20261123_0002_housekeeping": housekeeping,
  "20261123_0003_throttle": throttle,
  "20261123_0004_game_editing": gameEditing,
  "20261124_0005_contact_message_status": contactMessageStatus,
  "20261124_0006_newsletter_links": newsletterLinks,
  "20261125_0007_audit_fixes": auditFixes,
  "20261125_0013_mail_fixes": mailFixes,
  "20261125_0014_backup_runs": backupRuns,
  "20261125_0016_shared_state": sharedState,
  "20261125_0017_repair_floor": repairFloor,
  "20261127_0018_repair_photos": repairPhotos,
  "20261127_0019_repair_floor_indexes": repairFloorIndexes,
  "20261127_0020_board_links": boardLinks,
  "20261127_0021_verified_working": verifiedWorking,
  "20261127_0022_stats_indexes": statsIndexes,
  "20261127_0023_pages_version": pagesVersion,
  "20261128_0024_repair_status_matches_resolved": repairStatusMatchesResolved,
  "20261128_0025_sign_in_devices": signInDevices,
  "20261128_0026_repair_trash_and_alarms": repairTrashAndAlarms,
  "20261128_0027_board_link_ends": boardLinkEnds,
  "20261128_0028_demo_seeded": demoSeeded,
  "20261128_0029_page_texts": pageTexts,
  "20261128_0030_game_asset_ids": gameAssetIds,
  "20261128_0031_museum_settings": museumSettings,
  "20261128_0032_go_live_checks": goLiveChecks,
  "20261129_0033_hero_slides": heroSlides,
  "20261129_0034_repair_public_line": repairPublicLine,
  "20261129_0035_staff_names": staffNames,
  "20261129_0036_maintenance": maintenance,
  "20261129_0037_maintenance_lookups": maintenanceLookups,
};
