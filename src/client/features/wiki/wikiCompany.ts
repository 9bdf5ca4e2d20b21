/**
 * The company of the open wiki page, for the card links' node views (they render inside the
 * editor, below WikiEditor, and look cards up by the company's task numbers).
 */
import { createContext, useContext } from 'react';

export const WikiCompanyContext = createContext<number>(0);

/** The company id of the open page (0 outside a wiki editor). */
export const useWikiCompanyId = (): number => useContext(WikiCompanyContext);
