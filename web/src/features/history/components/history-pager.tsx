import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous/next arrows and an 'n / total' dropdown; nothing when everything fits on one page. */
export function HistoryPager({ page, pages, onChange }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="history-pager" aria-label={t('history.pageSelect')}>
      <button
        type="button"
        className="icon-button history-pager__arrow"
        aria-label={t('history.previousPage')}
        disabled={page <= 0}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <select
        className="input history-pager__select"
        aria-label={t('history.pageSelect')}
        value={page}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: pages }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the identity
          <option key={index} value={index}>
            {t('history.pageOf', { page: index + 1, total: pages })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="icon-button history-pager__arrow"
        aria-label={t('history.nextPage')}
        disabled={page >= pages - 1}
        onClick={() => onChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
