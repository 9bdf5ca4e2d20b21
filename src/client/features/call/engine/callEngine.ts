/**
 * The call engine's lazy chunk ("CallEngine"): what callActions.ts and callStateLive.ts load on
 * demand, so no WebRTC code is in the entry bundle or in pages without a call.
 */
export { hangUpLocally, joinSession, leaveSession, rejoinSession, type JoinCallArgs } from './callSession';
export { toggleCamera, toggleMicrophone, toggleScreenShare, shareScreenTrack } from './mediaControls';
export { syncSession, receiveSignal } from './liveSync';
