// Documents the shopping screen reads (SPEC 3, DESIGN 2).
export interface ShoppingList {
  id: string;
  name: string;
  createdBy?: string;
  memberIds?: string[];
}

export interface ShoppingItem {
  id: string;
  name: string;
  checked: boolean;
  checkedAt?: Date | null;
  userId?: string;
  shoppingListId: string | null;
  createdAt?: Date | null;
}

export interface ListMember {
  id: string;
  userId?: string;
  email?: string;
  displayName?: string;
}
