import { randomUUID } from 'node:crypto';
import type { FirestoreCloudEvent, FirestoreTriggerInfo } from './manifest.js';
import { DocumentPattern } from './path-pattern.js';

/** Structural subset of the store's commit feed (store.ts), kept local so the host only needs the shape. */
interface StoredDoc {
  name: string;
  fields: Record<string, unknown>;
  createTime: string;
  updateTime: string;
}
export interface ChangeLike {
  name: string;
  before: StoredDoc | null;
  after: StoredDoc | null;
}
export interface CommitLike {
  database: string;
  commitTime: string;
  changes: ChangeLike[];
}

const EVENT_PREFIX = 'google.cloud.firestore.document.v1.';

function operationOf(change: ChangeLike): 'created' | 'updated' | 'deleted' | null {
  if (!change.before && change.after) return 'created';
  if (change.before && change.after) return 'updated';
  if (change.before && !change.after) return 'deleted';
  return null;
}

function wants(eventType: string, op: 'created' | 'updated' | 'deleted'): boolean {
  const kind = eventType.slice(EVENT_PREFIX.length).split('.')[0];
  return kind === 'written' || kind === op;
}

/** Top-level field names whose values differ, as the runtime's updateMask lists changed fields. */
function changedFields(before: StoredDoc, after: StoredDoc): string[] {
  const names = new Set([...Object.keys(before.fields), ...Object.keys(after.fields)]);
  return [...names]
    .filter((n) => JSON.stringify(before.fields[n]) !== JSON.stringify(after.fields[n]))
    .sort();
}

const plain = (d: StoredDoc) => ({
  name: d.name,
  fields: d.fields,
  createTime: d.createTime,
  updateTime: d.updateTime,
});

export interface TriggerDispatch {
  trigger: string;
  event: FirestoreCloudEvent;
}

/** Builds, for one commit, the CloudEvents every matching trigger receives, in the commit's order. */
export function eventsForCommit(commit: CommitLike, triggers: FirestoreTriggerInfo[]): TriggerDispatch[] {
  const m = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(commit.database);
  if (!m || triggers.length === 0) return [];
  const [, project, database] = m as unknown as [string, string, string];
  const prefix = `${commit.database}/documents/`;
  const compiled = triggers
    .filter((t) => t.eventType.startsWith(EVENT_PREFIX) && t.database === database)
    .map((t) => ({ info: t, pattern: new DocumentPattern(t.document) }));
  const out: TriggerDispatch[] = [];
  for (const change of commit.changes) {
    const op = operationOf(change);
    if (!op || !change.name.startsWith(prefix)) continue;
    const docPath = change.name.slice(prefix.length);
    for (const { info, pattern } of compiled) {
      if (!wants(info.eventType, op) || !pattern.match(docPath)) continue;
      const data: FirestoreCloudEvent['data'] = {};
      if (change.after) data.value = plain(change.after);
      if (change.before) data.oldValue = plain(change.before);
      if (change.before && change.after)
        data.updateMask = { fieldPaths: changedFields(change.before, change.after) };
      const event: FirestoreCloudEvent = {
        specversion: '1.0',
        id: randomUUID(),
        source: `//firestore.googleapis.com/projects/${project}/databases/${database}`,
        type: info.eventType,
        time: commit.commitTime,
        subject: `documents/${docPath}`,
        datacontenttype: 'application/json',
        project,
        database,
        namespace: '(default)',
        document: docPath,
        location: info.regions[0] ?? 'us-central1',
        data,
      };
      if (info.eventType.endsWith('.withAuthContext')) {
        // Writes reach local Firestore through the admin SDK, which the runtime reports as a service account.
        event.authtype = 'service_account';
        event.authid = 'local-firebase';
      }
      out.push({ trigger: info.name, event });
    }
  }
  return out;
}
