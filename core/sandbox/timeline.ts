/** A state that holds from `fromSeconds` after the start until the next stage begins. */
export type Stage<S> = { state: S; fromSeconds: number };

/**
 * The state at `elapsedSeconds` into a timeline whose first stage starts at 0, e.g. with stages
 * `[{ state: "a", fromSeconds: 0 }, { state: "b", fromSeconds: 5 }]`, 7 s → `"b"`.
 */
export function stateAt<S>(stages: readonly [Stage<S>, ...Stage<S>[]], elapsedSeconds: number): S {
  let current = stages[0].state;
  for (const stage of stages) if (elapsedSeconds >= stage.fromSeconds) current = stage.state;
  return current;
}
