/**
 * Failures of the client transport itself (spec/shell.md §8): the socket is not connected or not
 * ready, the 30000 ms timeout passed, the request was cancelled, or the network failed.
 * Thrown (rejected) by the connection service's `request`, turned into an `ApiError` by the base query.
 */
import { ErrorCode, transportMessage } from '../../shared/errors';

export type TransportErrorCode =
  | typeof ErrorCode.WEBSOCKET_NOT_READY
  | typeof ErrorCode.WEBSOCKET_DISCONNECTED
  | typeof ErrorCode.TIMEOUT
  | typeof ErrorCode.CANCELLED
  | typeof ErrorCode.NETWORK;

export class TransportError extends Error {
  constructor(
    readonly code: TransportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Factories with the exact spec texts. */
export const transportErrors = {
  notReady: () => new TransportError(ErrorCode.WEBSOCKET_NOT_READY, transportMessage.notConnected()),
  disconnected: () => new TransportError(ErrorCode.WEBSOCKET_DISCONNECTED, transportMessage.notConnected()),
  timeout: (ms: number) => new TransportError(ErrorCode.TIMEOUT, transportMessage.timeout(ms)),
  cancelled: () => new TransportError(ErrorCode.CANCELLED, transportMessage.cancelled()),
  network: (message: string) => new TransportError(ErrorCode.NETWORK, message),
};

export const isTransportError = (error: unknown): error is TransportError => error instanceof TransportError;
