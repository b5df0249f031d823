import type { Document } from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm';
import { ApiError } from '../../lib/api-error';
import { showError, showSuccess } from '../../lib/error-message';
import type { DocumentViewState } from './document-view-state';

interface DeleteAndMoveOptions {
  /** Deletes documents; left out where nothing is deleted (a summary view). */
  remove?: UseMutationResult<unknown, Error, readonly number[]>;
  clearSelection: () => void;
  /** The view and its change: the open document's window closes when it is deleted. */
  view: DocumentViewState;
  change: (part: Partial<DocumentViewState>) => void;
}

/** Nothing chosen: error 26 (spec part 2 section 5). */
const nothingChosen = () => showError(new ApiError({ status: 422, code: 26 }));

/**
 * Deleting (after a confirmation that names what goes) and moving (through the move dialog, whose
 * documents are `moving`) of the selection or of the open document: the same two commands for the
 * button row and the detail window.
 */
export function useDeleteAndMove({ remove, clearSelection, view, change }: DeleteAndMoveOptions) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<readonly number[] | null>(null);

  const askDelete = (targets: readonly Document[]) => {
    if (!remove) return;
    if (targets.length === 0) return nothingChosen();
    confirmAction({
      title: t('documents.deleteTitle', { count: targets.length }),
      message:
        targets.length === 1
          ? t('documents.deleteOne', { name: targets[0].name })
          : t('documents.deleteMany', { count: targets.length }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          targets.map((d) => d.id),
          {
            onSuccess: () => {
              showSuccess(t('documents.deleted', { count: targets.length }));
              clearSelection();
              if (targets.some((d) => d.id === view.activeImage)) change({ activeImage: null });
            },
            onError: (error) => showError(error),
          },
        ),
    });
  };

  const askMove = (ids: readonly number[]) => {
    if (ids.length === 0) nothingChosen();
    else setMoving(ids);
  };

  return { askDelete, askMove, moving, closeMove: () => setMoving(null) };
}
