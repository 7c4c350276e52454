// The demo slot. It opens its game session with the launch ticket from the address's fragment
// (then drops the fragment), keeps the session token in memory only, and sends every spin with an
// idempotency key that it keeps until the spin has an answer: a retry after a lost answer settles
// the same spin, never a second one.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const state = { token: null, currency: '', stake: 100, symbols: {}, pendingKey: null, busy: false };

  const money = (minor) => {
    const sign = minor < 0 ? '-' : '';
    const abs = Math.abs(minor);
    const whole = new Intl.NumberFormat('en').format(Math.floor(abs / 100));
    return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
  };
  const label = (id) => state.symbols[id] || id;

  function randomKey() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function api(path, { method = 'GET', body } = {}) {
    const headers = { accept: 'application/json' };
    if (state.token) headers.authorization = `Bearer ${state.token}`;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
      cache: 'no-store',
    });
    const data = await res.json().catch(() => ({ success: false, code: 'BAD_RESPONSE', message: 'Unreadable answer' }));
    return { status: res.status, data };
  }

  function closeGate(text) {
    $('game').hidden = true;
    $('gate-text').textContent = text;
    $('gate').hidden = false;
  }

  function symbolSvg(id, cls = 'symbol') {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('class', cls);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label(id));
    const use = document.createElementNS(ns, 'use');
    use.setAttribute('href', `#sym-${id}`);
    svg.append(use);
    return svg;
  }

  function showReels(reels) {
    document.querySelectorAll('.reel').forEach((reel, i) => reel.replaceChildren(symbolSvg(reels[i])));
  }

  function showBalance(balance) {
    $('balance').textContent = `${money(balance)} ${state.currency}`;
  }

  function showResult(text, kind) {
    const result = $('result');
    result.textContent = text;
    result.className = `result${kind ? ` is-${kind}` : ''}`;
  }

  function showHistory(spins) {
    const list = $('history');
    if (!spins.length) return;
    list.replaceChildren(
      ...spins.map((s) => {
        const li = document.createElement('li');
        const what = document.createElement('span');
        what.textContent = s.reels.map(label).join(' · ');
        const net = document.createElement('span');
        net.textContent = s.win > 0 ? `+${money(s.win)}` : `-${money(s.stake)}`;
        if (s.win > 0) net.className = 'is-win';
        li.append(what, net);
        return li;
      }),
    );
  }

  function buildStakes(stakes, defaultStake) {
    state.stake = stakes.includes(defaultStake) ? defaultStake : stakes[0];
    $('stake-options').replaceChildren(
      ...stakes.map((stake) => {
        const wrap = document.createElement('label');
        wrap.className = 'stake';
        const input = document.createElement('input');
        Object.assign(input, { type: 'radio', name: 'stake', value: String(stake), checked: stake === state.stake });
        input.addEventListener('change', () => (state.stake = stake));
        const text = document.createElement('span');
        text.textContent = money(stake);
        wrap.append(input, text);
        return wrap;
      }),
    );
  }

  function buildPaytable(paytable, rtp) {
    $('rtp').textContent = `${(rtp * 100).toFixed(2)}%`;
    $('paytable').tBodies[0].replaceChildren(
      ...paytable.map((line) => {
        const tr = document.createElement('tr');
        const combo = document.createElement('td');
        const mini = document.createElement('span');
        mini.className = 'mini';
        mini.setAttribute('aria-hidden', 'true');
        line.symbols.forEach((id) => mini.append(symbolSvg(id, '')));
        combo.append(mini, line.combination);
        const pays = document.createElement('td');
        pays.textContent = `×${line.multiplier}`;
        tr.append(combo, pays);
        return tr;
      }),
    );
  }

  function setBusy(busy) {
    state.busy = busy;
    $('spin').disabled = busy;
    $('stakes').disabled = busy;
    document.querySelectorAll('.reel').forEach((r) => r.classList.toggle('is-spinning', busy));
  }

  const wait = (ms) => new Promise((done) => setTimeout(done, ms));

  async function spin() {
    if (state.busy) return;
    setBusy(true);
    $('reels').classList.remove('is-win');
    showResult('Spinning…');
    // A key stays pending until the platform has answered it, so a retry repeats the same spin.
    state.pendingKey = state.pendingKey || { key: randomKey(), stake: state.stake };
    const { key, stake } = state.pendingKey;
    let answer = null;
    for (let attempt = 0; attempt < 3 && !answer; attempt += 1) {
      try {
        answer = await api('/api/spin', { method: 'POST', body: { stake, idempotencyKey: key } });
      } catch {
        await wait(400 * (attempt + 1));
      }
    }
    await wait(matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 500);
    setBusy(false);
    if (!answer) {
      showResult('Connection lost. Press Spin to try the same spin again.', 'error');
      return;
    }
    state.pendingKey = null;
    const { status, data } = answer;
    if (status === 401)
      return closeGate('Your game session has ended. Close this game and launch it again from the lobby.');
    if (!data.success) {
      if (data.value && typeof data.value.balance === 'number') showBalance(data.value.balance);
      showResult(
        data.code === 'INSUFFICIENT_BALANCE' ? `Your balance is too low for a ${money(stake)} stake.` : data.message,
        'error',
      );
      return;
    }
    const spun = data.value;
    showReels(spun.reels);
    showBalance(spun.balance);
    const drawn = spun.reels.map(label).join(', ');
    if (spun.win > 0) {
      $('reels').classList.add('is-win');
      showResult(`${drawn}. You win ${money(spun.win)}!`, 'win');
    } else {
      showResult(`${drawn}. No win this time.`);
    }
    // The site may refresh its balance display; nothing else is said across frames.
    if (window.parent !== window) window.parent.postMessage({ type: 'tessera:game-balance-changed' }, '*');
    refreshHistory();
  }

  async function refreshHistory() {
    const { data } = await api('/api/state');
    if (data.success) showHistory(data.value.spins);
  }

  async function start() {
    const ticket = new URLSearchParams(location.hash.slice(1)).get('ticket');
    // The ticket works once: take it out of the address, so reloads and history never hold it.
    history.replaceState(null, '', location.pathname + location.search);
    if (!ticket) return closeGate('This game was opened without a launch ticket. Launch it from the lobby.');
    let opened;
    try {
      opened = await api('/api/session', { method: 'POST', body: { ticket } });
    } catch {
      return closeGate('The game could not be reached. Check your connection and launch the game again.');
    }
    if (!opened.data.success) return closeGate(opened.data.message || 'Launch the game again from the lobby.');
    const s = opened.data.value;
    state.token = s.token;
    state.currency = s.currency;
    s.symbols.forEach((sym) => (state.symbols[sym.id] = sym.label));
    document.title = `${s.game.gameName} · Tessera demo slot`;
    $('game-name').textContent = s.game.gameName;
    $('provider').textContent = `${s.game.providerName} · minimum bet ${money(s.game.minBet)}`;
    showBalance(s.balance);
    buildStakes(s.stakes, s.defaultStake);
    buildPaytable(s.paytable, s.returnToPlayer);
    showReels(['SEVEN', 'TILE', 'SEVEN']);
    showResult('Choose a stake and press Spin.');
    $('stakes').disabled = false;
    $('spin').disabled = false;
    $('game').setAttribute('aria-busy', 'false');
    // A button, not a form: a frame sandboxed without allow-forms blocks every form submission.
    $('spin').addEventListener('click', spin);
    refreshHistory();
  }

  start();
})();
