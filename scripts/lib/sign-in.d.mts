// Types of sign-in.mjs for the TypeScript that signs the seeded accounts in (web/e2e).
import type { Page } from 'playwright-core';

export interface Account {
  email: string;
  password: string;
}

export const DEMO_ACCOUNT: Account;
export const FRIEND_ACCOUNT: Account;
export function submitLogin(page: Page, account: Account): Promise<void>;
export function logIn(page: Page, appUrl: string, account: Account, pathAndQuery?: string): Promise<void>;
export function idToken(authUrl: string, account: Account): Promise<string>;
