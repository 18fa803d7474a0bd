import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';
import { isFileKey } from './file-keys';

/**
 * The bytes as files under `root` (`DATA_DIR/files/<first two characters>/<key>`). A finished temporary
 * file is renamed into place (atomic on one file system) and the folder fsynced, so the rename itself
 * survives a power cut. The temporary folder must be on the same file system (`<root>/.tmp`).
 */
export function createLocalBlobs(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error('chave de arquivo inválida');
    return join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    location: root,
    async commit(tempPath, key) {
      const finalPath = pathOf(key);
      await mkdir(dirname(finalPath), { recursive: true });
      await rename(tempPath, finalPath);
      const dir = await open(dirname(finalPath), 'r');
      await dir.sync().finally(() => dir.close());
    },
    read: (key) => readFile(pathOf(key)),
    async open(key) {
      // Opening first tells "missing" apart before a response starts; the stream then owns the handle.
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle ? (handle.createReadStream() as Readable) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    close: async () => {},
  };
}
