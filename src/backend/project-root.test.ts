import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('projectRoot', () => {
  it('finds the folder holding package.json, from the sources and from a build folder', () => {
    expect(projectRoot()).toBe(root);
    expect(projectRoot(path.join(root, 'dist', 'server-main'))).toBe(root);
  });
  it('finds it from the working folder for a build made outside the project (bench, parallel builds)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-root-'));
    try {
      expect(projectRoot(path.join(dir, 'dist', 'server-main'), root)).toBe(root);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('says where it looked when no package.json is above', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-root-'));
    try {
      expect(() => projectRoot(dir, dir)).toThrow(`no package.json above ${dir} nor above the working folder ${dir}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
