// Which lines of a past order (or document) the buyer chose to reorder, and at what quantity
// (issue #12 "Reorder everything, or chosen lines with editable quantities"). A pure reducer, so
// the rules are tested without a browser; the table's checkboxes and quantity inputs dispatch.
import type { ReorderBody } from '@gradnik/contracts/reorder';

export interface ReorderableLine {
  lineNo: number;
  /** The quantity on the old document, in retail units: the default of a chosen line. */
  quantity: number;
  /** False for a line whose product is gone: it cannot be chosen. */
  available: boolean;
}

/** Line number → the quantity to reorder (only chosen lines are present). */
export type ReorderSelection = ReadonlyMap<number, number>;

export type ReorderSelectionAction =
  | { type: 'toggle'; line: ReorderableLine }
  | { type: 'quantity'; lineNo: number; quantity: number }
  | { type: 'all'; lines: readonly ReorderableLine[] }
  | { type: 'none' };

export function reorderSelection(
  state: ReorderSelection,
  action: ReorderSelectionAction,
): ReorderSelection {
  switch (action.type) {
    case 'toggle': {
      if (!action.line.available) return state;
      const next = new Map(state);
      if (next.has(action.line.lineNo)) next.delete(action.line.lineNo);
      else next.set(action.line.lineNo, action.line.quantity);
      return next;
    }
    case 'quantity': {
      // Editing the quantity of a line chooses it: a buyer who types 5 means "5 of these".
      if (!(action.quantity > 0)) return state;
      return new Map(state).set(action.lineNo, action.quantity);
    }
    case 'all':
      return new Map(action.lines.filter((l) => l.available).map((l) => [l.lineNo, l.quantity]));
    case 'none':
      return new Map();
  }
}

/** The body of POST …/reorder for the chosen lines, in line order. */
export function chosenReorderBody(state: ReorderSelection): Required<ReorderBody> {
  return {
    lines: [...state.entries()]
      .sort(([a], [b]) => a - b)
      .map(([lineNo, quantity]) => ({ lineNo, quantity })),
  };
}
