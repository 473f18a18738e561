// One queue of small pieces of work after the page has hydrated (issue #11: no long task on a
// mid-range phone). Each turn runs in its own task, in the order queued; turns queued as `last`
// wait until the others are done. A MessageChannel task each, not a timer: no 4 ms clamp, and
// input is handled between turns.
const turns: (() => void)[] = [];
const lastTurns: (() => void)[] = [];
let channel: MessageChannel | null = null;

function takeTurn(): void {
  const turn = turns.shift() ?? lastTurns.shift();
  turn?.();
  if (turns.length + lastTurns.length > 0) channel?.port2.postMessage(null);
}

export function inTurn(turn: () => void, last = false): void {
  (last ? lastTurns : turns).push(turn);
  if (turns.length + lastTurns.length > 1) return;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = takeTurn;
  }
  channel.port2.postMessage(null);
}
