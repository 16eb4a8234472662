// Cloud Firestore's refusal of a query without its index: FAILED_PRECONDITION, the message Cloud sends, with
// the Firebase console link that creates the index (the index as a google.firestore.admin.v1 protobuf,
// base64url, as Cloud builds it), and, since no console answers locally, the entry to add to
// firestore.indexes.json.
import { FirestoreError } from './errors.js';
import type { CompositeIndex, IndexField } from './index-config.js';

/** Protobuf wire format, only what an Index message needs: varints and length-delimited fields. */
function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
  return out;
}
const bytes = (field: number, body: number[]) => [
  ...varint((field << 3) | 2),
  ...varint(body.length),
  ...body,
];
const text = (field: number, value: string) => bytes(field, [...Buffer.from(value, 'utf8')]);
const number = (field: number, value: number) => [...varint(field << 3), ...varint(value)];

/** google.firestore.admin.v1.Index.IndexField: field_path 1, order 2 (1 ASC, 2 DESC), array_config 3. */
function indexField(f: IndexField): number[] {
  const mode = f.mode === 'CONTAINS' ? number(3, 1) : number(2, f.mode === 'ASCENDING' ? 1 : 2);
  return [...text(1, f.path), ...mode];
}

/** google.firestore.admin.v1.Index: name 1, query_scope 2 (1 COLLECTION, 2 COLLECTION_GROUP), fields 3. */
function indexMessage(name: string, index: CompositeIndex): number[] {
  return [
    ...(name ? text(1, name) : []),
    ...number(2, index.scope === 'COLLECTION' ? 1 : 2),
    ...index.fields.flatMap((f) => bytes(3, indexField(f))),
  ];
}

const base64url = (body: number[]) =>
  Buffer.from(body).toString('base64').replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

const collectionGroupOf = (project: string, group: string) =>
  `projects/${project}/databases/(default)/collectionGroups/${group}`;

function entryField(f: IndexField) {
  return f.mode === 'CONTAINS' ? { arrayConfig: 'CONTAINS' } : { order: f.mode };
}

/** The error for a query that `index` would serve. A one-field index is a single-field index (a field
 * override in firestore.indexes.json), which Cloud names by scope and kind. */
export function missingIndex(project: string, index: CompositeIndex): FirestoreError {
  const [only, ...more] = index.fields;
  if (only && more.length === 0 && only.path !== '__name__') {
    const kind = only.mode === 'CONTAINS' ? 'ARRAY_CONTAINS' : only.mode === 'ASCENDING' ? 'ASC' : 'DESC';
    const field = `${collectionGroupOf(project, index.collectionGroup)}/fields/${only.path}`;
    // google.firestore.admin.v1.Field: name 1, index_config 2 { indexes 1 }.
    const exemption = [...text(1, field), ...bytes(2, bytes(1, indexMessage('', index)))];
    const link = `https://console.firebase.google.com/v1/r/project/${project}/firestore/indexes/single_field?create_exemption=${base64url(exemption)}`;
    const entry = {
      collectionGroup: index.collectionGroup,
      fieldPath: only.path,
      indexes: [{ ...entryField(only), queryScope: index.scope }],
    };
    return new FirestoreError(
      'FAILED_PRECONDITION',
      `The query requires a ${index.scope}_${kind} index for collection ${index.collectionGroup} and field ` +
        `${only.path}. You can create it here: ${link} (local-firebase: add to the fieldOverrides of ` +
        `firestore.indexes.json, with the field's other indexes: ${JSON.stringify(entry)})`,
    );
  }
  const name = `${collectionGroupOf(project, index.collectionGroup)}/indexes/_`;
  const link = `https://console.firebase.google.com/v1/r/project/${project}/firestore/indexes?create_composite=${base64url(indexMessage(name, index))}`;
  const entry = {
    collectionGroup: index.collectionGroup,
    queryScope: index.scope,
    fields: index.fields.map((f) => ({ fieldPath: f.path, ...entryField(f) })),
  };
  return new FirestoreError(
    'FAILED_PRECONDITION',
    `The query requires an index. You can create it here: ${link} ` +
      `(local-firebase: add to the indexes of firestore.indexes.json: ${JSON.stringify(entry)})`,
  );
}
