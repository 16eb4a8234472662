import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

interface ConfirmActionsProps {
  confirmLabel: string;
  onCancel: () => void;
  /** Not needed when the confirm button submits `form`. */
  onConfirm?: () => void;
  danger?: boolean;
  /** Extra actions placed before the confirm button (e.g. "leave" next to "delete"). */
  extraActions?: ReactNode;
  /** The id of a form the confirm button submits. */
  form?: string;
  disabled?: boolean;
}

export interface ConfirmDialogProps extends ConfirmActionsProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
}

/** A modal whose actions are Cancel, any extra ones, then the confirm button (red when `danger`). */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  onCancel,
  onConfirm,
  danger = false,
  extraActions,
  form,
  disabled,
}: ConfirmActionsProps & { open: boolean; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          {extraActions}
          <button
            type={form ? 'submit' : 'button'}
            form={form}
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            disabled={disabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

export function ConfirmDialog({ message, ...modal }: ConfirmDialogProps) {
  return (
    <ConfirmModal {...modal}>
      <p className="modal__message">{message}</p>
    </ConfirmModal>
  );
}
