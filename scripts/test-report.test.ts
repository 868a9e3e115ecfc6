import { describe, expect, it } from 'vitest';
import { failedVitestFiles, failedVitestTests, firstLine, playwrightTestsThat } from './test-report.js';
import type { PlaywrightReport } from './test-report.js';

describe('the closing lines of npm test', () => {
  it('name each failed vitest test with its first error line, and a file that failed outside its tests', () => {
    const lines = failedVitestTests({
      numPassedTests: 1,
      numFailedTests: 1,
      numTotalTests: 2,
      testResults: [
        {
          name: `${process.cwd()}/src/server/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed' },
            {
              fullName: 'a saves',
              status: 'failed',
              failureMessages: ['\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
            },
          ],
        },
        {
          name: `${process.cwd()}/src/server/b.test.ts`,
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
        {
          name: `${process.cwd()}/src/server/c.test.ts`,
          status: 'passed',
          assertionResults: [{ fullName: 'c', status: 'passed' }],
        },
      ],
    });
    expect(lines).toEqual([
      'src/server/a.test.ts › a saves: AssertionError: expected 1 to be 2',
      'src/server/b.test.ts: Cannot find module x',
    ]);
  });

  it('give each failed file once, to run again on its own', () => {
    const file = (name: string, status: string) => ({ name: `${process.cwd()}/${name}`, status, assertionResults: [] });
    expect(
      failedVitestFiles({
        numPassedTests: 0,
        numFailedTests: 2,
        numTotalTests: 2,
        // The same file in the PGlite and the PostgreSQL project.
        testResults: [
          file('src/a.test.ts', 'failed'),
          file('src/b.test.ts', 'passed'),
          file('src/a.test.ts', 'failed'),
        ],
      }),
    ).toEqual(['src/a.test.ts']);
  });

  it('name each unexpected Playwright result with its file, line, describe titles and error; flaky ones apart', () => {
    const report: PlaywrightReport = {
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'ranking.spec.ts',
          file: 'ranking.spec.ts',
          specs: [{ title: 'top level', line: 4, tests: [{ status: 'expected', results: [{}] }] }],
          suites: [
            {
              title: 'ranking',
              file: 'ranking.spec.ts',
              specs: [
                {
                  title: 'pages',
                  line: 152,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'Error: expect(locator).toBeVisible() failed\nmore' } }],
                    },
                  ],
                },
                {
                  title: 'retried',
                  line: 160,
                  tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: port 4310 is already used' }],
    };
    expect(playwrightTestsThat('flaky', report)).toEqual(['ranking.spec.ts:160 › ranking › retried: x']);
    expect(playwrightTestsThat('unexpected', report)).toEqual([
      'ranking.spec.ts:152 › ranking › pages: Error: expect(locator).toBeVisible() failed',
      'browser suite: Error: port 4310 is already used',
    ]);
  });

  it('keep an error line readable', () => {
    expect(firstLine(undefined)).toBe('no message');
    expect(firstLine('   \n  ')).toBe('no message');
    expect(firstLine('x'.repeat(400))).toHaveLength(300);
  });
});
