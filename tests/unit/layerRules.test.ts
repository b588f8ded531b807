/**
 * The layer rules of eslint.config.js fail a forbidden import, so that they cannot silently stop
 * working: each case lints one line as if it sat in a file of that layer. The allowed imports
 * beside them show that a rule does not simply refuse everything.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('layer rules', () => {
  // Loading the configuration and its plugins takes seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile('domain/probe.ts'), 60_000);

  it.each([
    ['domain/probe.ts', "import { value } from '../src/App';"],
    ['domain/probe.ts', "import { value } from '../resources/patients';"],
    ['domain/probe.ts', "import { value } from '../server/app';"],
    ['domain/probe.ts', "import { value } from 'react';"],
    ['domain/probe.ts', "import { value } from 'node:fs';"],
    ['domain/probe.ts', "import { value } from '@mui/material';"],
    ['src/pages/probe.ts', "import { value } from '../../server/errors';"],
    ['resources/patients/probe.ts', "import { value } from '../../server/db/schema';"],
    ['server/modules/patient/probe.ts', "import { value } from '../../../src/providers';"],
    ['server/probe.ts', "import { value } from '../resources/patients';"],
    ['src/framework/probe.ts', "import { value } from '../../resources/patients';"],
    ['server/db/probe.ts', "import { value } from '../modules/patient/repository';"],
    [
      'server/db/dictionaries/probe.ts',
      "import { value } from '../../modules/dictionary/service';",
    ],
    ['server/modules/patient/probe.ts', "import { value } from '../../../tests/api/helpers';"],
    ['scripts/probe.ts', "import { value } from '../tests/fixtures/files';"],
    ['demo/probe.ts', "import { value } from '../tests/fixtures/files';"],
    ['src/probe.ts', "import { value } from '../tests/ui/fakeApi';"],
  ])('refuses in %s: %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['domain/probe.ts', "import { value } from './roles';"],
    ['resources/patients/probe.ts', "import { value } from '../../src/providers/dataProvider';"],
    ['src/pages/probe.ts', "import { value } from '../../resources/patients';"],
    ['server/modules/patient/probe.ts', "import { value } from '../../db/audit';"],
    ['server/db/probe.ts', "import { value } from '../../domain/roles';"],
    ['tests/api/probe.ts', "import { value } from '../../server/app';"],
    ['e2e/probe.ts', "import { value } from '../tests/fixtures/files';"],
  ])('allows in %s: %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toEqual([]);
  });
});
