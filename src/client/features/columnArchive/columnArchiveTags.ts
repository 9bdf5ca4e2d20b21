/** The cache tag of a board's archived columns (GET /editor/columns/{boardId}/archived). */
export const archivedColumnsTag = (boardId: number) => ({ type: 'Column' as const, id: `archived-${boardId}` });
