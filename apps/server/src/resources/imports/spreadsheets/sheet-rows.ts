import { messages } from '../../../messages/pt-BR';
import { columnLetters, MAX_CELLS, MAX_COLUMNS, MAX_SHEET_ROWS, SpreadsheetRefused } from './read-limits';
import type { Cell } from './spreadsheet-cells';

const text = messages.spreadsheet;

/** A row with at least one value: its spreadsheet row number and its cells by position (0-based). */
export interface SheetRow {
  readonly number: number;
  readonly cells: Cell[];
}

/** Cells with a value still allowed in the file being read (shared by its sheets). */
export interface CellBudget {
  left: number;
}

export const newCellBudget = (): CellBudget => ({ left: MAX_CELLS });

const isBlank = (cell: Cell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * Collects the rows of one sheet as its cells arrive, in row order, keeping only cells with a value
 * (decision 053): blank rows and trailing blank cells cost nothing, and the row, column and cell
 * limits refuse the file the moment one is passed.
 */
export class SheetReader {
  readonly rows: SheetRow[] = [];
  private current: SheetRow | undefined;

  constructor(
    readonly label: string,
    private readonly budget: CellBudget,
  ) {}

  /** One cell, row and column 1-based. */
  cell(row: number, column: number, value: Cell): void {
    if (isBlank(value)) return;
    if (column > MAX_COLUMNS)
      throw new SpreadsheetRefused(
        text.tooManyColumns(this.label, `${columnLetters(column)}${row}`, columnLetters(MAX_COLUMNS)),
      );
    if (--this.budget.left < 0) throw new SpreadsheetRefused(text.tooManyCells(MAX_CELLS));
    if (this.current?.number !== row) {
      // The first row with a value is the header; the rows after it are the data.
      if (this.rows.length > MAX_SHEET_ROWS)
        throw new SpreadsheetRefused(text.tooManyRows(this.label, MAX_SHEET_ROWS));
      this.current = { number: row, cells: [] };
      this.rows.push(this.current);
    }
    this.current.cells[column - 1] = value;
  }
}
