/**
 * The type popover of the code samples, loaded on the first hover, focus, tap or key in a sample.
 * The page's JSON file (see src/plugins/type-hover) gives each sample's identifiers as
 * [line, column, length, info] and the infos as [signature, first doc paragraph, docs page]; the
 * identifiers are wrapped in focusable spans in the sample's lines (which React leaves alone, see
 * CodeBlock/Content) the first time the sample is used. One popover element for the page,
 * positioned over the document (absolute, placed by transform, so nothing shifts).
 */
type Info = [string, string, string];
type PageFile = {i: Info[]; b: Record<string, number[]>};

const ID = 'type-hover-popover';
const data = new Map<string, Promise<PageFile>>();
let box: HTMLDivElement | null = null;
let current: HTMLElement | null = null;
let hideTimer = 0;
let shownAt = 0;

const CSS = `
/* Code blocks are dark in both colour modes (docusaurus.config.ts): a light tint marks the identifier. */
pre[data-th] [data-thi]{cursor:help;border-radius:2px}
pre[data-th] [data-thi]:hover,pre[data-th] [data-thi].th-active{background:rgb(255 255 255 / 16%);text-decoration:underline dotted}
#${ID}{position:absolute;left:0;top:0;z-index:var(--ifm-z-index-overlay,400);max-width:min(36rem,calc(100vw - 16px));padding:.5rem .75rem;
border:1px solid var(--ifm-color-emphasis-300);border-radius:6px;background:var(--ifm-background-surface-color);
color:var(--ifm-font-color-base);box-shadow:var(--ifm-global-shadow-md);font-size:.8125rem;line-height:1.45}
#${ID} pre{margin:0;padding:0;background:none;white-space:pre-wrap;word-break:break-word;font-size:.8125rem;max-height:40vh;overflow:auto}
#${ID} p{margin:.4rem 0 0}
#${ID} a{display:inline-block;margin-top:.4rem;font-weight:600}
`;

const EMPTY: PageFile = {i: [], b: {}};

function load(url: string): Promise<PageFile> {
  let p = data.get(url);
  if (!p) {
    // A missing or unreadable file leaves the sample as plain highlighted code; a failed request is retried next time.
    p = fetch(url).then(
      (r) => (r.ok ? (r.json() as Promise<PageFile>).catch(() => EMPTY) : EMPTY),
      () => {
        data.delete(url);
        return EMPTY;
      },
    );
    data.set(url, p);
  }
  return p;
}

/** Wraps [column, length) of a line's text in a span, when the range lies inside one text node. */
function wrapRange(line: Element, column: number, length: number, info: number): boolean {
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let offset = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const end = offset + node.data.length;
    if (column >= offset && column + length <= end) {
      const range = document.createRange();
      range.setStart(node, column - offset);
      range.setEnd(node, column - offset + length);
      const span = document.createElement('span');
      span.dataset.thi = String(info);
      span.setAttribute('role', 'button');
      span.tabIndex = -1;
      range.surroundContents(span);
      return true;
    }
    offset = end;
  }
  return false;
}

/** Wraps the sample's identifiers (once per rendering of its lines); resolves to the page's infos. */
async function prepare(pre: HTMLElement): Promise<{url: string; infos: Info[]}> {
  const [url, block] = (pre.dataset.th ?? '').split('#');
  const file = await load(url);
  const code = pre.querySelector('code');
  const spans = file.b[block];
  if (code && spans && !code.querySelector('[data-thi]')) {
    const lines = code.querySelectorAll(':scope > .token-line');
    // Offsets count the line's text, which wrapping leaves as it is: the order does not matter.
    for (let i = 0; i + 3 < spans.length; i += 4) {
      const line = lines[spans[i]];
      if (line) wrapRange(line, spans[i + 1], spans[i + 2], spans[i + 3]);
    }
    // The first identifier is the sample's tab stop (a roving tabindex moves with the arrow keys).
    const firstIdentifier = code.querySelector<HTMLElement>('[data-thi]');
    if (firstIdentifier) firstIdentifier.tabIndex = 0;
  }
  return {url, infos: file.i};
}

function ensureBox(): HTMLDivElement {
  if (box) {
    return box;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.appendChild(style);
  box = document.createElement('div');
  box.id = ID;
  box.setAttribute('role', 'tooltip');
  box.hidden = true;
  box.addEventListener('mouseenter', () => window.clearTimeout(hideTimer));
  box.addEventListener('mouseleave', () => scheduleHide());
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && current) {
      const back = current;
      hide();
      back.focus();
    }
  });
  box.addEventListener('focusout', (e) => {
    if (!box?.contains(e.relatedTarget as Node) && e.relatedTarget !== current) {
      hide();
    }
  });
  document.body.appendChild(box);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && current) {
      hide();
    }
  });
  document.addEventListener('pointerdown', (e) => {
    const t = e.target as Node;
    if (current && !box?.contains(t) && !current.contains(t)) {
      hide();
    }
  });
  return box;
}

function hide() {
  window.clearTimeout(hideTimer);
  if (current) {
    current.removeAttribute('aria-describedby');
    current.classList.remove('th-active');
  }
  current = null;
  if (box) {
    box.hidden = true;
  }
}

function scheduleHide() {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, 200);
}

function show(el: HTMLElement, infos: Info[]) {
  window.clearTimeout(hideTimer);
  if (current === el && !box?.hidden) {
    return;
  }
  const b = ensureBox();
  const info = infos[Number(el.dataset.thi)];
  if (!info) {
    return;
  }
  if (current && current !== el) {
    current.removeAttribute('aria-describedby');
    current.classList.remove('th-active');
  }
  current = el;
  shownAt = Date.now();
  el.classList.add('th-active');
  el.setAttribute('aria-describedby', ID);
  const [signature, doc, link] = info;
  b.replaceChildren();
  const pre = document.createElement('pre');
  pre.textContent = signature;
  b.appendChild(pre);
  if (doc) {
    const p = document.createElement('p');
    p.textContent = doc;
    b.appendChild(p);
  }
  if (link) {
    const a = document.createElement('a');
    a.href = link;
    a.textContent = `${el.textContent ?? ''} docs →`;
    b.appendChild(a);
  }
  b.hidden = false;
  el.addEventListener('mouseleave', scheduleHide, {once: true});
  el.addEventListener(
    'blur',
    (e) => {
      if (current === el && !box?.contains(e.relatedTarget as Node)) {
        hide();
      }
    },
    {once: true},
  );
  const r = el.getBoundingClientRect();
  const width = b.offsetWidth;
  const height = b.offsetHeight;
  const left = Math.max(8, Math.min(r.left, document.documentElement.clientWidth - width - 8));
  const below = r.bottom + 6 + height <= window.innerHeight || r.top < height + 6;
  // Placed by transform: moving to another identifier is not a layout shift.
  const top = (below ? r.bottom + 6 : r.top - height - 6) + window.scrollY;
  b.style.transform = `translate(${Math.round(left + window.scrollX)}px, ${Math.round(top)}px)`;
}

function move(el: HTMLElement, key: string) {
  const all = Array.from(el.closest('pre')?.querySelectorAll<HTMLElement>('[data-thi]') ?? []);
  const i = all.indexOf(el);
  const next = key === 'Home' ? all[0] : key === 'End' ? all[all.length - 1] : all[i + (key === 'ArrowRight' ? 1 : -1)];
  if (next) {
    el.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }
}

export type TypeHoverEvent = {
  type: string;
  target: HTMLElement;
  pre: HTMLElement;
  key?: string;
  /** The pointer's position, for a mouse event. */
  point: [number, number] | null;
};

/** Handles an event delegated from a code block's <pre> (see typeHover.ts). */
export async function handle({type, target, pre, key, point}: TypeHoverEvent) {
  const wrapped = !!pre.querySelector('[data-thi]');
  const {infos} = await prepare(pre);
  let el = target.closest<HTMLElement>('[data-thi]');
  // Just wrapped: the identifier under the pointer is a new element that got no event of its own.
  if (!el && !wrapped && point) {
    el = document.elementFromPoint(point[0], point[1])?.closest<HTMLElement>('[data-thi]') ?? null;
  }
  if (!el) {
    if (type === 'mouseover' && current) {
      scheduleHide();
    }
    if (type === 'keydown' && target === pre && (key === 'ArrowRight' || key === 'ArrowDown')) {
      pre.querySelector<HTMLElement>('[data-thi][tabindex="0"]')?.focus();
    }
    return;
  }
  if (type === 'mouseover' || type === 'focus') {
    show(el, infos);
  } else if (type === 'click') {
    // A tap shows the popover; a second tap on the same identifier closes it.
    if (current === el && Date.now() - shownAt > 400) {
      hide();
    } else {
      show(el, infos);
    }
  } else if (type === 'keydown') {
    if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      move(el, key);
    } else if (key === 'Enter' || key === ' ') {
      const link = box?.querySelector('a');
      if (current === el && link) {
        link.focus();
      }
    }
  }
}
