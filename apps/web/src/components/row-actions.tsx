import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { useSay } from './use-say';

interface RowActionsProps {
  /** What the row is called; the buttons read "Edit <name>" and "Delete <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Further actions between the two (e.g. a judge's password reset). */
  children?: ReactNode;
}

/** A table row's edit and delete buttons, named after the row for screen readers and tests. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const say = useSay();
  return (
    <div className="inline-flex items-center gap-1">
      <IconButton icon="edit" label={say(/*i18n*/ { id: 'Edit {name}', values: { name } })} onClick={onEdit} />
      {children}
      <IconButton icon="delete" label={say(/*i18n*/ { id: 'Delete {name}', values: { name } })} onClick={onDelete} />
    </div>
  );
}
