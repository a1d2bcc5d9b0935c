// A double of Web Bluetooth that pushes notifications, as a real board sends its moves — the one
// thing Chromium's `BluetoothEmulation` cannot do (it has no command that gives a notification a
// value). `installBluetoothDouble` runs in the page before the app (`addInitScript`) and stands in
// for `navigator.bluetooth`; the test drives the boards from Node (`doubledBoard`).
//
// Built from the Web Bluetooth specification (webbluetoothcg.github.io/web-bluetooth) and
// Chromium's behaviour, never kinder than either:
// - `requestDevice` needs a tap (transient user activation) and lists only devices a filter
//   matches by name or name prefix; nothing chosen rejects with Chromium's NotFoundError "User
//   cancelled the requestDevice() chooser.".
// - a service neither named by a filter nor in `optionalServices` is refused with a SecurityError
//   (Chromium: "Origin is not allowed to access the service…").
// - `readValue` answers what the characteristic holds and fires `characteristicvaluechanged`
//   with it (the specification's "read" steps do); `startNotifications` on a characteristic
//   without notify or indicate is NotSupportedError; a write over 512 bytes is refused.
// - a notification reaches the page only while its characteristic notifies on the current
//   connection; after a disconnection every object is new (Chromium clears its attribute
//   instances) and notifications must be started again; operations on a lost connection reject
//   with a NetworkError.
// - a Millennium ChessLink module's report characteristic can be read and its read answers zeros
//   (github.com/alstrup/chesslink, README.md: "Read on this gives 0, 0, 0, 0, 0"; the simulator in
//   DGTCentaurMods answers five zeros too); its replies come only as notifications, here in
//   pieces of 20 bytes (the smallest a BLE link allows: a real board may send bigger ones), one
//   message after another.

/** Runs in the page: the double of `navigator.bluetooth`. Its control is `window.__bluetoothDouble`. */
export function installBluetoothDouble() {
  const devices = new Map();
  const dom = (name, message) => new DOMException(message, name);
  const lost = () => dom('NetworkError', 'GATT Server is disconnected. Cannot perform GATT operations. (Re)connect first with `device.gatt.connect`.');
  const canonical = (uuid) => String(uuid).toLowerCase();
  let chooser = null; // the device id the player picks next, or 'cancel'
  let heldUntilPress = null; // { delay, queue }: notifications held until the next press
  const sending = new Map(); // per characteristic: the last message's delivery, the next waits for it

  class Characteristic extends EventTarget {
    constructor(service, spec, uuid) {
      super();
      this.service = service;
      this.uuid = uuid;
      this.properties = { ...spec.properties };
      this.value = null;
      this.notifying = false;
      this._spec = spec;
    }
    _live() { if (!this.service.device.gatt._is(this.service._connection)) throw lost(); }
    async readValue() {
      this._live();
      window.__bluetoothDoubleReads = (window.__bluetoothDoubleReads ?? 0) + 1;
      if (!this.properties.read) throw dom('NotSupportedError', 'GATT operation not permitted.');
      await new Promise((ok) => setTimeout(ok, 8));
      this._live();
      this.value = new DataView(Uint8Array.from(this._spec.read ?? []).buffer);
      this.dispatchEvent(new Event('characteristicvaluechanged', { bubbles: true }));
      return this.value;
    }
    async writeValue(value) { return this._write(value); }
    async writeValueWithResponse(value) { return this._write(value); }
    async writeValueWithoutResponse(value) { return this._write(value); }
    async _write(value) {
      this._live();
      if (!this.properties.write && !this.properties.writeWithoutResponse) throw dom('NotSupportedError', 'GATT operation not permitted.');
      const bytes = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
      if (bytes.length > 512) throw dom('InvalidModificationError', 'Value can\'t exceed 512 bytes.');
      const id = this.service.device.id;
      await new Promise((ok) => setTimeout(ok, 8));
      this._live();
      // Told to the test, which answers as the board does.
      window.__bluetoothDoubleWrote?.(id, this.uuid, [...bytes]);
    }
    async startNotifications() {
      this._live();
      if (!this.properties.notify && !this.properties.indicate) throw dom('NotSupportedError', 'GATT operation not permitted.');
      await new Promise((ok) => setTimeout(ok, 8));
      this._live();
      this.notifying = true;
      return this;
    }
    async stopNotifications() { this.notifying = false; return this; }
  }

  class Service {
    constructor(device, uuid, spec, connection) {
      this.device = device;
      this.uuid = uuid;
      this.isPrimary = true;
      this._spec = spec;
      this._connection = connection;
      this._characteristics = new Map();
    }
    async getCharacteristic(uuid) {
      uuid = canonical(uuid);
      if (!this.device.gatt._is(this._connection)) throw lost();
      const spec = this._spec[uuid];
      if (!spec) throw dom('NotFoundError', `No Characteristics matching UUID ${uuid} found in Service with UUID ${this.uuid}.`);
      if (!this._characteristics.has(uuid)) this._characteristics.set(uuid, new Characteristic(this, spec, uuid));
      return this._characteristics.get(uuid);
    }
  }

  class Server {
    constructor(device) { this.device = device; this.connected = false; this._connection = 0; this._services = new Map(); }
    _is(connection) { return this.connected && this._connection === connection; }
    async connect() {
      const state = devices.get(this.device.id);
      // Out of reach: Chromium gives up after a while.
      for (let waited = 0; !state.online; waited += 50) {
        if (waited >= 2000) throw dom('NetworkError', 'Connection attempt failed.');
        await new Promise((ok) => setTimeout(ok, 50));
      }
      await new Promise((ok) => setTimeout(ok, 20));
      if (!this.connected) {
        this.connected = true;
        this._connection += 1;
        this._services = new Map();
      }
      return this;
    }
    disconnect() { if (this.connected) this._drop(); }
    _drop() {
      this.connected = false;
      this._services = new Map();
      this.device.dispatchEvent(new Event('gattserverdisconnected', { bubbles: true }));
    }
    async getPrimaryService(uuid) {
      uuid = canonical(uuid);
      if (!this.connected) throw lost();
      if (!this.device._allowed.has(uuid)) {
        throw dom('SecurityError', `Origin is not allowed to access the service. Tip: Add the service UUID to 'optionalServices' in requestDevice() options. https://goo.gl/HxfxSQ`);
      }
      const spec = devices.get(this.device.id).services[uuid];
      if (!spec) throw dom('NotFoundError', `No Services matching UUID ${uuid} found in Device.`);
      if (!this._services.has(uuid)) this._services.set(uuid, new Service(this.device, uuid, spec, this._connection));
      return this._services.get(uuid);
    }
  }

  class Device extends EventTarget {
    constructor(id, name, allowed) {
      super();
      this.id = id;
      this.name = name;
      this._allowed = allowed;
      this.gatt = new Server(this);
    }
  }

  const matches = (filter, name) => (filter.name === undefined || filter.name === name)
    && (filter.namePrefix === undefined || (name ?? '').startsWith(filter.namePrefix));

  const bluetooth = {
    async getAvailability() { return true; },
    async requestDevice(options = {}) {
      if (!navigator.userActivation.isActive) {
        throw dom('SecurityError', "Failed to execute 'requestDevice' on 'Bluetooth': Must be handling a user gesture to show a permission request.");
      }
      const filters = options.filters ?? [];
      if (!options.acceptAllDevices && filters.length === 0) throw new TypeError("Failed to execute 'requestDevice' on 'Bluetooth': Either 'filters' should be present or 'acceptAllDevices' should be true, but not both.");
      await new Promise((ok) => setTimeout(ok, 30));
      // The chooser lists what a filter matches; the player picks one, or closes it.
      const listed = [...devices.values()].filter((d) => options.acceptAllDevices || filters.some((f) => matches(f, d.name)));
      window.__bluetoothDoubleListed = listed.map((d) => d.name);
      const picked = listed.find((d) => d.id === chooser);
      chooser = null;
      if (!picked) throw dom('NotFoundError', 'User cancelled the requestDevice() chooser.');
      const allowed = new Set([...(options.optionalServices ?? []), ...filters.flatMap((f) => f.services ?? [])].map(canonical));
      picked.device ??= new Device(picked.id, picked.name, allowed);
      picked.device._allowed = allowed;
      return picked.device;
    },
  };
  Object.defineProperty(Navigator.prototype, 'bluetooth', { get: () => bluetooth, configurable: true });

  const deliver = (id, service, characteristic, bytes) => {
    const device = devices.get(id)?.device;
    const live = device?.gatt.connected && device.gatt._services.get(service)?._characteristics.get(characteristic);
    if (!live || !live.notifying) return false;
    live.value = new DataView(Uint8Array.from(bytes).buffer);
    live.dispatchEvent(new Event('characteristicvaluechanged', { bubbles: true }));
    return true;
  };

  const pressed = () => {
    if (!heldUntilPress) return;
    const { delay, queue } = heldUntilPress;
    heldUntilPress = null;
    setTimeout(() => { for (const send of queue) send(); }, delay);
  };
  // A finger down on the clock is the press (the app takes it at touchstart or pointerdown).
  for (const type of ['touchstart', 'pointerdown']) window.addEventListener(type, pressed, true);

  window.__bluetoothDouble = {
    /** A board beside the phone: `services` maps each service to its characteristics' specs. */
    add(id, name, services) { devices.set(id, { id, name, services, online: true, device: null }); },
    /** The device the player picks in the next chooser ('cancel' closes it). */
    choose(id) { chooser = id; },
    listed() { return window.__bluetoothDoubleListed ?? []; },
    /** The board notifies `bytes`, in notifications of `chunk` bytes at most, each its own event. */
    notify(id, service, characteristic, bytes, chunk) {
      const pieces = [];
      for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.slice(i, i + chunk));
      // One characteristic's notifications leave the board one after another, never interleaved:
      // each message waits for the one before it (a piece every 2 ms).
      const key = `${id} ${service} ${characteristic}`;
      const send = () => {
        const after = sending.get(key) ?? Promise.resolve();
        const done = pieces.reduce((p, piece) => p.then(() => new Promise((ok) => setTimeout(() => {
          deliver(id, service, characteristic, piece);
          ok();
        }, 2))), after);
        sending.set(key, done);
      };
      if (heldUntilPress) heldUntilPress.queue.push(send);
      else send();
    },
    /** What the board sends from now on reaches the page `delay` ms after the next press. */
    holdUntilPress(delay) { heldUntilPress = { delay, queue: [] }; },
    /** The board goes out of reach (the connection drops), or comes back. */
    setOnline(id, online) {
      const state = devices.get(id);
      state.online = online;
      if (!online && state.device?.gatt.connected) state.device.gatt._drop();
    },
  };
}

import { chessnutReport, millenniumReport, play, squares, START } from './eboards.js';

const MILLENNIUM = {
  service: '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  report: '49535343-1e4d-4bd9-ba61-23c647249616',
  command: '49535343-8841-43f4-a8d4-ecbe34729bb3',
};
const CHESSNUT = {
  service: '1b7e8261-2877-41c3-b46e-cf057c562023',
  report: '1b7e8262-2877-41c3-b46e-cf057c562023',
  commands: '1b7e8271-2877-41c3-b46e-cf057c562023',
  command: '1b7e8272-2877-41c3-b46e-cf057c562023',
  answers: '1b7e8273-2877-41c3-b46e-cf057c562023',
};

let boards = 0;

/**
 * A board of `family` ('millennium' or 'chessnut') beside the phone, driven from Node: it shows
 * `squares` (eboards.js's 64 squares) and sends what its protocol text says it sends.
 * - Millennium (ChessLink, Dave Woodfield's text as python-mchess keeps it): answers `S` with its
 *   status `s…` and, while its automatic reports are on (`automatic`, the board's default), sends
 *   the status on every change; a read of its report characteristic answers zeros; 20-byte
 *   notifications.
 * - Chessnut (the vendor's text): after the realtime command `21 01 00` it notifies its whole
 *   position on every change, in one notification; `frame` bytes each (36, or a Chessnut Go's 38).
 */
export async function doubledBoard(context, page, family, { name, frame = 36 } = {}) {
  const id = `board-${++boards}`;
  const millennium = family === 'millennium';
  const board = {
    id, family, name: name ?? (millennium ? 'MILLENNIUM CHESS' : 'Chessnut Air'),
    writes: [], automatic: true, realtime: false, sent: 0,
    _squares: squares(START), _raw: null, told: Promise.resolve(),
    /** The 64 squares the board shows (eboards.js's); a hand that changes them makes the board
     * tell, if it tells by itself (`await board.told` for the notification to be on its way). */
    get squares() { return this._squares; },
    set squares(squares) { this._squares = squares; this.tell(); },
    /** Bytes the board sends instead of its report (a board gone wrong), while set. */
    get raw() { return this._raw; },
    set raw(bytes) { this._raw = bytes; this.tell(); },
    tell() {
      if (this._squares && (millennium ? this.automatic : this.realtime)) this.told = this.told.then(() => this.send()).catch(() => {});
    },
    /** Sends the board's whole position, as the board does. */
    async send() {
      // A Chessnut frame: `01 24`, the 32 bytes of squares, then the board's own — the vendor's two
      // zeros, or a Chessnut Go's four: a running count (DGTCentaurMods' and ChessnutPy's logs) and two zeros.
      const tail = frame === 38 ? [this.sent & 0xff, (this.sent >> 8) & 0xff, 0, 0] : Array(frame - 34).fill(0);
      const report = millennium ? [...millenniumReport(this._squares)] : [...chessnutReport(this._squares).slice(0, 34), ...tail];
      const bytes = this._raw ? [...this._raw] : report;
      const [service, characteristic, chunk] = millennium ? [MILLENNIUM.service, MILLENNIUM.report, 20] : [CHESSNUT.service, CHESSNUT.report, 512];
      this.sent += 1;
      await page.evaluate(([i, s, c, b, n]) => window.__bluetoothDouble.notify(i, s, c, b, n), [id, service, characteristic, bytes, chunk]);
    },
    /** A hand changes the board to `squares`: the board tells, if it tells by itself. */
    async show(squares) {
      this.squares = squares;
      await this.told;
    },
    /** The board after `uci`, as a hand makes it (eboards.js's `play`). */
    play(uci, options) { this.squares = play(this._squares, uci, options); },
    set(fen) { this.squares = squares(fen); },
    /** The device the player picks in the browser's next chooser. */
    async choose() { await page.evaluate((i) => window.__bluetoothDouble.choose(i), id); },
    async setOnline(online) { await page.evaluate(([i, o]) => window.__bluetoothDouble.setOnline(i, o), [id, online]); },
    async disconnect() { await this.setOnline(false); },
    async reconnect() { await this.setOnline(true); },
    /** The next notifications reach the page `delay` ms after the next press on the clock. */
    async holdUntilPress(delay) { await page.evaluate((d) => window.__bluetoothDouble.holdUntilPress(d), delay); },
    /** What the page wrote, as text (Millennium: parity bits off) or bytes. */
    written() { return this.writes.map((w) => millennium ? String.fromCharCode(...w.map((b) => b & 0x7f)) : w.join(' ')); },
  };
  const services = millennium
    ? { [MILLENNIUM.service]: {
      [MILLENNIUM.report]: { properties: { read: true, notify: true }, read: [0, 0, 0, 0, 0] },
      [MILLENNIUM.command]: { properties: { write: true, writeWithoutResponse: true } },
    } }
    : {
      [CHESSNUT.service]: { [CHESSNUT.report]: { properties: { notify: true } } },
      [CHESSNUT.commands]: {
        [CHESSNUT.command]: { properties: { write: true, writeWithoutResponse: true } },
        [CHESSNUT.answers]: { properties: { notify: true } },
      },
    };
  await context.exposeBinding('__bluetoothDoubleWrote', async (_, deviceId, characteristic, bytes) => {
    const target = doubledBoard.all.get(deviceId);
    if (!target) return;
    target.writes.push(bytes);
    await target.heard(characteristic, bytes);
  }).catch(() => {}); // one binding serves every board of the context
  board.heard = async (characteristic, bytes) => {
    if (millennium) {
      // Commands are text with odd parity; `S` asks for the status.
      const text = String.fromCharCode(...bytes.map((b) => b & 0x7f));
      if (text.startsWith('S')) await board.send();
    } else if (characteristic === CHESSNUT.command && bytes.join() === '33,1,0') {
      board.realtime = true;
      await board.send();
    }
  };
  doubledBoard.all.set(id, board);
  await page.evaluate(([i, n, s]) => window.__bluetoothDouble.add(i, n, s), [id, board.name, services]);
  return board;
}
doubledBoard.all = new Map();
