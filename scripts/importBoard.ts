/**
 * `npm run import:board -- <board.teamspace.json> --user <e-mail> [--company <id>] [--project <id>]`:
 * imports a board file in our format (GET /board/{boardId}/export) as a new board (issue 7
 * Deliver 3; ./importCli.ts).
 */
import { runImportCli } from './importCli';

runImportCli('board');
