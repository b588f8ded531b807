/**
 * The title of the table row a control sits in ("Kurs leczenia 2"), for the row's remove button
 * to name what it deletes. Set by the row's template; null outside a row.
 */
import { createContext } from 'react';

export const RowTitleContext = createContext<string | null>(null);
