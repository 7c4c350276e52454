// The demo lottery lobby: opened with a one-time ticket like the slot, it shows the game named
// by the §7 lobby parameters, the time to the next draw and the latest drawn numbers.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let token = null;

  const money = (minor) =>
    `${new Intl.NumberFormat('en').format(Math.floor(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

  async function api(path, body) {
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
      cache: 'no-store',
    });
    return res.json();
  }

  function closeGate(text) {
    $('game').hidden = true;
    $('gate-text').textContent = text;
    $('gate').hidden = false;
  }

  /** Only an http(s) address may become the back link (the parameter comes from the address bar). */
  function safeBackUrl(value) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }

  function startCountdown(interval) {
    const tick = () => {
      const left = interval - (Math.floor(Date.now() / 1000) % interval);
      const h = Math.floor(left / 3600);
      const m = Math.floor((left % 3600) / 60);
      const s = left % 60;
      $('countdown').textContent = `${h ? `${h}:` : ''}${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
    };
    tick();
    setInterval(tick, 1000);
  }

  function showDraws(draws) {
    if (!draws.length) return;
    $('draws').replaceChildren(
      ...draws.map((d) => {
        const li = document.createElement('li');
        const when = document.createElement('span');
        when.textContent = `No. ${d.numero}`;
        const balls = document.createElement('span');
        balls.className = 'balls';
        balls.setAttribute('role', 'img');
        balls.setAttribute('aria-label', `Result ${d.result.split('').join(' ')}`);
        [...d.result].forEach((digit) => {
          const ball = document.createElement('span');
          ball.className = 'ball';
          ball.setAttribute('aria-hidden', 'true');
          ball.textContent = digit;
          balls.append(ball);
        });
        li.append(when, balls);
        return li;
      }),
    );
  }

  async function start() {
    const ticket = new URLSearchParams(location.hash.slice(1)).get('ticket');
    history.replaceState(null, '', location.pathname + location.search);
    if (!ticket) return closeGate('This lobby was opened without a launch ticket. Open the lottery from the site.');
    const opened = await api('/api/session', { ticket }).catch(() => null);
    if (!opened || !opened.success) return closeGate((opened && opened.message) || 'The lobby could not be reached.');
    const s = opened.value;
    token = s.token;
    document.title = `${s.game.gameName} · Tessera lottery`;
    $('game-name').textContent = s.game.gameName;
    $('provider').textContent = `${s.game.providerName} · ${params.get('lottoGameCode') || s.game.gameCode}`;
    $('balance').textContent = `${money(s.balance)} ${s.currency}`;
    $('area').textContent = params.get('lottoArea') || '—';
    $('prize-mode').textContent = params.get('lottoPrizeMode') || s.game.prizeMode || '—';
    $('view').textContent = params.get('lottoView') === 'betting' ? 'Betting' : 'Lobby';
    const back = safeBackUrl(params.get('backUrl') || '');
    if (back) {
      $('back').href = back;
      $('back').hidden = false;
      // In the site's frame (sandboxed: no top navigation) the site is asked to take the member back.
      if (window.parent !== window) {
        $('back').addEventListener('click', (event) => {
          event.preventDefault();
          window.parent.postMessage({ type: 'tessera:game-exit' }, '*');
        });
      }
    }
    if (s.game.drawInterval) startCountdown(s.game.drawInterval);
    $('game').setAttribute('aria-busy', 'false');
    const draws = await api('/api/draws');
    if (draws.success) showDraws(draws.value);
  }

  start();
})();
