import { describe, expect, it } from 'vitest';
import { chosenReorderBody, reorderSelection, type ReorderSelection } from './reorder-selection';

const lines = [
  { lineNo: 1, quantity: 2, available: true },
  { lineNo: 2, quantity: 5, available: false },
  { lineNo: 3, quantity: 1.5, available: true },
];
const empty: ReorderSelection = new Map();

describe('reorder selection (issue #12)', () => {
  it('chooses a line at its old quantity and unchooses it again', () => {
    const chosen = reorderSelection(empty, { type: 'toggle', line: lines[0]! });
    expect([...chosen]).toEqual([[1, 2]]);
    expect(reorderSelection(chosen, { type: 'toggle', line: lines[0]! }).size).toBe(0);
  });

  it('never chooses a withdrawn line', () => {
    expect(reorderSelection(empty, { type: 'toggle', line: lines[1]! })).toBe(empty);
    expect([...reorderSelection(empty, { type: 'all', lines }).keys()]).toEqual([1, 3]);
  });

  it('an edited quantity chooses the line; zero or nonsense changes nothing', () => {
    const edited = reorderSelection(empty, { type: 'quantity', lineNo: 3, quantity: 4 });
    expect([...edited]).toEqual([[3, 4]]);
    expect(reorderSelection(edited, { type: 'quantity', lineNo: 3, quantity: 0 })).toBe(edited);
    expect(reorderSelection(edited, { type: 'quantity', lineNo: 3, quantity: NaN })).toBe(edited);
  });

  it('builds the request body in line order', () => {
    let state = reorderSelection(empty, { type: 'quantity', lineNo: 3, quantity: 4 });
    state = reorderSelection(state, { type: 'toggle', line: lines[0]! });
    expect(chosenReorderBody(state)).toEqual({
      lines: [
        { lineNo: 1, quantity: 2 },
        { lineNo: 3, quantity: 4 },
      ],
    });
    expect(reorderSelection(state, { type: 'none' }).size).toBe(0);
  });
});
