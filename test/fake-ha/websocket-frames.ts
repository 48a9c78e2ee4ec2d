/**
 * The server side of RFC 6455, just enough for Home Assistant's `/api/websocket`: the upgrade
 * handshake, unmasking client frames (text, close, ping; fragments joined), and writing text
 * frames — including a frame header that declares more than it sends, to test size bounds.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** The fake refuses client messages past this: Home Assistant's clients never come close. */
const MAX_CLIENT_MESSAGE = 4 * 1024 * 1024;

export interface FrameSocket {
  sendText(text: string): void;
  /** A text frame header declaring `bytes`, then up to `sendBytes` of them. */
  sendDeclared(bytes: number, sendBytes: number): void;
  close(code?: number): void;
  /** Drops the TCP connection without a close frame. */
  destroy(): void;
  readonly closed: boolean;
}

/** Completes the upgrade; returns null (after answering 400) when the request isn't a WebSocket one. */
export function acceptUpgrade(req: IncomingMessage, socket: Duplex, onText: (text: string, ws: FrameSocket) => void, onClose: () => void): FrameSocket | null {
  const key = req.headers['sec-websocket-key'];
  if (typeof key !== 'string' || (req.headers.upgrade ?? '').toLowerCase() !== 'websocket') {
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    return null;
  }
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);

  let closed = false;
  let buffer = Buffer.alloc(0);
  let fragments: Buffer[] = [];
  const write = (opcode: number, payload: Buffer) => {
    if (closed || socket.destroyed) return;
    socket.write(Buffer.concat([header(opcode, payload.length), payload]));
  };
  const ws: FrameSocket = {
    sendText: (text) => write(0x1, Buffer.from(text, 'utf8')),
    sendDeclared: (bytes, sendBytes) => {
      if (closed || socket.destroyed) return;
      socket.write(header(0x1, bytes));
      socket.write(Buffer.alloc(Math.min(bytes, sendBytes), 0x20));
    },
    close: (code = 1000) => {
      if (closed) return;
      const payload = Buffer.alloc(2);
      payload.writeUInt16BE(code);
      write(0x8, payload);
      closed = true;
      socket.end();
    },
    destroy: () => {
      closed = true;
      socket.destroy();
    },
    get closed() {
      return closed;
    },
  };

  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const frame = readFrame(buffer);
      if (frame === null) return;
      buffer = buffer.subarray(frame.consumed);
      if (frame.length > MAX_CLIENT_MESSAGE) {
        ws.destroy();
        return;
      }
      switch (frame.opcode) {
        case 0x0:
        case 0x1:
          fragments.push(frame.payload);
          if (frame.fin) {
            const text = Buffer.concat(fragments).toString('utf8');
            fragments = [];
            onText(text, ws);
          }
          break;
        case 0x8:
          ws.close(1000);
          return;
        case 0x9:
          write(0xa, frame.payload);
          break;
        default:
          break;
      }
    }
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
    onClose();
  });
  return ws;
}

function header(opcode: number, length: number): Buffer {
  if (length < 126) return Buffer.from([0x80 | opcode, length]);
  if (length < 65536) {
    const h = Buffer.alloc(4);
    h[0] = 0x80 | opcode;
    h[1] = 126;
    h.writeUInt16BE(length, 2);
    return h;
  }
  const h = Buffer.alloc(10);
  h[0] = 0x80 | opcode;
  h[1] = 127;
  h.writeBigUInt64BE(BigInt(length), 2);
  return h;
}

interface Frame {
  fin: boolean;
  opcode: number;
  length: number;
  payload: Buffer;
  consumed: number;
}

/** One complete frame at the start of `buffer`, or null when more bytes are needed. */
function readFrame(buffer: Buffer): Frame | null {
  if (buffer.length < 2) return null;
  const fin = (buffer[0]! & 0x80) !== 0;
  const opcode = buffer[0]! & 0x0f;
  const masked = (buffer[1]! & 0x80) !== 0;
  let length = buffer[1]! & 0x7f;
  let at = 2;
  if (length === 126) {
    if (buffer.length < 4) return null;
    length = buffer.readUInt16BE(2);
    at = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return null;
    length = Number(buffer.readBigUInt64BE(2));
    at = 10;
  }
  if (length > MAX_CLIENT_MESSAGE) return { fin, opcode, length, payload: Buffer.alloc(0), consumed: buffer.length };
  const maskAt = at;
  if (masked) at += 4;
  if (buffer.length < at + length) return null;
  const payload = Buffer.from(buffer.subarray(at, at + length));
  if (masked) for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ buffer[maskAt + (i % 4)]!;
  return { fin, opcode, length, payload, consumed: at + length };
}
