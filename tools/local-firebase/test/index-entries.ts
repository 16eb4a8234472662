// A composite index as a project's firestore.indexes.json declares it and as the console link of a
// refused query carries it: written once, so a test's declared indexes and its expected ones read alike.

/** `fields`: [fieldPath, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'] in the index's order. */
export const composite = (group: string, ...fields: [string, string][]) => ({
  collectionGroup: group,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, mode]) =>
    mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: mode },
  ),
});
