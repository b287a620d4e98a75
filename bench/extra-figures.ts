/**
 * Figures measured by their own modules against the running server (search, sandbox), so that
 * run.ts, the table and the JSON take them alike.
 */
export type FigureContext = {
  /** The production server the run started, serving the fresh build. */
  origin: string;
  /** Its PID, which is also its process group's id (bench/processes starts each in its own group). */
  serverPid: number;
  /** The built site on disk (build/client). */
  clientDir: string;
};

export type Figure = { name: string; value: number; unit: string };

export type ExtraFigures = {
  section: string;
  figures: Figure[];
};
