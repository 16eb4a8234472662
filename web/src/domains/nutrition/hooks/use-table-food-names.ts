// The food table's names in four languages (../table-food-names.ts), once some rows of table foods are
// shown. Until they have come, and if they cannot be loaded (offline before they were ever fetched), rows
// show their names as written.
import { useEffect, useState } from 'react';
import { loadedTableFoodNames, loadTableFoodNames, type TableFoodNames } from '../table-food-names';

export function useTableFoodNames(wanted: boolean): TableFoodNames | null {
  const [names, setNames] = useState(loadedTableFoodNames);
  useEffect(() => {
    if (!wanted || names) return;
    let live = true;
    loadTableFoodNames().then(
      (loaded) => live && setNames(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, names]);
  return names;
}
