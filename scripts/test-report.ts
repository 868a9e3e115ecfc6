// Reads the JSON reports of vitest and Playwright for `npm test`'s closing lines: each failed test by
// name, with the first line of its first error. CI shows the tail of the run, and the runners' own
// failure reports sit thousands of lines above it.

/** The part of vitest's JSON reporter output read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line?: number;
    tests?: { projectName?: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The part of Playwright's JSON reporter output read here. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/** The first line of an error that says something, without terminal colours, cut to a readable length. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the runners colour their messages with ANSI escapes
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  if (!line) return 'no message';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

function relative(file: string): string {
  const cwd = `${process.cwd()}/`;
  return file.startsWith(cwd) ? file.slice(cwd.length) : file;
}

export function failedVitestTests(report: VitestReport): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedInFile) {
      lines.push(`${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed outside any test (an import error, a hook) has no failed test to name.
    if (file.status === 'failed' && failedInFile.length === 0) {
      lines.push(`${relative(file.name)}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** The files with a failed test, or that failed outside their tests, each once (a file runs in several projects). */
export function failedVitestFiles(report: VitestReport): string[] {
  const failed = (report.testResults ?? [])
    .filter((file) => file.status === 'failed')
    .map((file) => relative(file.name));
  return [...new Set(failed)];
}

/**
 * Each Playwright test that ended with this status: 'unexpected' (failed), or 'flaky' (failed, then
 * passed on its retry). The errors of the report itself (a server that did not start) count as failed.
 */
export function playwrightTestsThat(status: 'unexpected' | 'flaky', report: PlaywrightReport): string[] {
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string | undefined) => {
    const here = suite.file ?? file;
    // A file's own suite is titled with its path, which the line already starts with.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const name = [...path, spec.title].filter(Boolean).join(' › ');
        const where = `${here ?? '?'}${spec.line ? `:${spec.line}` : ''}`;
        const error = test.results?.find((result) => result.error)?.error?.message;
        lines.push(`${where} › ${name}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path, here);
  };
  for (const suite of report.suites ?? []) walk(suite, [], undefined);
  if (status === 'unexpected')
    for (const error of report.errors ?? []) lines.push(`browser suite: ${firstLine(error.message)}`);
  return lines;
}
