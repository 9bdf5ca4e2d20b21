/**
 * The in-code migration provider: every migration of the product, keyed by
 * `<timestamp>_<what>` so they run in name order. Add new migrations here (one import + one line).
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as auth from './20250601120000_auth';
import * as workspace from './20261122040000_workspace';
import * as stickers from './20261122060000_stickers';
import * as templates from './20261122080000_templates';
import * as shares from './20261122100000_shares';
import * as importNames from './20261122120000_import';
import * as oncePerBoard from './20261123200000_once_per_board';
import * as columnArchive from './20261126090000_column_archive';
import * as cardCreatorName from './20261126090100_card_creator_name';
import * as guestAuthors from './20261127090000_guest_authors';
import * as isoInstant from './20261201090000_iso_instant';
import * as calendar from './20261202090000_calendar';
import * as notificationSettings from './20261202100000_notification_settings';
import * as calendarFeeds from './20261203090000_calendar_feeds';
import * as chat from './20261204090000_chat';
import * as chatSearch from './20261204090100_chat_search';
import * as chatCalls from './20261210090000_chat_calls';
import * as wiki from './20261215090000_wiki';
import * as wikiSearch from './20261215090100_wiki_search';
import * as drawings from './20261216090000_drawings';
import * as savedQueries from './20261220090000_saved_queries';
import * as reports from './20261220090100_reports';
import * as admin from './20261220090200_admin';
import * as reportMoves from './20261220090300_report_moves';
import * as stickerValueCover from './20261220090400_sticker_value_cover';

const migrations: Record<string, Migration> = {
  '20250601120000_auth': auth,
  '20261122040000_workspace': workspace,
  '20261122060000_stickers': stickers,
  '20261122080000_templates': templates,
  '20261122100000_shares': shares,
  '20261122120000_import': importNames,
  '20261123200000_once_per_board': oncePerBoard,
  '20261126090000_column_archive': columnArchive,
  '20261126090100_card_creator_name': cardCreatorName,
  '20261127090000_guest_authors': guestAuthors,
  '20261201090000_iso_instant': isoInstant,
  '20261202090000_calendar': calendar,
  '20261202100000_notification_settings': notificationSettings,
  '20261203090000_calendar_feeds': calendarFeeds,
  '20261204090000_chat': chat,
  '20261204090100_chat_search': chatSearch,
  '20261210090000_chat_calls': chatCalls,
  '20261215090000_wiki': wiki,
  '20261215090100_wiki_search': wikiSearch,
  '20261216090000_drawings': drawings,
  '20261220090000_saved_queries': savedQueries,
  '20261220090100_reports': reports,
  '20261220090200_admin': admin,
  '20261220090300_report_moves': reportMoves,
  '20261220090400_sticker_value_cover': stickerValueCover,
};

/** Kysely MigrationProvider over the imports above (no file-system scanning, works under tsx and jest). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
