/**
 * A card link in a wiki page (issue 18 "links to cards by task number shown with the card's live
 * name and done state"): `#<counter> <card name>`, struck through with a check mark when the card
 * is done; a click opens the card (/card/{cardId}). The card comes from GET
 * /company/{companyId}/tasks/{counter} through the RTK Query cache (one request per number however
 * often it is linked) and is read again when the window regains focus. A missing card (deleted,
 * never existed) or a failed look-up says so next to the number.
 */
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { apiErrorOf } from '../../api/baseQuery';
import { useWikiCardQuery } from './wikiApi';
import { useWikiCompanyId } from './wikiCompany';
import { useWikiTranslation } from './wikiTexts';

/** The node view of `cardLink` (attribute `counter`). */
export function CardLinkView({ node }: Pick<ReactNodeViewProps, 'node'>) {
  const { t } = useWikiTranslation();
  const companyId = useWikiCompanyId();
  const counter = Number(node.attrs.counter);
  const valid = Number.isInteger(counter) && counter > 0 && companyId > 0;
  const {
    data: card,
    error,
    isLoading,
  } = useWikiCardQuery(valid ? { companyId, counter } : skipToken, {
    refetchOnFocus: true,
  });
  const done = Boolean(card?.doneAt);
  const label = `#${counter}`;
  return (
    <NodeViewWrapper as="span" className="wiki-card-link" data-card-link={counter} contentEditable={false}>
      {card ? (
        <Link
          component={RouterLink}
          to={`/card/${card.id}`}
          underline="hover"
          aria-label={done ? t('card.doneLabel', { label, name: card.name }) : undefined}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 0.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: done ? 'text.secondary' : 'primaryText',
            textDecoration: done ? 'line-through' : undefined,
          }}
        >
          {done && <CheckCircleOutlined fontSize="inherit" color="success" titleAccess={t('card.done')} />}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {label}
          </Box>
          <span>{card.name}</span>
        </Link>
      ) : (
        <Box component="span" sx={{ px: 0.5, borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary' }}>
          {label}{' '}
          {isLoading
            ? t('card.loading')
            : apiErrorOf(error)?.status === 404
              ? t('card.missing')
              : error
                ? t('card.error')
                : ''}
        </Box>
      )}
    </NodeViewWrapper>
  );
}
