// Electronic boards emulated through Chromium's DevTools protocol (`BluetoothEmulation`, on the
// browser's own session): a Chessnut or a Millennium ChessLink board with the services and
// characteristics their protocol texts give, reached through Chromium's own Web Bluetooth — its
// chooser, its GATT connection, its writes and its subscriptions. The emulation has no command
// that pushes a notification's value, so the moves of a game come from the double
// (bluetooth-double.js); here a read is answered with zeros, as a real ChessLink module answers
// (the page never reads), what the page writes and subscribes to is kept, and a disconnection can
// be made and healed. The boards' reports (`chessnutReport`, `millenniumReport`) serve both.

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const CCCD = '00002902-0000-1000-8000-00805f9b34fb';

/** A placement (FEN's first field) as 64 squares, a1 = 0 … h8 = 63: a piece letter or null. */
export function squares(fen) {
  const out = new Array(64).fill(null);
  fen.split('/').forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) file += Number(c);
      else out[(7 - i) * 8 + file++] = c;
    }
  });
  return out;
}

const at = (name) => (Number(name[1]) - 1) * 8 + (name.charCodeAt(0) - 97);

/** The board after a hand plays `uci` on it: castling's rook goes too, en passant takes the pawn
 * beside, a promotion puts its piece — or, with `pawnStays`, leaves the pawn on the last rank. */
export function play(board, uci, { pawnStays = false } = {}) {
  const b = [...board];
  const [from, to] = [at(uci.slice(0, 2)), at(uci.slice(2, 4))];
  const piece = b[from];
  b[from] = null;
  if (piece.toLowerCase() === 'k' && Math.abs((to % 8) - (from % 8)) === 2) {
    const [rookFrom, rookTo] = to % 8 === 6 ? [from + 3, from + 1] : [from - 4, from - 1];
    b[rookTo] = b[rookFrom];
    b[rookFrom] = null;
  }
  if (piece.toLowerCase() === 'p' && from % 8 !== to % 8 && b[to] === null) b[Math.floor(from / 8) * 8 + (to % 8)] = null;
  const promotion = uci[4];
  b[to] = promotion && !pawnStays ? (piece === 'P' ? promotion.toUpperCase() : promotion) : piece;
  return b;
}

const CHESSNUT_CODES = ['', 'q', 'k', 'b', 'p', 'n', 'R', 'P', 'r', 'B', 'N', 'Q', 'K'];

/** Chessnut's 36-byte report (the vendor's text): two squares a byte, lower 4 bits first, h8 … a1. */
export function chessnutReport(board) {
  const out = new Uint8Array(36);
  out[0] = 0x01;
  out[1] = 0x24;
  for (let i = 0; i < 64; i++) {
    const sq = (7 - Math.floor(i / 8)) * 8 + (7 - (i % 8));
    const code = board[sq] ? CHESSNUT_CODES.indexOf(board[sq]) : 0;
    out[2 + Math.floor(i / 2)] |= i % 2 === 0 ? code : code << 4;
  }
  return out;
}

const oddParity = (c) => {
  let ones = 0;
  for (let x = c; x; x >>= 1) ones += x & 1;
  return ones % 2 === 0 ? c | 0x80 : c;
};

/** ChessLink's status reply: `s`, 64 codes A8…H8 … H1, the XOR check in hex; odd parity on each byte. */
export function millenniumReport(board) {
  let text = 's';
  for (let rank = 7; rank >= 0; rank--) for (let file = 0; file < 8; file++) text += board[rank * 8 + file] ?? '.';
  let sum = 0;
  for (const c of text) sum ^= c.charCodeAt(0);
  text += sum.toString(16).toUpperCase().padStart(2, '0');
  return Uint8Array.from([...text].map((c) => oddParity(c.charCodeAt(0))));
}

export const FAMILIES = {
  chessnut: {
    name: 'Chessnut Air',
    services: {
      '1b7e8261-2877-41c3-b46e-cf057c562023': { '1b7e8262-2877-41c3-b46e-cf057c562023': 'report' },
      '1b7e8271-2877-41c3-b46e-cf057c562023': { '1b7e8272-2877-41c3-b46e-cf057c562023': 'command', '1b7e8273-2877-41c3-b46e-cf057c562023': 'answers' },
    },
    report: chessnutReport,
  },
  millennium: {
    name: 'MILLENNIUM CHESS',
    services: {
      '49535343-fe7d-4ae5-8fa9-9fafd205e455': {
        '49535343-1e4d-4bd9-ba61-23c647249616': 'report',
        '49535343-8841-43f4-a8d4-ecbe34729bb3': 'command',
      },
    },
    report: millenniumReport,
  },
};

let boards = 0;

/** Chromium's Bluetooth emulation, turned on afresh (it ends with the context a test closes,
 * while still counting as on): one browser session for every test of a file. */
let session;
export async function emulation(chromium) {
  session ??= await chromium.newBrowserCDPSession();
  await session.send('BluetoothEmulation.disable').catch(() => {});
  await session.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  return session;
}

/** An emulated board of `family` beside the browser; `page`'s device chooser picks it when the
 * page asks. */
export async function emulatedBoard(cdp, context, page, family, { choose = true } = {}) {
  const kind = FAMILIES[family];
  const address = `0${++boards}:0${family.length % 10}:AA:BB:CC:DD`.slice(0, 17);
  const board = {
    kind, address, writes: [], reads: 0, subscriptions: 0, services: [],
    online: true, pendingConnection: null, characteristics: {},
    /** The board goes out of reach: the connection drops and is not answered until `reconnect`. */
    async disconnect() {
      this.online = false;
      await cdp.send('BluetoothEmulation.simulateGATTDisconnection', { address });
      // The emulation forgets a peripheral's services with its connection (a board keeps them):
      // they are given again, as the board has them.
      for (const serviceId of this.services) await cdp.send('BluetoothEmulation.removeService', { serviceId }).catch(() => {});
      await addServices();
    },
    async reconnect() {
      this.online = true;
      const pending = this.pendingConnection;
      this.pendingConnection = null;
      if (pending) await cdp.send('BluetoothEmulation.simulateGATTOperationResponse', { address, type: 'connection', code: 0 });
    },
  };
  await cdp.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
    address, name: kind.name, manufacturerData: [], knownServiceUuids: Object.keys(kind.services),
  });
  const addServices = async () => {
    board.services = [];
    for (const [serviceUuid, characteristics] of Object.entries(kind.services)) {
      const { serviceId } = await cdp.send('BluetoothEmulation.addService', { address, serviceUuid });
      board.services.push(serviceId);
      for (const [characteristicUuid, role] of Object.entries(characteristics)) {
        const properties = role === 'command' ? { write: true, writeWithoutResponse: true } : { read: true, notify: true };
        const { characteristicId } = await cdp.send('BluetoothEmulation.addCharacteristic', { serviceId, characteristicUuid, properties });
        board.characteristics[characteristicId] = role;
        if (properties.notify) await cdp.send('BluetoothEmulation.addDescriptor', { characteristicId, descriptorUuid: CCCD });
      }
    }
  };
  await addServices();
  cdp.on('BluetoothEmulation.gattOperationReceived', async (e) => {
    if (e.address !== address) return;
    if (e.type === 'connection' && !board.online) {
      board.pendingConnection = e;
      return;
    }
    await cdp.send('BluetoothEmulation.simulateGATTOperationResponse', { address, type: e.type, code: 0 }).catch(() => {});
  });
  cdp.on('BluetoothEmulation.characteristicOperationReceived', async (e) => {
    const role = board.characteristics[e.characteristicId];
    if (!role) return;
    if (e.type === 'write') board.writes.push([...Buffer.from(e.data, 'base64')]);
    if (e.type === 'read') board.reads += 1;
    // The page starting a characteristic's notifications (Chromium's own operation type).
    if (e.type === 'subscribe-to-notifications') board.subscriptions += 1;
    // A read answers zeros, as a ChessLink module's report characteristic does.
    const data = e.type === 'read' ? Buffer.from([0, 0, 0, 0, 0]).toString('base64') : undefined;
    await cdp.send('BluetoothEmulation.simulateCharacteristicOperationResponse', {
      characteristicId: e.characteristicId, type: e.type, code: 0, ...(data !== undefined && { data }),
    }).catch(() => {});
  });
  cdp.on('BluetoothEmulation.descriptorOperationReceived', async (e) => {
    await cdp.send('BluetoothEmulation.simulateDescriptorOperationResponse', { descriptorId: e.descriptorId, type: e.type, code: 0 }).catch(() => {});
  });
  // The browser's chooser, answered as a player picks the board from its list (from now on, or
  // once `chooseOn` is called with the page's session).
  const answered = new Set();
  board.chooseOn = (session) => session.on('DeviceAccess.deviceRequestPrompted', async (e) => {
    if (answered.has(e.id) || !e.devices.some((d) => d.id === address)) return;
    answered.add(e.id);
    await session.send('DeviceAccess.selectPrompt', { id: e.id, deviceId: address }).catch(() => {});
  });
  if (choose) {
    const session = await context.newCDPSession(page);
    await session.send('DeviceAccess.enable');
    board.chooseOn(session);
  }
  return board;
}
