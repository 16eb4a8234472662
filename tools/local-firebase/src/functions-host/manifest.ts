/** What the functions worker found in the functions entry, reported to the host process. */
export interface CallableInfo {
  name: string;
  kind: 'callable' | 'https';
  regions: string[];
}

export interface FirestoreTriggerInfo {
  name: string;
  kind: 'firestore';
  regions: string[];
  /** e.g. google.cloud.firestore.document.v1.created (or the .withAuthContext variant) */
  eventType: string;
  /** document path pattern relative to `.../documents`, e.g. `invites/{inviteId}` */
  document: string;
  database: string;
}

export interface IgnoredFunctionInfo {
  name: string;
  kind: 'ignored';
  reason: string;
}

export type FunctionInfo = CallableInfo | FirestoreTriggerInfo | IgnoredFunctionInfo;

/** The JSON CloudEvent a Firestore trigger receives (datacontenttype application/json). */
export interface FirestoreCloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  time: string;
  subject: string;
  datacontenttype: 'application/json';
  project: string;
  database: string;
  namespace: string;
  document: string;
  location: string;
  authtype?: string;
  authid?: string;
  data: {
    value?: { name: string; fields: Record<string, unknown>; createTime: string; updateTime: string };
    oldValue?: { name: string; fields: Record<string, unknown>; createTime: string; updateTime: string };
    updateMask?: { fieldPaths: string[] };
  };
}

/** Messages between host (parent) and worker (child). */
export type WorkerMessage =
  | { type: 'ready'; port: number; functions: FunctionInfo[] }
  | { type: 'load-error'; message: string }
  | { type: 'drained' };

export type HostMessage = { type: 'event'; trigger: string; event: FirestoreCloudEvent } | { type: 'drain' };
