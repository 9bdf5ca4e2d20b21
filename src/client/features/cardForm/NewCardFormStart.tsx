/**
 * The new card form as a column's 'Add card' or a chosen template starts it (spec/board.md §4
 * Create form): the first draft — automatic stickers, auto-assigned members, or the template's
 * fields (newCardDraft.ts initialDraft / applyTemplate) — is made here, in the form's chunk, so
 * the draft rules are not part of the board's first paint (DESIGN §7).
 */
import { useState, type ComponentProps } from 'react';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { NewCardForm } from './NewCardForm';
import { applyTemplate, initialDraft } from './newCardDraft';

type FormProps = ComponentProps<typeof NewCardForm>;

/** NewCardForm's props but `initial`; `template` prefills it, `userId` (null for a guest) is auto-assigned. */
export function NewCardFormStart({
  template,
  userId,
  ...props
}: Omit<FormProps, 'initial'> & { template?: TaskTemplate; userId: number | null }) {
  const [initial] = useState(() => {
    const base = initialDraft(props.definitions, userId, props.users.keys());
    return template ? applyTemplate(base, template, props.definitions) : base;
  });
  return <NewCardForm {...props} initial={initial} />;
}
