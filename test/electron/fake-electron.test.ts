/** The fake must offer every value the shell and the preload import from `electron`. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as fake from './fake-electron.js';

const repo = path.resolve(import.meta.dirname, '..', '..');

function electronValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== 'electron') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

describe('the fake electron module', () => {
  it('covers every value import from electron in main/electron and preload', () => {
    const files = ['main/electron', 'preload'].flatMap((dir) =>
      readdirSync(path.join(repo, dir))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.config.ts'))
        .map((name) => path.join(repo, dir, name)),
    );
    const imported = new Set(files.flatMap(electronValueImports));
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) {
      expect(fake.FAKED_EXPORTS as readonly string[], name).toContain(name);
      expect(fake[name as keyof typeof fake], name).toBeDefined();
    }
  });
});

describe('the fake keeps Electron’s start-up order', () => {
  it('ready comes on a later turn, and privileged schemes are refused after it', async () => {
    fake.resetFakeElectron();
    const scheme = { scheme: 'app', privileges: { standard: true, secure: true } };
    const ready = fake.app.whenReady();
    expect(fake.app.isReady()).toBe(false);
    fake.protocol.registerSchemesAsPrivileged([scheme]);
    await ready;
    expect(fake.app.isReady()).toBe(true);
    expect(() => fake.protocol.registerSchemesAsPrivileged([scheme])).toThrow(/before app is ready/);
    expect(fake.protocol.privileged).toEqual([scheme]);
  });
});
