import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip written byte by byte, so tests can make what zip tools refuse to: names with '..' or
 * a drive letter, symbolic links, sizes that lie. Only what our reader looks at is filled in.
 */
export type CraftedEntry = {
  name: string;
  data?: Buffer;
  /** Deflate the data (as real archives do); stored as is otherwise. */
  deflate?: boolean;
  /** Unix mode of the entry made on Unix (0o120777: a symbolic link). */
  unixMode?: number;
  /** Sizes the headers declare, when they should lie. */
  declaredSize?: number;
};

export function craftZip(entries: readonly CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const packed = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? data.length;
    const crc = crc32(data);
    const method = entry.deflate ? 8 : 0;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Made by: Unix (3) when a mode is given, else MS-DOS (0); version 3.0.
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 30, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(entry.unixMode === undefined ? 0 : (entry.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
