/** Shared sticker rules (spec/board.md §3–§5, §9; DESIGN §3–§4): one implementation for client and server. */
export * from './stickerTypes';
export * from './stickerConfigs';
export * from './stickerValues';
export * from './stickerEmptiness';
export * from './stickerInputs';
export * from './stickerTime';
export * from './stickerWire';
