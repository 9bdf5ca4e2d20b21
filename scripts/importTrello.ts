/**
 * `npm run import:trello -- <export.json> --user <e-mail> [--company <id>] [--project <id>]`:
 * imports Trello's "Export as JSON" board file as a new board (issue 7 Deliver 2; ./importCli.ts).
 */
import { runImportCli } from './importCli';

runImportCli('trello');
