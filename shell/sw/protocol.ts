// What the pages and the offline service worker say to each other (docs/offline.md). Imported by
// the worker (shell/sw) and the shell (src/offline); remote-public's contact form repeats the two
// contact shapes, since a remote imports nothing from the shell.

/** The page server's response header naming the shell build and the remotes' releases of a page. */
export const RELEASES_HEADER = 'X-Releases';
/** The branded page shown offline for an address not kept on the device. */
export const OFFLINE_PATH = '/offline';

/** Page → worker: keep this page and the files it loaded (a first visit, before the worker controlled it). */
export interface KeepMessage {
  type: 'keep';
  page: string;
  files: string[];
}
/** Page → worker: send the contact messages kept offline now (the page saw the connection return). */
interface DeliverMessage {
  type: 'deliver-contacts';
}
export type PageMessage = KeepMessage | DeliverMessage;

/**
 * Worker → pages: a kept contact message reached the API, which answered `status`.
 * @public The worker's side of the protocol, repeated by remote-public's contact form, which cannot import it.
 */
export interface DeliveredMessage {
  type: 'contact-delivered';
  status: number;
}

/**
 * The worker's answer (202) to a contact message it kept because the network failed.
 * @public The worker's side of the protocol, repeated by remote-public's contact form, which cannot import it.
 */
export interface ContactQueued {
  queued: true;
  /** `background`: the browser sends it when the connection returns (Background Sync); `next-visit`: on the next visit. */
  delivery: 'background' | 'next-visit';
}
