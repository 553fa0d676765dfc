// The games this page draws, by name, and their titles.
import * as linko from './linko.js';
import * as lino from './lino.js';
import * as linx from './linx.js';

export const GAMES = { linko, lino, linx };
export const TITLES = { linko: 'Linko!', lino: 'Lino', linx: 'LINX' };
