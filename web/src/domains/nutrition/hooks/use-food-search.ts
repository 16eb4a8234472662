// The food table search behind "Add a food": asks searchFoods once the user stops typing for a moment
// (200 ms), in the user's language, and shows only the answer to what is typed now: an answer to an
// earlier query that arrives late is dropped. Answers are kept for the life of the form, so going back to
// an earlier query (deleting a letter) shows its foods at once.
import type { TableFood } from '@shared/nutrition/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/callable';
import { AppError, errorKey, isConnectionFailure } from '../../../lib/error-message';
import { isLanguage } from '../../../lib/i18n';

export type { TableFood };

/** Shorter queries match too much to be worth a call. */
export const MIN_QUERY_CHARS = 2;
export const SEARCH_DELAY_MS = 200;
/** As many answers as fit the list on a phone without a long scroll. */
export const SEARCH_LIMIT = 8;

export interface FoodSearch {
  /** The foods found for the query (kept while the next query is under way, so the list does not flicker). */
  foods: readonly TableFood[];
  /** 'idle': nothing to search; 'searching': the answer for the current query is awaited. */
  status: 'idle' | 'searching' | 'done' | 'failed';
  /** The failure, in the user's language. */
  error: string | null;
}

const IDLE: FoodSearch = { foods: [], status: 'idle', error: null };

export function useFoodSearch(query: string): FoodSearch {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const [state, setState] = useState<FoodSearch>(IDLE);
  const answers = useRef(new Map<string, readonly TableFood[]>());
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < MIN_QUERY_CHARS) {
      setState(IDLE);
      return;
    }
    const key = `${language ?? ''}:${trimmed.toLowerCase()}`;
    const known = answers.current.get(key);
    if (known) {
      setState({ foods: known, status: 'done', error: null });
      return;
    }
    // Cleared when the query changes: a late answer to this one is then dropped.
    let current = true;
    setState((before) => ({ foods: before.foods, status: 'searching', error: null }));
    const timer = setTimeout(async () => {
      try {
        const { foods } = await call('searchFoods', {
          query: trimmed,
          limit: SEARCH_LIMIT,
          ...(language ? { language } : {}),
        });
        answers.current.set(key, foods);
        if (current) setState({ foods, status: 'done', error: null });
      } catch (caught) {
        if (!current) return;
        const error = isConnectionFailure(caught) ? new AppError('common.connectionError') : caught;
        const message = t(errorKey('searchFoods', error, (k) => i18n.exists(k)));
        setState({ foods: [], status: 'failed', error: message });
      }
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, language, t, i18n]);

  return state;
}
