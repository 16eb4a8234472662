import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { useListLabels, useMyLists } from '../../domains/lists/hooks/use-my-lists';
import { listsApi } from '../../domains/lists/lists-api';
import type { ShoppingList } from '../../domains/lists/queries';
import { useCallableAction } from '../../hooks/use-callable-action';
import { ListCard } from './list-card';
import { TextPromptModal } from './text-prompt-modal';

type ListRow = ShoppingList;
type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'invite'; list: ListRow }
  | { kind: 'rename'; list: ListRow }
  | { kind: 'delete'; list: ListRow };

export function ListsSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { data: lists, loading, error } = useMyLists(uid);
  const rows = lists ?? [];
  const labels = useListLabels(lists);
  const { busy, run } = useCallableAction();
  // An invite refused by the server is answered in the dialog, which stays open with what was typed.
  const inviting = useCallableAction({ errors: 'inline' });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => {
    inviting.reset();
    setDialog({ kind: 'none' });
  };

  const create = async (name: string) => {
    close();
    await run('createList', () => listsApi.createList(name), { success: 'settings.listCreated' });
  };
  const rename = async (list: ListRow, name: string) => {
    close();
    await run('renameList', () => listsApi.renameList(list.id, name), { success: 'settings.listRenamed' });
  };
  const invite = async (list: ListRow, email: string) => {
    // The invite e-mail is trimmed and lower-cased (docs/product-rules.md#sending-an-invitation).
    const outcome = await inviting.run(
      'inviteMember',
      () => listsApi.inviteMember(list.id, email.trim().toLowerCase()),
      { success: 'settings.inviteSent' },
    );
    if (outcome.ok) close();
  };
  const remove = async (list: ListRow) => {
    close();
    await run('deleteList', () => listsApi.deleteList(list.id), { success: 'settings.listDeleted' });
  };
  const leave = async (list: ListRow) => {
    close();
    await run('leaveList', () => listsApi.leaveList(list.id), { success: 'settings.listLeft' });
  };

  const deleting = dialog.kind === 'delete' ? dialog.list : null;
  const othersRemain = (deleting?.memberIds.length ?? 0) > 1;
  const deletingLabel = deleting ? (labels.get(deleting.id) ?? deleting.name) : '';

  return (
    <section className="card" aria-labelledby="settings-lists-title">
      <div className="section-header">
        <h2 id="settings-lists-title">{t('settings.listsTitle')}</h2>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('settings.createList')}
        </button>
      </div>
      {error && <p className="form-error">{t('common.error')}</p>}
      {!loading && !error && rows.length === 0 && <p className="muted">{t('settings.noLists')}</p>}
      <ul className="list-cards">
        {rows.map((list) => (
          <ListCard
            key={list.id}
            list={list}
            label={labels.get(list.id) ?? list.name}
            onInvite={() => setDialog({ kind: 'invite', list })}
            onRename={() => setDialog({ kind: 'rename', list })}
            onDelete={() => setDialog({ kind: 'delete', list })}
          />
        ))}
      </ul>

      <TextPromptModal
        open={dialog.kind === 'create'}
        title={t('settings.createListTitle')}
        label={t('settings.listName')}
        submitLabel={t('settings.create')}
        onSubmit={create}
        onClose={close}
      />
      <TextPromptModal
        open={dialog.kind === 'rename'}
        title={t('settings.renameListTitle')}
        label={t('settings.listName')}
        submitLabel={t('settings.rename')}
        initialValue={dialog.kind === 'rename' ? dialog.list.name : ''}
        onSubmit={(name) => dialog.kind === 'rename' && rename(dialog.list, name)}
        onClose={close}
      />
      <TextPromptModal
        open={dialog.kind === 'invite'}
        title={t('settings.inviteTitle', {
          name: dialog.kind === 'invite' ? (labels.get(dialog.list.id) ?? dialog.list.name) : '',
        })}
        label={t('settings.inviteEmail')}
        submitLabel={t('settings.sendInvite')}
        type="email"
        error={inviting.error?.message}
        pending={inviting.busy}
        onSubmit={(email) => dialog.kind === 'invite' && invite(dialog.list, email)}
        onEdit={() => !inviting.busy && inviting.reset()}
        onClose={close}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={othersRemain ? t('settings.deleteOrLeaveTitle') : t('settings.deleteListTitle')}
        message={
          othersRemain
            ? t('settings.deleteOrLeaveMessage', { name: deletingLabel })
            : t('settings.deleteListMessage', { name: deletingLabel })
        }
        confirmLabel={t('settings.deleteList')}
        danger
        onConfirm={() => deleting && remove(deleting)}
        onCancel={close}
        extraActions={
          othersRemain && deleting ? (
            <button type="button" className="button" onClick={() => leave(deleting)}>
              {t('settings.leaveList')}
            </button>
          ) : undefined
        }
      />
      <ProcessingOverlay open={busy || inviting.busy} label={t('common.processing')} />
    </section>
  );
}
