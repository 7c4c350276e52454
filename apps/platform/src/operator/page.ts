/**
 * The operator console: one page and its script, served by the platform at /ops. It signs an
 * operator in and drives the /ops/api calls by hand: deposits to confirm, withdrawals to pay in
 * full or in parts or to reject, proofs to look at, the record of actions and the confirmation
 * time limit. English only (staff tooling); no framework, no inline script.
 */

export const OPERATOR_CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

export const OPERATOR_CONSOLE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Tessera operator console</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; --bg: #f2f4f7; --card: #fff; --text: #1a1d23; --muted: #525a66; --line: #d5dae1; --accent: #1f5fd1; --danger: #b3261e; --ok: #1b7a3a; }
  @media (prefers-color-scheme: dark) { :root { --bg: #12151a; --card: #1d2128; --text: #e8eaed; --muted: #a9b0bb; --line: #39404b; --accent: #8fb4ff; --danger: #ffb4ab; --ok: #7dd99a; } }
  *, *::before, *::after { box-sizing: border-box; }
  [hidden] { display: none !important; }
  body { margin: 0; background: var(--bg); color: var(--text); }
  header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; padding: 12px 20px; background: var(--card); border-bottom: 1px solid var(--line); }
  h1 { font-size: 1.125rem; margin: 0; }
  main { padding: 16px 20px; max-width: 1200px; margin: 0 auto; }
  nav { display: flex; gap: 8px; flex-wrap: wrap; margin-bottom: 16px; }
  button, select, input, textarea { font: inherit; padding: 8px 12px; border-radius: 8px; border: 1px solid var(--line); background: var(--card); color: var(--text); }
  button { cursor: pointer; border-color: var(--accent); color: var(--accent); font-weight: 600; }
  button.primary, nav button[aria-pressed="true"] { background: var(--accent); color: var(--card); }
  button.danger { border-color: var(--danger); color: var(--danger); }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin-bottom: 12px; overflow-x: auto; }
  td { white-space: nowrap; } td:last-child { white-space: normal; }
  .row { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
  .muted { color: var(--muted); font-size: 0.875rem; }
  .money { font-variant-numeric: tabular-nums; font-weight: 600; }
  .state { font-weight: 700; }
  table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  #message { min-height: 1.5em; margin: 0 0 12px; }
  #message.error { color: var(--danger); } #message.done { color: var(--ok); }
  form#login { max-width: 360px; margin: 10vh auto; display: grid; gap: 12px; }
  label { display: grid; gap: 4px; font-size: 0.875rem; }
  img.proof { max-width: 160px; max-height: 160px; border-radius: 8px; border: 1px solid var(--line); }
</style></head>
<body>
<header><h1>Tessera operator console</h1><div class="row"><span id="who" class="muted"></span><button id="logout" hidden>Sign out</button></div></header>
<main>
  <form id="login" class="card" hidden>
    <h2>Operator sign in</h2>
    <label>Account <input name="account" autocomplete="username" required></label>
    <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
    <button class="primary" type="submit">Sign in</button>
  </form>
  <section id="console" hidden>
    <nav aria-label="Views">
      <button data-view="withdrawals" aria-pressed="true">Withdrawals</button>
      <button data-view="deposits" aria-pressed="false">Deposits</button>
      <button data-view="feedback" aria-pressed="false">Feedback</button>
      <button data-view="actions" aria-pressed="false">Action record</button>
      <button data-view="settings" aria-pressed="false">Settings</button>
    </nav>
    <p id="message" role="status"></p>
    <div class="row" id="filters"></div>
    <div id="list"></div>
  </section>
</main>
<script src="/ops/console.js"></script>
</body></html>`;

export const OPERATOR_CONSOLE_JS = String.raw`'use strict';
(() => {
  const $ = (s) => document.querySelector(s);
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else if (v !== false && v !== undefined && v !== null) node.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c instanceof Node ? c : String(c));
    return node;
  };
  const money = (minor) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const time = (iso) => (iso ? iso.replace('T', ' ').slice(0, 19) + ' UTC' : '');
  let token = sessionStorage.getItem('ops-token');
  let view = 'withdrawals';
  let filter = { withdrawals: 'ALL', deposits: 'PENDING', feedback: 'OPEN' };

  const say = (text, kind = '') => { const m = $('#message'); m.textContent = text; m.className = kind; };
  async function api(method, path, body) {
    const res = await fetch('/ops/api' + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: 'Bearer ' + token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await res.json().catch(() => ({ success: false, message: 'Unreadable answer' }));
    if (res.status === 401) { signOut(); throw new Error('Signed out: please sign in again'); }
    if (!answer.success) throw new Error((answer.code ? answer.code + ': ' : '') + (answer.message || 'Refused'));
    return answer.value;
  }
  const act = (fn) => async () => { try { await fn(); await render(); } catch (e) { say(e.message, 'error'); } };

  function signOut() { token = null; sessionStorage.removeItem('ops-token'); show(); }
  function show() {
    $('#login').hidden = !!token; $('#console').hidden = !token; $('#logout').hidden = !token;
    $('#who').textContent = token ? 'Signed in as ' + (sessionStorage.getItem('ops-account') || '') : '';
    if (token) render();
  }

  $('#login').addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    try {
      const value = await api('POST', '/session', { account: form.get('account'), password: form.get('password') });
      token = value.token; sessionStorage.setItem('ops-token', token); sessionStorage.setItem('ops-account', value.account);
      event.target.reset(); say(''); show();
    } catch (e) { alert(e.message); }
  });
  $('#logout').addEventListener('click', async () => { try { await api('DELETE', '/session'); } catch {} signOut(); });
  for (const b of document.querySelectorAll('nav button')) b.addEventListener('click', () => {
    view = b.dataset.view; for (const o of document.querySelectorAll('nav button')) o.setAttribute('aria-pressed', String(o === b)); say(''); render();
  });

  function filterSelect(options) {
    const select = el('select', { 'aria-label': 'Status', onchange: (e) => { filter[view] = e.target.value; render(); } }, options.map((o) => el('option', { value: o, selected: o === filter[view] }, o)));
    return el('label', {}, 'Status', select);
  }

  async function proofImage(id) {
    const res = await fetch('/ops/images/' + id, { headers: { authorization: 'Bearer ' + token } });
    return res.ok ? el('img', { class: 'proof', alt: 'Proof image ' + id, src: URL.createObjectURL(await res.blob()) }) : el('span', { class: 'muted' }, 'image ' + id + ' unavailable');
  }

  async function withdrawals() {
    $('#filters').replaceChildren(filterSelect(['ALL', 'PENDING', 'PARTIALLY_PAID', 'PAID', 'COMPLETED', 'REJECTED', 'AWAITING_CONFIRMATION', 'NOT_RECEIVED']), el('button', { onclick: () => render() }, 'Refresh'));
    const list = await api('GET', '/withdrawals?status=' + filter.withdrawals);
    const cards = [];
    for (const w of list.content) {
      const amount = el('input', { type: 'number', min: '0.01', step: '0.01', 'aria-label': 'Amount to pay for ' + w.orderNo, value: (w.remaining / 100).toFixed(2), size: 10 });
      const reason = el('input', { 'aria-label': 'Reason to reject ' + w.orderNo, placeholder: 'Reason', maxlength: 200 });
      const open = w.status === 'PENDING';
      const proofs = el('div', { class: 'row' });
      for (const id of w.proofIds) proofs.append(await proofImage(id));
      cards.push(el('article', { class: 'card', 'data-order': w.orderNo },
        el('div', { class: 'row' }, el('strong', {}, w.orderNo), el('span', {}, w.account), el('span', { class: 'state' }, w.state), el('span', { class: 'muted' }, time(w.createdAt))),
        el('p', { class: 'row' }, el('span', {}, 'Amount ', el('span', { class: 'money' }, money(w.amount))), el('span', {}, 'Received ', el('span', { class: 'money' }, money(w.received))), el('span', {}, 'Remaining ', el('span', { class: 'money' }, money(w.remaining))), w.refunded ? el('span', {}, 'Returned ', el('span', { class: 'money' }, money(w.refunded))) : null),
        el('p', { class: 'muted' }, w.bankName + ' · ' + w.fullAccountNumber + ' · ' + w.accountHolder + (w.rejectReason ? ' · Rejected: ' + w.rejectReason : '')),
        w.payments.length ? el('table', {}, el('thead', {}, el('tr', {}, ['Payment', 'Amount', 'Paid', 'Answer', 'Due', 'Proofs'].map((h) => el('th', { scope: 'col' }, h)))),
          el('tbody', {}, w.payments.map((p) => el('tr', {}, el('td', {}, '#' + p.id), el('td', { class: 'money' }, money(p.amount)), el('td', {}, time(p.paidAt)), el('td', {}, p.confirmation), el('td', {}, time(p.confirmDueAt)), el('td', {}, String(p.proofCount)))))) : null,
        w.proofIds.length ? proofs : null,
        open ? el('div', { class: 'row' },
          el('label', {}, 'Pay', amount),
          el('button', { class: 'primary', onclick: act(async () => {
            const minor = Math.round(Number(amount.value) * 100);
            await api('POST', '/withdrawals/' + encodeURIComponent(w.orderNo) + '/pay', { amount: minor, idempotencyKey: crypto.randomUUID() });
            say('Paid ' + money(minor) + ' of ' + w.orderNo, 'done');
          }) }, 'Pay'),
          reason,
          el('button', { class: 'danger', onclick: act(async () => {
            await api('POST', '/withdrawals/' + encodeURIComponent(w.orderNo) + '/reject', { reason: reason.value });
            say('Rejected ' + w.orderNo + '; the rest went back to the member', 'done');
          }) }, 'Reject')) : null));
    }
    $('#list').replaceChildren(...(cards.length ? cards : [el('p', { class: 'muted' }, 'No withdrawals.')]));
  }

  async function deposits() {
    $('#filters').replaceChildren(filterSelect(['ALL', 'PENDING', 'PAID', 'CANCELLED', 'EXPIRED']), el('button', { onclick: () => render() }, 'Refresh'));
    const list = await api('GET', '/deposits?status=' + filter.deposits);
    const rows = list.content.map((d) => el('tr', { 'data-order': d.orderNo },
      el('td', {}, d.orderNo), el('td', {}, d.account), el('td', {}, d.channelCode), el('td', { class: 'money' }, money(d.amount)), el('td', { class: 'state' }, d.status), el('td', {}, time(d.createdAt)),
      el('td', {}, d.status === 'PENDING' || d.status === 'EXPIRED' ? el('button', { onclick: act(async () => { await api('POST', '/deposits/' + encodeURIComponent(d.orderNo) + '/confirm'); say('Confirmed ' + d.orderNo, 'done'); }) }, 'Confirm received') : '')));
    $('#list').replaceChildren(el('div', { class: 'card' }, el('table', {}, el('thead', {}, el('tr', {}, ['Order', 'Member', 'Channel', 'Amount', 'Status', 'Created', ''].map((h) => el('th', { scope: 'col' }, h)))), el('tbody', {}, rows))));
  }

  async function feedback() {
    $('#filters').replaceChildren(filterSelect(['OPEN', 'REPLIED', 'ALL']), el('button', { onclick: () => render() }, 'Refresh'));
    const list = await api('GET', '/feedback?status=' + filter.feedback);
    const cards = [];
    for (const f of list.content) {
      const reply = el('textarea', { 'aria-label': 'Reply to feedback ' + f.id, rows: 3, cols: 60, maxlength: 2000 });
      const images = el('div', { class: 'row' });
      for (const id of f.imageIds) images.append(await proofImage(id));
      cards.push(el('article', { class: 'card', 'data-feedback': f.id },
        el('div', { class: 'row' }, el('strong', {}, '#' + f.id), el('span', {}, f.account), el('span', { class: 'state' }, f.type), el('span', {}, f.status), el('span', { class: 'muted' }, time(f.createdAt) + ' · ' + f.words + ' words')),
        el('p', { style: 'white-space: pre-wrap' }, f.content),
        f.imageIds.length ? images : null,
        f.replies.map((r) => el('p', { class: 'muted' }, 'Reply ' + time(r.repliedAt) + ': ' + r.content)),
        el('div', { class: 'row' }, reply, el('button', { class: 'primary', onclick: act(async () => {
          await api('POST', '/feedback/' + f.id + '/reply', { content: reply.value });
          say('Replied to feedback #' + f.id, 'done');
        }) }, 'Reply'))));
    }
    $('#list').replaceChildren(...(cards.length ? cards : [el('p', { class: 'muted' }, 'No feedback.')]));
  }

  async function actions() {
    $('#filters').replaceChildren(el('button', { onclick: () => render() }, 'Refresh'));
    const list = await api('GET', '/actions');
    $('#list').replaceChildren(el('div', { class: 'card' }, el('table', {}, el('thead', {}, el('tr', {}, ['When', 'Operator', 'Action', 'Subject', 'Amount', 'Note'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, list.content.map((a) => el('tr', {}, el('td', {}, time(a.at)), el('td', {}, a.operator), el('td', {}, a.action), el('td', {}, a.subject || ''), el('td', { class: 'money' }, a.amount === null ? '' : a.action === 'CONFIRM_MINUTES_SET' ? a.amount + ' min' : money(a.amount)), el('td', {}, a.note || '')))))));
  }

  async function settings() {
    $('#filters').replaceChildren();
    const value = await api('GET', '/settings');
    const minutes = el('input', { type: 'number', min: 1, step: 1, value: value.confirmMinutes, 'aria-label': 'Confirmation time limit in minutes' });
    $('#list').replaceChildren(el('div', { class: 'card' }, el('p', {}, 'Minutes a member has to answer a payment before it counts as received (forced receipt):'),
      el('div', { class: 'row' }, minutes, el('button', { class: 'primary', onclick: act(async () => { await api('PUT', '/settings', { confirmMinutes: Number(minutes.value) }); say('Saved', 'done'); }) }, 'Save'))));
  }

  async function render() {
    try { await ({ withdrawals, deposits, feedback, actions, settings })[view](); } catch (e) { say(e.message, 'error'); }
  }
  show();
})();
`;
