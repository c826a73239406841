// Types for picture-files.mjs.

export interface Picture {
  /** The file name without ".svg", as the bank names it. */
  name: string;
  content: Uint8Array;
  /** "/assessment/<16 hex digits>.svg" */
  url: string;
}

export type PictureManifest = Record<string, string>;

export const PICTURE_DIR: string;
export const MANIFEST_PATH: string;
export function pictureUrl(content: Uint8Array | string): string;
export function readPictures(dir?: string): Picture[];
export function manifestOf(pictures: readonly Picture[]): PictureManifest;
export function readManifest(path?: string): PictureManifest;
export function manifestProblems(manifest?: PictureManifest, pictures?: readonly Picture[]): string[];
export function assertManifestCurrent(): void;
export function writeManifest(path?: string, pictures?: readonly Picture[]): number;
