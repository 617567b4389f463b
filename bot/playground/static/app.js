/* Strategos playground: a Discord-like view of the loopback's demo server.
 *
 * Plain browser JavaScript, no build step. Every string from the server is put in the page
 * with textContent or attributes (never innerHTML): see h() and the markdown renderer. */
"use strict";

(() => {
  // -- tiny helpers ----------------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);

  /** An element: h("div", {class: "x", onclick: fn, dataset: {...}}, child, "text", ...). */
  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") el.className = value;
      else if (key === "dataset") Object.assign(el.dataset, value);
      else if (key === "style" && typeof value === "object") Object.assign(el.style, value);
      else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
      else if (key === "text") el.textContent = value;
      else if (value === true) el.setAttribute(key, "");
      else el.setAttribute(key, String(value));
    }
    append(el, children);
    return el;
  }

  function append(el, children) {
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return el;
  }

  /** Static icons (constant markup, never user text). */
  const ICONS = {
    hash: '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M10.99 3.16A1 1 0 1 0 9 2.84L8.15 8H4a1 1 0 0 0 0 2h3.82l-.67 4H3a1 1 0 1 0 0 2h3.82l-.8 4.84a1 1 0 0 0 1.97.32L8.85 16h4.97l-.8 4.84a1 1 0 0 0 1.97.32l.86-5.16H20a1 1 0 1 0 0-2h-3.82l.67-4H21a1 1 0 1 0 0-2h-3.82l.8-4.84a1 1 0 1 0-1.97-.32L15.15 8h-4.97l.8-4.84ZM14.15 14l.67-4H9.85l-.67 4h4.97Z"/></svg>',
    thread: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"/><path fill="currentColor" d="M8 8.5h8v1.6H8zM8 11.5h5v1.6H8z"/></svg>',
    file: '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path fill="currentColor" d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5Z"/></svg>',
    eye: '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M12 5C5.65 5 2 12 2 12s3.65 7 10 7 10-7 10-7-3.65-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"/></svg>',
    chevron: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M5.3 9.3a1 1 0 0 1 1.4 0l5.3 5.29 5.3-5.3a1 1 0 1 1 1.4 1.42l-6 6a1 1 0 0 1-1.4 0l-6-6a1 1 0 0 1 0-1.42Z"/></svg>',
    link: '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M15 2a1 1 0 0 0 0 2h3.59l-7.3 7.3a1 1 0 1 0 1.42 1.4L20 5.42V9a1 1 0 1 0 2 0V3a1 1 0 0 0-1-1h-6ZM5 4a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h12a3 3 0 0 0 3-3v-6a1 1 0 1 0-2 0v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h6a1 1 0 1 0 0-2H5Z"/></svg>',
    reply: '<svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M3 8a1 1 0 0 1 1-1h9a7 7 0 0 1 7 7v3a1 1 0 1 1-2 0v-3a5 5 0 0 0-5-5H6.41l2.3 2.3a1 1 0 1 1-1.42 1.4l-4-4A1 1 0 0 1 3 8Z"/></svg>',
  };

  function icon(name, cls) {
    const span = document.createElement("span");
    span.className = "icon " + (cls || "");
    span.innerHTML = ICONS[name]; // constant markup only
    return span;
  }

  async function api(path, body) {
    // every action carries the acting member's Discord language, as Discord sends it
    const sent = body === undefined ? undefined : Object.assign({locale: store.get("locale", "en-US")}, body);
    const init = sent === undefined ? {} : {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify(sent),
    };
    let response;
    try {
      response = await fetch(path, init);
    } catch (err) {
      return {ok: false, error: "The playground server does not answer (" + err.message + ")"};
    }
    let data = null;
    try {
      data = await response.json();
    } catch (err) {
      data = null;
    }
    if (!response.ok) {
      const error = (data && (data.error || data.message)) || response.status + " " + response.statusText;
      return Object.assign({}, data || {}, {ok: false, error});
    }
    return data || {};
  }

  const store = {
    get(key, fallback) {
      try {
        const raw = localStorage.getItem("strategos-playground:" + key);
        return raw === null ? fallback : JSON.parse(raw);
      } catch (err) {
        return fallback;
      }
    },
    set(key, value) {
      try {
        localStorage.setItem("strategos-playground:" + key, JSON.stringify(value));
      } catch (err) { /* private mode: keep going */ }
    },
  };

  /** Snowflakes compare as numbers too big for doubles. */
  function idAfter(a, b) {
    if (!a) return false;
    if (!b) return true;
    try {
      return BigInt(a) > BigInt(b);
    } catch (err) {
      return a > b;
    }
  }

  // -- the page's state ------------------------------------------------------------------------

  const S = {
    state: null, // last /api/state
    me: store.get("member", null),
    channelId: store.get("channel", null),
    messages: [], // of the open channel
    messagesFor: null, // "channel|member" the list belongs to
    rendered: new Map(), // message id -> {key, node}
    pending: new Set(), // "messageId|customId" while an interaction runs
    failures: new Map(), // message id -> {text, until}
    selections: new Map(), // "messageId|customId" -> values chosen but not yet shown back
    dismissed: new Set(), // ephemeral messages the member dismissed
    stick: true, // keep the view at the bottom
    scrollTo: null, // message id to scroll to after the next render
    viewed: store.get("viewed", {}), // member -> channel -> last message id seen
    command: null, // the slash command picked in the composer
    busyLocal: null, // title of a scenario this page started
  };

  const memberById = (id) => (S.state ? S.state.members.find((m) => m.id === String(id)) : null);
  const channelById = (id) => (S.state ? S.state.channels.find((c) => c.id === String(id)) : null);
  const humans = () => (S.state ? S.state.members.filter((m) => !m.bot) : []);

  function userName(id, hint) {
    const member = memberById(id);
    if (member) return member.name;
    if (hint) return hint.global_name || hint.username || "unknown";
    for (const message of S.messages) {
      if (message.author && message.author.id === String(id)) {
        return message.author.global_name || message.author.username;
      }
      for (const user of message.mentions || []) {
        if (user.id === String(id)) return user.global_name || user.username;
      }
    }
    return "unknown-user";
  }

  const AVATAR_COLORS = ["#5865f2", "#757e8a", "#3ba55c", "#faa61a", "#ed4245", "#eb459e"];

  function avatar(id, name, bot) {
    let color = "#5865f2";
    if (!bot) {
      let hash = 0;
      for (const ch of String(id)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
      color = AVATAR_COLORS[hash % AVATAR_COLORS.length];
    }
    const initial = (name || "?").trim().charAt(0).toUpperCase() || "?";
    return h("div", {class: "avatar", style: {background: color}, "aria-hidden": "true"}, bot ? "⚔" : initial);
  }

  // -- time ------------------------------------------------------------------------------------

  const pad = (n) => String(n).padStart(2, "0");

  function timeLabel(date) {
    const now = new Date();
    const hm = date.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"});
    const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const diff = Math.round((today - day) / 86400000);
    if (diff === 0) return "Today at " + hm;
    if (diff === 1) return "Yesterday at " + hm;
    return date.toLocaleDateString() + " " + hm;
  }

  function relative(date) {
    const seconds = Math.round((date.getTime() - Date.now()) / 1000);
    const abs = Math.abs(seconds);
    const rtf = new Intl.RelativeTimeFormat(undefined, {numeric: "auto"});
    const units = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400],
      ["hour", 3600], ["minute", 60], ["second", 1]];
    for (const [unit, size] of units) {
      if (abs >= size || unit === "second") return rtf.format(Math.round(seconds / size), unit);
    }
    return "";
  }

  function discordTime(unix, style) {
    const date = new Date(unix * 1000);
    if (isNaN(date.getTime())) return "Invalid Date";
    const time = {hour: "2-digit", minute: "2-digit"};
    switch (style) {
      case "t": return date.toLocaleTimeString([], time);
      case "T": return date.toLocaleTimeString([], {...time, second: "2-digit"});
      case "d": return date.toLocaleDateString();
      case "D": return date.toLocaleDateString([], {day: "numeric", month: "long", year: "numeric"});
      case "F": return date.toLocaleString([], {weekday: "long", day: "numeric", month: "long", year: "numeric", ...time});
      case "R": return relative(date);
      default: return date.toLocaleString([], {day: "numeric", month: "long", year: "numeric", ...time});
    }
  }

  // -- Discord markdown ------------------------------------------------------------------------

  /* Inline rules, tried in order at each position. Each returns [length, node] or null. */
  const INLINE = [
    // an escaped markdown character
    (src) => {
      const m = /^\\([*_~`|<>#\-\\[\]()])/.exec(src);
      return m ? [m[0].length, document.createTextNode(m[1])] : null;
    },
    (src) => {
      const m = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(src);
      return m ? [m[0].length, h("code", {class: "inline-code"}, m[2].trim() || m[2])] : null;
    },
    (src, ctx) => {
      const m = /^<@!?(\d+)>/.exec(src);
      if (!m) return null;
      const mine = S.me === m[1];
      if (mine) ctx.mentionsMe = true;
      return [m[0].length, h("span", {class: "mention" + (mine ? " mention-me" : ""), dataset: {userId: m[1]}}, "@" + userName(m[1]))];
    },
    (src) => {
      const m = /^<@&(\d+)>/.exec(src);
      if (!m) return null;
      const roles = (S.state && S.state.roles) || [];
      const role = roles.find((r) => r.id === m[1]);
      return [m[0].length, h("span", {class: "mention role-mention"}, "@" + (role ? role.name : "role"))];
    },
    (src) => {
      const m = /^<#(\d+)>/.exec(src);
      if (!m) return null;
      const channel = channelById(m[1]);
      const label = channel ? channel.name : "unknown-channel";
      const thread = channel && channel.type !== 0;
      return [m[0].length, h("span", {
        class: "mention channel-mention",
        role: "link",
        tabindex: "0",
        dataset: {channelId: m[1]},
        onclick: () => channel && openChannel(m[1]),
      }, thread ? icon("thread", "inline-icon") : "#", label)];
    },
    (src) => {
      const m = /^<t:(-?\d{1,13})(?::([tTdDfFR]))?>/.exec(src);
      if (!m) return null;
      const unix = Number(m[1]);
      const span = h("span", {class: "timestamp", title: discordTime(unix, "F")}, discordTime(unix, m[2]));
      if (m[2] === "R") span.dataset.relative = String(unix);
      return [m[0].length, span];
    },
    (src) => {
      const m = /^<a?:(\w+):(\d+)>/.exec(src);
      return m ? [m[0].length, h("span", {class: "custom-emoji"}, ":" + m[1] + ":")] : null;
    },
    (src, ctx) => {
      const m = /^\[([^\[\]\n]+)\]\(<?(https?:\/\/[^\s)<>]+)>?(?:\s+"[^"]*")?\)/.exec(src);
      if (!m) return null;
      return [m[0].length, h("a", {href: m[2], target: "_blank", rel: "noopener noreferrer", title: m[2]}, inline(m[1], ctx))];
    },
    (src) => {
      const m = /^<?(https?:\/\/[^\s<]+[^<.,:;"')\]\s])>?/.exec(src);
      return m ? [m[0].length, h("a", {href: m[1], target: "_blank", rel: "noopener noreferrer"}, m[1])] : null;
    },
    (src, ctx) => {
      const m = /^\*\*([\s\S]+?)\*\*(?!\*)/.exec(src);
      return m ? [m[0].length, h("strong", {}, inline(m[1], ctx))] : null;
    },
    (src, ctx) => {
      const m = /^__([\s\S]+?)__(?!_)/.exec(src);
      return m ? [m[0].length, h("u", {}, inline(m[1], ctx))] : null;
    },
    (src, ctx) => {
      const m = /^\*(?=\S)([\s\S]*?\S)\*(?!\*)/.exec(src);
      return m ? [m[0].length, h("em", {}, inline(m[1], ctx))] : null;
    },
    (src, ctx, prev) => {
      if (prev && /\w/.test(prev)) return null; // snake_case stays as it is
      const m = /^_(?=\S)([\s\S]*?\S)_(?![_\w])/.exec(src);
      return m ? [m[0].length, h("em", {}, inline(m[1], ctx))] : null;
    },
    (src, ctx) => {
      const m = /^~~([\s\S]+?)~~/.exec(src);
      return m ? [m[0].length, h("s", {}, inline(m[1], ctx))] : null;
    },
    (src, ctx) => {
      const m = /^\|\|([\s\S]+?)\|\|/.exec(src);
      if (!m) return null;
      const span = h("span", {class: "spoiler", title: "spoiler"}, inline(m[1], ctx));
      span.addEventListener("click", () => span.classList.add("revealed"));
      return [m[0].length, span];
    },
  ];

  const SPECIAL = /[\\`<\[h*_~|\n]/;

  /** Inline markdown of `text` as a DocumentFragment (line breaks as <br>). */
  function inline(text, ctx) {
    ctx = ctx || {};
    const frag = document.createDocumentFragment();
    let buffer = "";
    let i = 0;
    const flush = () => {
      if (buffer) frag.append(document.createTextNode(buffer));
      buffer = "";
    };
    while (i < text.length) {
      const ch = text[i];
      if (!SPECIAL.test(ch) || (ch === "h" && !text.startsWith("http", i))) {
        buffer += ch;
        i++;
        continue;
      }
      if (ch === "\n") {
        flush();
        frag.append(h("br"));
        i++;
        continue;
      }
      const rest = text.slice(i);
      let matched = null;
      for (const rule of INLINE) {
        matched = rule(rest, ctx, i > 0 ? text[i - 1] : "");
        if (matched) break;
      }
      if (matched) {
        flush();
        frag.append(matched[1]);
        i += matched[0];
      } else {
        buffer += ch;
        i++;
      }
    }
    flush();
    return frag;
  }

  /** Block markdown: code fences, quotes, headers, subtext, lists; inline inside. */
  function markdown(text, ctx, opts) {
    ctx = ctx || {};
    opts = opts || {};
    const root = h("div", {class: "markup"});
    if (!text) return root;
    const fence = /```(?:([\w+#.-]+)\n)?\n?([\s\S]*?)```/g;
    let last = 0;
    let m;
    while ((m = fence.exec(text)) !== null) {
      if (m.index > last) blocks(text.slice(last, m.index), root, ctx, opts);
      const code = m[2].replace(/\n$/, "");
      root.append(h("pre", {class: "code-block"}, h("code", {dataset: {lang: m[1] || ""}}, code)));
      last = m.index + m[0].length;
      if (text[last] === "\n") last++;
    }
    if (last < text.length) blocks(text.slice(last), root, ctx, opts);
    return root;
  }

  function blocks(text, root, ctx, opts) {
    const lines = text.split("\n");
    let para = [];
    const flush = () => {
      if (para.length) {
        root.append(h("span", {class: "line-run"}, inline(para.join("\n"), ctx)));
        para = [];
      }
    };
    let i = 0;
    while (i < lines.length) {
      const line = lines[i];
      let m;
      if (!opts.noQuotes && /^>>> ?/.test(line)) {
        flush();
        const rest = [line.replace(/^>>> ?/, ""), ...lines.slice(i + 1)].join("\n");
        const quote = h("blockquote", {});
        blocks(rest, quote, ctx, {...opts, noQuotes: true});
        root.append(quote);
        return;
      }
      if (!opts.noQuotes && (/^> /.test(line) || line === ">")) {
        flush();
        const quoted = [];
        while (i < lines.length && (/^> /.test(lines[i]) || lines[i] === ">")) {
          quoted.push(lines[i].replace(/^> ?/, ""));
          i++;
        }
        const quote = h("blockquote", {});
        blocks(quoted.join("\n"), quote, ctx, {...opts, noQuotes: true});
        root.append(quote);
        continue;
      }
      if (!opts.inlineOnly && (m = /^(#{1,3}) +(\S.*)$/.exec(line))) {
        flush();
        root.append(h("h" + m[1].length, {class: "md-h"}, inline(m[2], ctx)));
        i++;
        continue;
      }
      if (!opts.inlineOnly && (m = /^-# +(\S.*)$/.exec(line))) {
        flush();
        root.append(h("small", {class: "subtext"}, inline(m[1], ctx)));
        i++;
        continue;
      }
      if (!opts.inlineOnly && /^\s*([-*]|\d+\.) +\S/.test(line)) {
        flush();
        const items = [];
        while (i < lines.length && /^\s*([-*]|\d+\.) +\S/.test(lines[i])) {
          const lm = /^(\s*)([-*]|\d+\.) +(.*)$/.exec(lines[i]);
          items.push({depth: Math.min(2, Math.floor(lm[1].length / 2)), ordered: /\d/.test(lm[2]), start: parseInt(lm[2], 10), text: lm[3]});
          i++;
          // a continuation line indented under the item
          while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !/^\s*([-*]|\d+\.) +\S/.test(lines[i])) {
            items[items.length - 1].text += "\n" + lines[i].trim();
            i++;
          }
        }
        root.append(list(items, 0, ctx));
        continue;
      }
      para.push(line);
      i++;
    }
    flush();
  }

  function list(items, depth, ctx) {
    const first = items[0];
    const el = first && first.ordered ? h("ol", {start: first.start || 1}) : h("ul", {});
    let i = 0;
    while (i < items.length) {
      const item = items[i];
      if (item.depth > depth) {
        const nested = [];
        while (i < items.length && items[i].depth > depth) nested.push(items[i++]);
        const host = el.lastElementChild || el.appendChild(h("li", {}));
        host.append(list(nested, depth + 1, ctx));
        continue;
      }
      el.append(h("li", {}, inline(item.text, ctx)));
      i++;
    }
    return el;
  }

  // -- messages: the parts ---------------------------------------------------------------------

  /** Only web links leave the page (never javascript: or data: from a message). */
  const safeUrl = (url) => (typeof url === "string" && /^https?:\/\//i.test(url) ? url : null);

  const hex = (color) => (color === undefined || color === null ? null : "#" + Number(color).toString(16).padStart(6, "0"));

  /** An attachment://name (embeds, components) as the message's real URL. */
  function mediaUrl(url, message) {
    if (!url) return null;
    if (url.startsWith("attachment://")) {
      const name = url.slice("attachment://".length);
      const found = (message.attachments || []).find((a) => a.filename === name);
      return found ? found.url : null;
    }
    return /^(https?:|\/)/.test(url) ? url : null;
  }

  function referencedAttachments(message) {
    const names = new Set();
    const visit = (value) => {
      if (typeof value === "string") {
        if (value.startsWith("attachment://")) names.add(value.slice(13));
      } else if (Array.isArray(value)) {
        value.forEach(visit);
      } else if (value && typeof value === "object") {
        Object.values(value).forEach(visit);
      }
    };
    visit(message.embeds || []);
    if (message.flags & (1 << 15)) visit(message.components || []);
    return names;
  }

  function isImage(att) {
    return (att.content_type || "").startsWith("image/") || /\.(png|jpe?g|gif|webp|svg)$/i.test(att.filename || "");
  }

  function humanSize(bytes) {
    if (bytes === undefined || bytes === null) return "";
    if (bytes < 1024) return bytes + " bytes";
    if (bytes < 1024 * 1024) return (bytes / 1024).toFixed(1) + " KB";
    return (bytes / 1024 / 1024).toFixed(2) + " MB";
  }

  function image(url, alt, cls) {
    const img = h("img", {src: url, alt: alt || "", class: cls || "", loading: "lazy"});
    img.addEventListener("load", keepBottom);
    return h("a", {href: url, target: "_blank", rel: "noopener noreferrer", class: "image-link"}, img);
  }

  function fileBox(name, url, size) {
    return h("div", {class: "file-box"}, icon("file", "file-icon"),
      h("div", {class: "file-meta"},
        url ? h("a", {href: url, download: name, target: "_blank", rel: "noopener noreferrer"}, name) : h("span", {}, name),
        size !== undefined ? h("div", {class: "file-size"}, humanSize(size)) : null));
  }

  function attachments(message) {
    const hidden = referencedAttachments(message);
    const shown = (message.attachments || []).filter((a) => !hidden.has(a.filename));
    if (!shown.length) return null;
    return h("div", {class: "attachments"}, shown.map((att) => isImage(att)
      ? h("div", {class: "attachment-image", dataset: {testid: "attachment", filename: att.filename}}, image(att.url, att.description || att.filename, "att-img"))
      : h("div", {dataset: {testid: "attachment", filename: att.filename}}, fileBox(att.filename, att.url, att.size))));
  }

  function embed(e, message, ctx) {
    const color = hex(e.color);
    const body = h("div", {class: "embed-body"});
    if (e.author && e.author.name) {
      const authorUrl = e.author.icon_url && mediaUrl(e.author.icon_url, message);
      body.append(h("div", {class: "embed-author"},
        authorUrl ? h("img", {src: authorUrl, class: "embed-author-icon", alt: ""}) : null,
        safeUrl(e.author.url) ? h("a", {href: safeUrl(e.author.url), target: "_blank", rel: "noopener noreferrer"}, e.author.name) : e.author.name));
    }
    if (e.title) {
      const title = inline(e.title, ctx);
      body.append(h("div", {class: "embed-title"}, safeUrl(e.url) ? h("a", {href: safeUrl(e.url), target: "_blank", rel: "noopener noreferrer"}, title) : title));
    }
    if (e.description) body.append(h("div", {class: "embed-description"}, markdown(e.description, ctx)));
    const fields = e.fields || [];
    if (fields.length) {
      const grid = h("div", {class: "embed-fields"});
      const perRow = e.thumbnail ? 2 : 3;
      let row = [];
      const flushRow = () => {
        row.forEach((el) => {
          el.style.gridColumn = "span " + 12 / row.length;
          grid.append(el);
        });
        row = [];
      };
      for (const f of fields) {
        const el = h("div", {class: "embed-field"},
          h("div", {class: "embed-field-name"}, inline(f.name || "", ctx)),
          h("div", {class: "embed-field-value"}, markdown(f.value || "", ctx)));
        if (f.inline) {
          row.push(el);
          if (row.length === perRow) flushRow();
        } else {
          flushRow();
          row.push(el);
          flushRow();
        }
      }
      flushRow();
      body.append(grid);
    }
    const imageUrl = e.image && mediaUrl(e.image.url, message);
    if (imageUrl) body.append(h("div", {class: "embed-image"}, image(imageUrl, "", "")));
    const footerText = e.footer && e.footer.text;
    if (footerText || e.timestamp) {
      const footerIcon = e.footer && e.footer.icon_url && mediaUrl(e.footer.icon_url, message);
      body.append(h("div", {class: "embed-footer"},
        footerIcon ? h("img", {src: footerIcon, class: "embed-footer-icon", alt: ""}) : null,
        footerText || null,
        footerText && e.timestamp ? " • " : null,
        e.timestamp ? timeLabel(new Date(e.timestamp)) : null));
    }
    const thumbUrl = e.thumbnail && mediaUrl(e.thumbnail.url, message);
    return h("article", {class: "embed", style: color ? {borderLeftColor: color} : null, dataset: {testid: "embed"}},
      body, thumbUrl ? h("div", {class: "embed-thumbnail"}, image(thumbUrl, "", "")) : null);
  }

  function emoji(e) {
    if (!e) return null;
    if (e.id) return h("span", {class: "custom-emoji"}, ":" + (e.name || "emoji") + ":");
    return e.name ? h("span", {class: "emoji"}, e.name) : null;
  }

  function button(comp, message) {
    const key = message.id + "|" + comp.custom_id;
    const pending = S.pending.has(key);
    const styles = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium"};
    const style = styles[comp.style] || "secondary";
    const label = [emoji(comp.emoji), comp.label ? h("span", {class: "button-label"}, comp.label) : null];
    if (comp.style === 5) {
      return h("a", {
        class: "button button-link", href: safeUrl(comp.url), target: "_blank", rel: "noopener noreferrer",
        dataset: {testid: "button", url: comp.url || ""}, "aria-disabled": comp.disabled ? "true" : null,
      }, label, icon("link", "link-icon"));
    }
    return h("button", {
      class: "button button-" + style + (pending ? " pending" : ""),
      disabled: !!comp.disabled || pending,
      dataset: {testid: "button", customId: comp.custom_id || ""},
      onclick: () => click(message, comp),
    }, pending ? h("span", {class: "dots"}, h("i"), h("i"), h("i")) : label);
  }

  function selectOptions(comp) {
    const kind = comp.type;
    if (kind === 3) return (comp.options || []).map((o) => ({value: String(o.value), label: o.label, description: o.description, emoji: o.emoji, default: !!o.default}));
    const defaults = new Set((comp.default_values || []).map((d) => String(d.id)));
    const people = () => S.state.members.filter((m) => !m.bot).concat(S.state.members.filter((m) => m.bot))
      .map((m) => ({value: m.id, label: m.name, description: "@" + m.username + (m.bot ? " · bot" : ""), avatar: m, default: defaults.has(m.id)}));
    const roles = () => ((S.state && S.state.roles) || []).map((r) => ({value: r.id, label: "@" + r.name, default: defaults.has(r.id)}));
    if (kind === 5) return people();
    if (kind === 6) return roles();
    if (kind === 7) return people().concat(roles());
    if (kind === 8) {
      const types = comp.channel_types && comp.channel_types.length ? new Set(comp.channel_types) : null;
      return S.state.channels.filter((c) => !types || types.has(c.type))
        .map((c) => ({value: c.id, label: (c.type === 0 ? "# " : "") + c.name, thread: c.type !== 0, default: defaults.has(c.id)}));
    }
    return [];
  }

  function select(comp, message) {
    const key = message.id + "|" + comp.custom_id;
    const options = selectOptions(comp);
    const chosen = S.selections.get(key) || options.filter((o) => o.default).map((o) => o.value);
    const labels = chosen.map((v) => (options.find((o) => o.value === v) || {label: v}).label);
    const pending = S.pending.has(key);
    const box = h("button", {
      class: "select" + (comp.disabled ? " disabled" : "") + (pending ? " pending" : ""),
      disabled: !!comp.disabled || pending,
      type: "button",
      "aria-haspopup": "listbox",
      dataset: {testid: "select", customId: comp.custom_id || "", kind: String(comp.type)},
    }, h("span", {class: labels.length ? "select-value" : "select-placeholder"},
      labels.length ? labels.join(", ") : (comp.placeholder || (comp.type === 5 ? "Select a user" : comp.type === 8 ? "Select a channel" : "Make a selection"))),
    pending ? h("span", {class: "dots"}, h("i"), h("i"), h("i")) : icon("chevron", "chevron"));
    box.addEventListener("click", () => openSelect(box, comp, message, options, chosen));
    return box;
  }

  function actionRow(row, message) {
    return h("div", {class: "action-row"}, (row.components || []).map((c) => component(c, message)));
  }

  /** Any message component (Components V2 included). */
  function component(c, message, ctx) {
    switch (c.type) {
      case 1: return actionRow(c, message);
      case 2: return button(c, message);
      case 3: case 5: case 6: case 7: case 8: return select(c, message);
      case 9: {
        const acc = c.accessory ? component(c.accessory, message, ctx) : null;
        return h("div", {class: "v2-section"},
          h("div", {class: "v2-section-text"}, (c.components || []).map((x) => component(x, message, ctx))),
          acc ? h("div", {class: "v2-accessory"}, acc) : null);
      }
      case 10: return h("div", {class: "v2-text"}, markdown(c.content || "", ctx));
      case 11: {
        const url = c.media && mediaUrl(c.media.url, message);
        return url ? h("div", {class: "v2-thumbnail" + (c.spoiler ? " spoiler-media" : "")}, image(url, c.description || "", "")) : null;
      }
      case 12: {
        const items = (c.items || []).filter((it) => it.media && mediaUrl(it.media.url, message));
        return h("div", {class: "v2-gallery n" + Math.min(items.length, 4)},
          items.map((it) => h("div", {class: "v2-gallery-item"}, image(mediaUrl(it.media.url, message), it.description || "", ""))));
      }
      case 13: {
        const url = c.file && mediaUrl(c.file.url, message);
        const name = c.name || (c.file && c.file.url ? c.file.url.replace(/^attachment:\/\//, "").split("/").pop() : "file");
        return fileBox(name, url, c.size);
      }
      case 14: return h("div", {class: "v2-separator" + (c.divider === false ? " invisible" : "") + (c.spacing === 2 ? " large" : "")});
      case 17: {
        const color = hex(c.accent_color);
        return h("div", {class: "v2-container" + (c.spoiler ? " spoiler-media" : ""), style: color ? {borderLeftColor: color} : null},
          (c.components || []).map((x) => component(x, message, ctx)));
      }
      default: return null;
    }
  }

  // -- messages: the whole ---------------------------------------------------------------------

  function replyHeader(message) {
    const meta = message.interaction_metadata;
    if (!meta) return null;
    const user = meta.user || (message.interaction && message.interaction.user) || {};
    const who = userName(user.id, user);
    if (meta.type === 2) {
      const name = meta.name || (message.interaction && message.interaction.name) || "a command";
      return h("div", {class: "reply-header", dataset: {testid: "used-command"}},
        icon("reply", "reply-icon"), avatar(user.id, who, false),
        h("span", {class: "reply-user"}, who), " used ",
        h("span", {class: "command-name"}, name.startsWith("/") || name === "a command" ? name : "/" + name));
    }
    const target = meta.interacted_message_id || (meta.triggering_interaction_metadata || {}).interacted_message_id;
    if (target) {
      const source = S.messages.find((m) => m.id === target);
      const snippet = source ? (source.content || (source.embeds && source.embeds[0] && (source.embeds[0].title || source.embeds[0].description)) || "Click to see attachment") : "Original message was deleted";
      return h("div", {
        class: "reply-header clickable",
        onclick: () => scrollToMessage(target),
      }, icon("reply", "reply-icon"), avatar(user.id, who, false), h("span", {class: "reply-user"}, who),
      h("span", {class: "reply-snippet"}, snippetText(snippet)));
    }
    return null;
  }

  /** A one-line, plain version of markdown (mentions as names). */
  function snippetText(text) {
    return String(text).replace(/<@!?(\d+)>/g, (_, id) => "@" + userName(id))
      .replace(/<#(\d+)>/g, (_, id) => "#" + ((channelById(id) || {}).name || "unknown"))
      .replace(/<t:(-?\d+)(?::(\w))?>/g, (_, t, s) => discordTime(Number(t), s))
      .replace(/[*_~`|>#]/g, "").replace(/\s+/g, " ").trim().slice(0, 120);
  }

  function messageNode(message, grouped) {
    const ctx = {mentionsMe: false};
    const author = message.author || {};
    const name = userName(author.id, author);
    const ephemeral = message.ephemeral || !!(message.flags & 64);
    const loading = message.loading || !!(message.flags & 128);
    const v2 = !!(message.flags & (1 << 15));
    const header = replyHeader(message);
    const date = new Date(message.timestamp);
    const body = h("div", {class: "message-body"});
    if (!grouped || header) {
      body.append(h("div", {class: "message-header"},
        h("span", {class: "author" + (author.bot ? " bot-author" : "")}, name),
        author.bot ? h("span", {class: "bot-tag", title: "Verified app"}, "BOT") : null,
        h("time", {datetime: message.timestamp, title: date.toLocaleString()}, timeLabel(date))));
    }
    if (loading) {
      body.append(h("div", {class: "thinking", dataset: {testid: "thinking"}},
        h("span", {class: "dots"}, h("i"), h("i"), h("i")), " ", name + " is thinking…"));
    }
    if (message.content && !v2) {
      const content = markdown(message.content, ctx);
      if (message.edited_timestamp) {
        const last = content.lastElementChild;
        const host = last && last.classList.contains("line-run") ? last : content;
        host.append(h("span", {class: "edited", title: new Date(message.edited_timestamp).toLocaleString()}, " (edited)"));
      }
      body.append(h("div", {class: "content"}, content));
    }
    const atts = attachments(message);
    if (atts && !v2) body.append(atts);
    if ((message.embeds || []).length) {
      body.append(h("div", {class: "embeds"}, message.embeds.map((e) => embed(e, message, ctx))));
    }
    if ((message.components || []).length) {
      body.append(h("div", {class: "components" + (v2 ? " v2" : "")}, message.components.map((c) => component(c, message, ctx))));
    }
    if (atts && v2) body.append(atts);
    const thread = message.thread && (channelById(message.thread.id) || message.thread);
    if (thread) {
      body.append(h("button", {
        class: "thread-chip", type: "button", dataset: {testid: "thread-link", channelId: thread.id},
        onclick: () => openChannel(thread.id),
      }, icon("thread", "thread-icon"), h("span", {class: "thread-name"}, thread.name || "thread"),
      h("span", {class: "thread-see"}, "See thread ›")));
    }
    const failure = S.failures.get(message.id);
    if (failure) {
      body.append(h("div", {class: "failure fading", dataset: {testid: "interaction-failed"}},
        h("span", {class: "failure-title"}, "⚠ This interaction failed"),
        failure.text ? h("span", {class: "failure-text"}, " — " + failure.text) : null));
    }
    if (ephemeral) {
      body.append(h("div", {class: "ephemeral-note", dataset: {testid: "ephemeral-note"}},
        icon("eye", "eye"), "Only you can see this • ",
        h("button", {class: "dismiss", type: "button", onclick: () => {
          S.dismissed.add(message.id);
          renderMessages();
        }}, "Dismiss message")));
    }
    const classes = ["message"];
    if (grouped && !header) classes.push("grouped");
    if (ctx.mentionsMe || (message.mentions || []).some((u) => u.id === S.me)) classes.push("mentioned");
    if (ephemeral) classes.push("ephemeral");
    const gutter = grouped && !header
      ? h("div", {class: "gutter"}, h("time", {class: "hover-time", datetime: message.timestamp}, date.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})))
      : h("div", {class: "gutter"}, avatar(author.id, name, author.bot));
    return h("div", {
      class: classes.join(" "),
      id: "message-" + message.id,
      dataset: {testid: "message", messageId: message.id, authorId: author.id || "", ephemeral: ephemeral ? "true" : "false"},
    }, header, h("div", {class: "message-main"}, gutter, body));
  }

  function sameGroup(prev, message) {
    if (!prev || !prev.author || !message.author) return false;
    if (prev.author.id !== message.author.id) return false;
    if (message.interaction_metadata) return false;
    if (!!(prev.flags & 64) !== !!(message.flags & 64)) return false;
    return new Date(message.timestamp) - new Date(prev.timestamp) < 7 * 60 * 1000;
  }

  /** Re-render the open channel: a message's node is rebuilt only when what it shows changed. */
  function renderMessages() {
    const box = $("message-list");
    const wasAtBottom = S.stick;
    const visible = S.messages.filter((m) => !S.dismissed.has(m.id));
    const now = Date.now();
    for (const [id, failure] of S.failures) if (failure.until < now) S.failures.delete(id);
    const context = [S.me, S.state ? S.state.version_names : "", S.state ? S.state.channels.length : 0].join("|");
    const seen = new Set();
    const nodes = [];
    let prev = null;
    let lastDay = null;
    if (!visible.length) {
      const channel = channelById(S.channelId);
      nodes.push(h("div", {class: "empty", dataset: {testid: "empty-channel"}},
        h("div", {class: "empty-icon"}, channel && channel.type !== 0 ? icon("thread") : icon("hash")),
        h("h2", {}, "Welcome to " + (channel ? (channel.type === 0 ? "#" : "") + channel.name : "the playground") + "!"),
        h("p", {}, "Type / below to run one of the bot's commands, or try a scenario from the ▶ Scenarios menu.")));
    }
    for (const message of visible) {
      const day = new Date(message.timestamp).toDateString();
      if (day !== lastDay) {
        nodes.push(h("div", {class: "day-divider"}, h("span", {}, new Date(message.timestamp).toLocaleDateString([], {day: "numeric", month: "long", year: "numeric"}))));
        lastDay = day;
      }
      const grouped = sameGroup(prev, message) && lastDay === new Date(prev.timestamp).toDateString();
      const failure = S.failures.get(message.id);
      const pendingKeys = [...S.pending].filter((k) => k.startsWith(message.id + "|")).join(",");
      const selections = [...S.selections].filter(([k]) => k.startsWith(message.id + "|"));
      const key = JSON.stringify(message) + "|" + grouped + "|" + context + "|" + (failure ? failure.text : "") + "|" + pendingKeys + "|" + JSON.stringify(selections);
      let entry = S.rendered.get(message.id);
      if (!entry || entry.key !== key) {
        entry = {key, node: messageNode(message, grouped)};
        S.rendered.set(message.id, entry);
      }
      nodes.push(entry.node);
      seen.add(message.id);
      prev = message;
    }
    for (const id of [...S.rendered.keys()]) if (!seen.has(id)) S.rendered.delete(id);
    // Put the nodes in order, touching the DOM only where it differs.
    let cursor = box.firstChild;
    for (const node of nodes) {
      if (cursor === node) {
        cursor = cursor.nextSibling;
      } else {
        box.insertBefore(node, cursor);
      }
    }
    while (cursor) {
      const next = cursor.nextSibling;
      box.removeChild(cursor);
      cursor = next;
    }
    if (S.scrollTo && document.getElementById("message-" + S.scrollTo)) {
      scrollToMessage(S.scrollTo);
      S.scrollTo = null;
    } else if (wasAtBottom) {
      $("messages").scrollTop = $("messages").scrollHeight;
    }
    updateJump();
    placeSelect();
  }

  function keepBottom() {
    if (S.stick) $("messages").scrollTop = $("messages").scrollHeight;
  }

  function scrollToMessage(id) {
    const node = document.getElementById("message-" + id);
    if (!node) return false;
    node.scrollIntoView({block: "center"});
    node.classList.remove("flash");
    void node.offsetWidth;
    node.classList.add("flash");
    const box = $("messages");
    S.stick = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
    updateJump();
    return true;
  }

  function updateJump() {
    $("jump").hidden = S.stick;
  }

  // -- interactions ----------------------------------------------------------------------------

  function fail(messageId, error) {
    S.failures.set(messageId, {text: error || "", until: Date.now() + 6000});
    renderMessages();
    setTimeout(renderMessages, 6100);
  }

  async function interact(message, customId, path, body) {
    const key = message.id + "|" + customId;
    if (S.pending.has(key)) return;
    S.pending.add(key);
    renderMessages();
    let result;
    try {
      result = await api(path, body);
    } finally {
      S.pending.delete(key);
    }
    handleResult(result, message.id);
    renderMessages();
    refresh();
    return result;
  }

  function handleResult(result, messageId) {
    if (!result || result.ok === false) {
      const error = (result && result.error) || "no answer";
      if (messageId) fail(messageId, error);
      else composerError(error);
      return false;
    }
    if (result.modal) openModal(result.modal, result.interaction_id);
    return true;
  }

  function click(message, comp) {
    return interact(message, comp.custom_id, "/api/click", {as: S.me, message_id: message.id, custom_id: comp.custom_id});
  }

  async function chooseValues(message, comp, values) {
    const key = message.id + "|" + comp.custom_id;
    S.selections.set(key, values);
    const result = await interact(message, comp.custom_id, "/api/select", {as: S.me, message_id: message.id, custom_id: comp.custom_id, values});
    // What the bot shows decides from now on.
    S.selections.delete(key);
    renderMessages();
    return result;
  }

  // The open select menu: a popover on a layer above everything, so it is never clipped.
  let openMenu = null;

  function closeSelect(submit) {
    if (!openMenu) return;
    const menu = openMenu;
    openMenu = null;
    menu.el.remove();
    document.removeEventListener("mousedown", menu.outside, true);
    if (submit && menu.multi) {
      const values = [...menu.values];
      const changed = values.slice().sort().join(",") !== menu.initial.slice().sort().join(",");
      const min = menu.comp.min_values === undefined ? 1 : menu.comp.min_values;
      if (changed && values.length >= min) chooseValues(menu.message, menu.comp, values);
    }
  }

  function openSelect(anchor, comp, message, options, chosen) {
    const wasOpen = openMenu && openMenu.anchor === anchor;
    closeSelect(true);
    if (wasOpen) return;
    const max = comp.max_values === undefined ? 1 : comp.max_values;
    const min = comp.min_values === undefined ? 1 : comp.min_values;
    const multi = max > 1;
    const values = new Set(chosen);
    const list = h("div", {class: "select-menu", role: "listbox", dataset: {testid: "select-menu", customId: comp.custom_id || ""}});
    const footer = multi ? h("div", {class: "select-footer"}) : null;
    const confirm = multi ? h("button", {class: "button button-primary", type: "button", dataset: {testid: "select-confirm"}, onclick: () => closeSelect(true)}, "Confirm") : null;
    const note = multi ? h("span", {class: "select-count"}) : null;
    const update = () => {
      for (const el of list.querySelectorAll(".select-option")) {
        const on = values.has(el.dataset.value);
        el.classList.toggle("selected", on);
        el.setAttribute("aria-selected", on ? "true" : "false");
      }
      if (multi) {
        note.textContent = values.size + " chosen" + (min === max ? " of " + max : min > 0 ? " (" + min + " to " + max + ")" : " (up to " + max + ")");
        confirm.disabled = values.size < min || values.size > max;
      }
    };
    if (!options.length) list.append(h("div", {class: "select-empty"}, "No options"));
    for (const option of options) {
      const el = h("div", {class: "select-option", role: "option", tabindex: "0", dataset: {value: option.value, testid: "select-option"}},
        multi ? h("span", {class: "check"}) : null,
        option.avatar ? avatar(option.avatar.id, option.avatar.name, option.avatar.bot) : null,
        option.thread ? icon("thread", "option-icon") : null,
        option.emoji ? h("span", {class: "option-emoji"}, emoji(option.emoji)) : null,
        h("div", {class: "option-text"}, h("div", {class: "option-label"}, option.label),
          option.description ? h("div", {class: "option-description"}, option.description) : null));
      const pick = () => {
        if (!multi) {
          closeSelect(false);
          chooseValues(message, comp, [option.value]);
          return;
        }
        if (values.has(option.value)) values.delete(option.value);
        else if (values.size < max) values.add(option.value);
        update();
      };
      el.addEventListener("click", pick);
      el.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") {
          ev.preventDefault();
          pick();
        }
      });
      list.append(el);
    }
    if (multi) {
      footer.append(note, confirm);
      list.append(footer);
    }
    $("select-layer").append(list);
    const outside = (ev) => {
      if (!list.contains(ev.target) && ev.target !== anchor && !anchor.contains(ev.target)) closeSelect(true);
    };
    openMenu = {el: list, anchor, comp, message, multi, values, initial: [...chosen], outside};
    document.addEventListener("mousedown", outside, true);
    update();
    placeSelect();
  }

  /** Keep the open menu by its select (the message may have been re-rendered, or scrolled). */
  function placeSelect() {
    if (!openMenu) return;
    let anchor = openMenu.anchor;
    if (!anchor.isConnected) {
      const node = document.getElementById("message-" + openMenu.message.id);
      anchor = node && node.querySelector('[data-custom-id="' + CSS.escape(openMenu.comp.custom_id || "") + '"]');
      if (!anchor) {
        closeSelect(false);
        return;
      }
      openMenu.anchor = anchor;
    }
    const list = openMenu.el;
    const rect = anchor.getBoundingClientRect();
    const below = window.innerHeight - rect.bottom;
    list.style.top = list.style.bottom = "";
    list.style.width = Math.min(Math.max(rect.width, 200), window.innerWidth - 16) + "px";
    list.style.left = Math.max(8, Math.min(rect.left, window.innerWidth - list.offsetWidth - 8)) + "px";
    list.style.maxHeight = "";
    const wanted = Math.min(list.scrollHeight, 320);
    if (below < wanted + 12 && rect.top > below) {
      list.style.bottom = (window.innerHeight - rect.top + 4) + "px";
      list.style.maxHeight = Math.max(120, Math.min(320, rect.top - 16)) + "px";
    } else {
      list.style.top = rect.bottom + 4 + "px";
      list.style.maxHeight = Math.max(120, Math.min(320, below - 16)) + "px";
    }
  }

  // -- modals ----------------------------------------------------------------------------------

  function modalField(comp, fields) {
    if (comp.type === 4) {
      const attrs = {
        class: "text-input",
        placeholder: comp.placeholder || "",
        required: comp.required !== false,
        minlength: comp.min_length || null,
        maxlength: comp.max_length || null,
        dataset: {customId: comp.custom_id, testid: "modal-input"},
      };
      const input = comp.style === 2 ? h("textarea", {...attrs, rows: 4}) : h("input", {...attrs, type: "text"});
      input.value = comp.value || "";
      fields.push({comp, read: () => input.value, el: input});
      return input;
    }
    if (comp.type === 3) {
      const max = comp.max_values === undefined ? 1 : comp.max_values;
      const sel = h("select", {class: "modal-select", multiple: max > 1, dataset: {customId: comp.custom_id, testid: "modal-select"}});
      if (max <= 1) sel.append(h("option", {value: ""}, comp.placeholder || "Make a selection"));
      for (const o of comp.options || []) {
        const opt = h("option", {value: String(o.value)}, (o.emoji && o.emoji.name ? o.emoji.name + " " : "") + o.label + (o.description ? " — " + o.description : ""));
        opt.selected = !!o.default;
        sel.append(opt);
      }
      fields.push({comp, read: () => [...sel.selectedOptions].map((o) => o.value).filter((v) => v !== ""), el: sel});
      return sel;
    }
    if (comp.type === 10) return h("div", {class: "v2-text"}, markdown(comp.content || ""));
    return null;
  }

  function openModal(modal, interactionId) {
    closeSelect(false);
    const layer = $("modal-layer");
    layer.replaceChildren();
    const fields = [];
    const form = h("form", {class: "modal", dataset: {testid: "modal", customId: modal.custom_id || ""}, novalidate: true});
    const error = h("div", {class: "failure", hidden: true, dataset: {testid: "modal-error"}});
    const content = h("div", {class: "modal-content"});
    for (const comp of modal.components || []) {
      if (comp.type === 1) {
        for (const inner of comp.components || []) {
          const field = modalField(inner, fields);
          if (!field) continue;
          const required = inner.required !== false;
          content.append(h("label", {class: "modal-field"},
            h("span", {class: "modal-label"}, inner.label || "", required ? h("span", {class: "required"}, " *") : null), field));
        }
      } else if (comp.type === 18) {
        const inner = comp.component || {};
        const field = modalField(inner, fields);
        const required = inner.required !== false && !(inner.type === 3 && inner.min_values === 0);
        content.append(h("label", {class: "modal-field"},
          h("span", {class: "modal-label"}, comp.label || "", required ? h("span", {class: "required"}, " *") : null),
          comp.description ? h("span", {class: "modal-description"}, comp.description) : null, field));
      } else if (comp.type === 10) {
        content.append(modalField(comp, fields));
      }
    }
    const submit = h("button", {class: "button button-primary", type: "submit", dataset: {testid: "modal-submit"}}, "Submit");
    const cancel = h("button", {class: "button button-cancel", type: "button", dataset: {testid: "modal-cancel"}, onclick: closeModal}, "Cancel");
    append(form,
      [h("div", {class: "modal-head"}, h("div", {class: "modal-app"}, avatar(S.state && S.state.bot.id, "Strategos", true), h("span", {}, (S.state && S.state.bot.name) || "Strategos")),
        h("h2", {class: "modal-title"}, modal.title || ""),
        h("button", {class: "modal-close", type: "button", "aria-label": "Close", onclick: closeModal}, "×")),
      content, error, h("div", {class: "modal-foot"}, cancel, submit)]);
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const values = {};
      for (const f of fields) {
        const value = f.read();
        const isText = f.comp.type === 4;
        const required = isText ? f.comp.required !== false : (f.comp.min_values === undefined ? 1 : f.comp.min_values) > 0 && f.comp.required !== false;
        const empty = isText ? value === "" : value.length === 0;
        if (required && empty) {
          error.hidden = false;
          error.textContent = "Fill in: " + (f.el.closest(".modal-field")?.querySelector(".modal-label")?.textContent.replace(/\s*\*$/, "") || f.comp.custom_id);
          f.el.focus();
          return;
        }
        if (isText && value && ((f.comp.min_length && value.length < f.comp.min_length) || (f.comp.max_length && value.length > f.comp.max_length))) {
          error.hidden = false;
          error.textContent = "Must be between " + (f.comp.min_length || 0) + " and " + (f.comp.max_length || 4000) + " characters long.";
          f.el.focus();
          return;
        }
        values[f.comp.custom_id] = value;
      }
      submit.disabled = true;
      submit.replaceChildren(h("span", {class: "dots"}, h("i"), h("i"), h("i")));
      const result = await api("/api/modal", {as: S.me, interaction_id: interactionId, values});
      submit.disabled = false;
      submit.textContent = "Submit";
      if (!result || result.ok === false) {
        error.hidden = false;
        error.replaceChildren(h("span", {class: "failure-title"}, "⚠ This interaction failed"), (result && result.error) ? " — " + result.error : "");
        return;
      }
      closeModal();
      if (result.modal) openModal(result.modal, result.interaction_id);
      refresh();
    });
    layer.append(h("div", {class: "modal-scrim", onclick: closeModal}), form);
    layer.hidden = false;
    const first = form.querySelector("input, textarea, select");
    if (first) first.focus();
  }

  function closeModal() {
    const layer = $("modal-layer");
    layer.hidden = true;
    layer.replaceChildren();
  }

  // -- the composer: messages and slash commands -----------------------------------------------

  /** Every runnable command: "group sub" with its options, from the synced commands. */
  function flatCommands() {
    const out = [];
    for (const cmd of (S.state && S.state.commands) || []) {
      if (cmd.type !== undefined && cmd.type !== 1) continue;
      const opts = cmd.options || [];
      const subs = opts.filter((o) => o.type === 1 || o.type === 2);
      if (!subs.length) {
        out.push({name: cmd.name, description: cmd.description, options: opts});
        continue;
      }
      for (const sub of subs) {
        if (sub.type === 1) {
          out.push({name: cmd.name + " " + sub.name, description: sub.description, options: sub.options || []});
        } else {
          for (const leaf of sub.options || []) {
            out.push({name: cmd.name + " " + sub.name + " " + leaf.name, description: leaf.description, options: leaf.options || []});
          }
        }
      }
    }
    return out;
  }

  let menuIndex = 0;

  function commandMatches(text) {
    const query = text.replace(/^\//, "").trim().toLowerCase().replace(/\s+/g, " ");
    const all = flatCommands();
    if (!query) return all;
    const starts = all.filter((c) => c.name.startsWith(query));
    const words = query.split(" ");
    const rest = all.filter((c) => !starts.includes(c) && words.every((w) => c.name.includes(w) || (c.description || "").toLowerCase().includes(w)));
    return starts.concat(rest);
  }

  function renderCommandMenu() {
    const input = $("command-input");
    const menu = $("command-menu");
    const text = input.value;
    if (S.command || !text.startsWith("/")) {
      menu.hidden = true;
      return;
    }
    const found = commandMatches(text);
    menuIndex = Math.max(0, Math.min(menuIndex, found.length - 1));
    menu.replaceChildren(h("div", {class: "command-menu-title"}, found.length ? "Commands matching " + (text.trim() === "/" ? "/" : text.trim()) : "No commands match " + text.trim()));
    found.forEach((cmd, i) => {
      menu.append(h("div", {
        class: "command-item" + (i === menuIndex ? " active" : ""),
        dataset: {testid: "command-" + cmd.name.replace(/ /g, "-"), command: cmd.name},
        onmousedown: (ev) => {
          ev.preventDefault();
          pickCommand(cmd);
        },
      }, avatar(S.state.bot.id, "S", true),
      h("div", {class: "command-text"}, h("span", {class: "command-name"}, "/" + cmd.name),
        h("span", {class: "command-description"}, cmd.description || ""))));
    });
    menu.hidden = false;
    const active = menu.querySelector(".active");
    if (active) active.scrollIntoView({block: "nearest"});
  }

  const TYPE_NAMES = {3: "text", 4: "whole number", 5: "true / false", 6: "member", 7: "channel", 8: "role", 9: "member or role", 10: "number", 11: "file"};

  function pickCommand(cmd) {
    S.command = {def: cmd, fields: []};
    const input = $("command-input");
    input.value = "";
    $("command-menu").hidden = true;
    const chip = $("command-chip");
    chip.replaceChildren(h("span", {}, "/" + cmd.name), h("button", {class: "chip-close", type: "button", title: "Cancel", "aria-label": "Cancel command", onclick: cancelCommand}, "×"));
    chip.hidden = false;
    input.placeholder = cmd.options.length ? "Options above · Enter to send" : "Enter to run /" + cmd.name;
    const form = $("command-form");
    form.replaceChildren();
    const options = cmd.options.slice().sort((a, b) => (b.required ? 1 : 0) - (a.required ? 1 : 0));
    form.append(h("div", {class: "command-form-head"}, h("b", {}, "/" + cmd.name), " ", h("span", {class: "muted"}, cmd.description || "")));
    const grid = h("div", {class: "option-grid"});
    for (const opt of options) grid.append(optionField(opt));
    if (options.length) form.append(grid);
    form.hidden = false;
    const first = form.querySelector("input, select");
    (first || input).focus();
  }

  function cancelCommand() {
    S.command = null;
    $("command-chip").hidden = true;
    $("command-form").hidden = true;
    $("command-form").replaceChildren();
    const input = $("command-input");
    input.placeholder = "Message, or / for commands";
    input.focus();
  }

  function optionField(opt) {
    const field = {opt, read: () => undefined};
    S.command.fields.push(field);
    let control;
    const testid = "option-" + opt.name;
    const base = {class: "option-input", dataset: {testid, option: opt.name}, name: opt.name};
    if (opt.choices && opt.choices.length) {
      control = h("select", base, h("option", {value: ""}, opt.required ? "Choose…" : "—"),
        opt.choices.map((c, i) => h("option", {value: String(i)}, c.name)));
      field.read = () => (control.value === "" ? undefined : opt.choices[Number(control.value)].value);
    } else if (opt.autocomplete) {
      control = autocompleteField(opt, field, base);
    } else if (opt.type === 3) {
      control = h("input", {...base, type: "text", minlength: opt.min_length, maxlength: opt.max_length, placeholder: opt.description || ""});
      field.read = () => (control.value === "" ? undefined : control.value);
    } else if (opt.type === 4 || opt.type === 10) {
      control = h("input", {...base, type: "number", step: opt.type === 4 ? "1" : "any", min: opt.min_value, max: opt.max_value,
        placeholder: opt.min_value !== undefined && opt.max_value !== undefined ? opt.min_value + "–" + opt.max_value : ""});
      field.read = () => (control.value === "" ? undefined : (opt.type === 4 ? parseInt(control.value, 10) : parseFloat(control.value)));
    } else if (opt.type === 5) {
      control = h("select", base, h("option", {value: ""}, "—"), h("option", {value: "true"}, "True"), h("option", {value: "false"}, "False"));
      field.read = () => (control.value === "" ? undefined : control.value === "true");
    } else if (opt.type === 6 || opt.type === 9) {
      const people = humans().concat(S.state.members.filter((m) => m.bot));
      control = h("select", base, h("option", {value: ""}, opt.required ? "Choose a member…" : "—"),
        people.map((m) => h("option", {value: m.id}, m.name + (m.bot ? " (bot)" : ""))),
        opt.type === 9 ? ((S.state.roles || []).map((r) => h("option", {value: r.id}, "@" + r.name))) : []);
      field.read = () => control.value || undefined;
    } else if (opt.type === 7) {
      const types = opt.channel_types && opt.channel_types.length ? new Set(opt.channel_types) : null;
      control = h("select", base, h("option", {value: ""}, opt.required ? "Choose a channel…" : "—"),
        S.state.channels.filter((c) => !types || types.has(c.type)).map((c) => h("option", {value: c.id}, (c.type === 0 ? "# " : "↳ ") + c.name)));
      field.read = () => control.value || undefined;
    } else if (opt.type === 8) {
      const roles = S.state.roles || [];
      control = roles.length
        ? h("select", base, h("option", {value: ""}, "—"), roles.map((r) => h("option", {value: r.id}, "@" + r.name)))
        : h("input", {...base, type: "text", placeholder: "role id", inputmode: "numeric"});
      field.read = () => control.value.trim() || undefined;
    } else if (opt.type === 11) {
      control = h("input", {...base, type: "file"});
      field.read = () => control.files && control.files[0] ? control.files[0] : undefined;
    } else {
      control = h("input", {...base, type: "text"});
      field.read = () => control.value || undefined;
    }
    const target = control.matches("input, select") ? control : control.querySelector("input");
    field.el = target;
    target.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" && !ev.isComposing && !(field.menu && !field.menu.hidden && field.menu.querySelector(".active"))) {
        ev.preventDefault();
        send();
      } else if (ev.key === "Escape") {
        cancelCommand();
      }
    });
    return h("label", {class: "option-field" + (opt.required ? " required-field" : "")},
      h("span", {class: "option-name"}, opt.name, opt.required ? h("span", {class: "required", title: "required"}, " *") : h("span", {class: "muted"}, " optional")),
      control,
      h("span", {class: "option-hint"}, (opt.description || "") + (TYPE_NAMES[opt.type] ? " · " + TYPE_NAMES[opt.type] : "")));
  }

  function autocompleteField(opt, field, base) {
    const input = h("input", {...base, type: "text", placeholder: "start typing…", autocomplete: "off", role: "combobox"});
    const menu = h("div", {class: "autocomplete", hidden: true, dataset: {testid: "autocomplete-" + opt.name}});
    field.menu = menu;
    let chosen = null; // {name, value}
    let offered = []; // the last choices shown
    let timer = null;
    let seq = 0;
    let index = -1;
    const show = (choices) => {
      offered = choices;
      menu.replaceChildren();
      index = -1;
      choices.forEach((c, i) => {
        menu.append(h("div", {
          class: "autocomplete-item",
          dataset: {testid: "choice", value: String(c.value)},
          onmousedown: (ev) => {
            ev.preventDefault();
            choose(c);
          },
        }, c.name));
      });
      if (!choices.length) menu.append(h("div", {class: "autocomplete-empty"}, "No matches"));
      menu.hidden = false;
    };
    const choose = (c) => {
      chosen = c;
      input.value = c.name;
      menu.hidden = true;
    };
    const ask = async () => {
      // A timer set while typing may fire after the command was sent or cancelled.
      const command = S.command;
      if (!command) return;
      const mine = ++seq;
      const options = currentOptions(opt.name);
      const result = await api("/api/autocomplete", {
        as: S.me, channel_id: S.channelId, command: command.def.name, focused: opt.name, value: input.value, options,
      });
      if (mine !== seq || S.command !== command || document.activeElement !== input) return;
      if (result && result.ok === false) {
        menu.replaceChildren(h("div", {class: "autocomplete-empty failure"}, result.error || "failed"));
        menu.hidden = false;
        return;
      }
      show((result && result.choices) || []);
    };
    input.addEventListener("input", () => {
      chosen = null;
      clearTimeout(timer);
      timer = setTimeout(ask, 200);
    });
    input.addEventListener("focus", () => {
      clearTimeout(timer);
      timer = setTimeout(ask, 50);
    });
    input.addEventListener("blur", () => setTimeout(() => (menu.hidden = true), 150));
    input.addEventListener("keydown", (ev) => {
      const items = [...menu.querySelectorAll(".autocomplete-item")];
      if (menu.hidden || !items.length) return;
      if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
        ev.preventDefault();
        index = (index + (ev.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
        items.forEach((el, i) => el.classList.toggle("active", i === index));
      } else if ((ev.key === "Enter" || ev.key === "Tab") && index >= 0) {
        ev.preventDefault();
        ev.stopImmediatePropagation();
        items[index].dispatchEvent(new MouseEvent("mousedown"));
      } else if (ev.key === "Escape") {
        menu.hidden = true;
        ev.stopImmediatePropagation();
      }
    });
    field.read = () => {
      if (chosen) return chosen.value;
      if (input.value === "") return undefined;
      // Typed in full without picking: the choice of that name, as Discord would send it.
      const typed = input.value.trim().toLowerCase();
      const same = offered.find((c) => String(c.name).toLowerCase() === typed || String(c.value).toLowerCase() === typed);
      if (same) return same.value;
      if (opt.type === 4) return parseInt(input.value, 10);
      if (opt.type === 10) return parseFloat(input.value);
      return input.value;
    };
    return h("div", {class: "autocomplete-wrap"}, input, menu);
  }

  /** The options typed so far (files left out: autocomplete does not need them). */
  function currentOptions(skip) {
    const out = {};
    for (const f of S.command ? S.command.fields : []) {
      if (f.opt.name === skip || f.opt.type === 11) continue;
      const value = f.read();
      if (value !== undefined && !(typeof value === "number" && isNaN(value))) out[f.opt.name] = value;
    }
    return out;
  }

  /** What Discord's own client would refuse before sending (bounds, lengths), or null. */
  function invalid(opt, value) {
    if (typeof value === "number") {
      if (opt.type === 4 && !Number.isInteger(value)) return "“" + opt.name + "” must be a whole number.";
      if (opt.min_value !== undefined && opt.min_value !== null && value < opt.min_value) return "“" + opt.name + "” must be at least " + opt.min_value + ".";
      if (opt.max_value !== undefined && opt.max_value !== null && value > opt.max_value) return "“" + opt.name + "” must be at most " + opt.max_value + ".";
    }
    if (typeof value === "string" && opt.type === 3) {
      if (opt.min_length && value.length < opt.min_length) return "“" + opt.name + "” needs at least " + opt.min_length + " characters.";
      if (opt.max_length && value.length > opt.max_length) return "“" + opt.name + "” takes at most " + opt.max_length + " characters.";
    }
    return null;
  }

  function readFile(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
  }

  let errorTimer = null;

  function composerError(text, plain) {
    const el = $("composer-error");
    el.replaceChildren(plain ? "" : h("span", {class: "failure-title"}, "⚠ This interaction failed"), text ? (plain ? text : " — " + text) : "");
    el.hidden = false;
    el.classList.remove("fading");
    void el.offsetWidth;
    el.classList.add("fading");
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => (el.hidden = true), 6000);
  }

  let sending = false;

  async function send() {
    if (sending) return;
    const input = $("command-input");
    if (!S.command && input.value.startsWith("/")) {
      const found = commandMatches(input.value);
      const exact = found.find((c) => "/" + c.name === input.value.trim());
      const cmd = exact || found[menuIndex] || found[0];
      if (cmd) pickCommand(cmd);
      return;
    }
    const button = $("send-button");
    sending = true;
    button.disabled = true;
    try {
      const command = S.command; // it may be cancelled while a file is read or the send waits
      if (command) {
        const options = {};
        for (const f of command.fields) {
          let value = f.read();
          if (typeof value === "number" && isNaN(value)) value = undefined;
          if (value === undefined) {
            if (f.opt.required) {
              composerError("Fill in the required option “" + f.opt.name + "”.", true);
              f.el.focus();
              return;
            }
            continue;
          }
          const wrong = invalid(f.opt, value);
          if (wrong) {
            composerError(wrong, true);
            f.el.focus();
            return;
          }
          if (value instanceof File) value = {filename: value.name, base64: await readFile(value)};
          if (S.command !== command) return; // cancelled meanwhile: nothing is sent
          options[f.opt.name] = value;
        }
        const name = command.def.name;
        $("command-form").classList.add("sending");
        const result = await api("/api/slash", {as: S.me, channel_id: S.channelId, command: name, options});
        $("command-form").classList.remove("sending");
        if (handleResult(result, null) && S.command === command) {
          cancelCommand();
          S.stick = true;
        }
      } else {
        const content = input.value;
        if (!content.trim()) return;
        const result = await api("/api/say", {as: S.me, channel_id: S.channelId, content});
        if (result && result.ok === false) composerError(result.error);
        else {
          input.value = "";
          S.stick = true;
        }
      }
      refresh();
    } finally {
      sending = false;
      button.disabled = false;
    }
  }

  // -- the sidebar, top bar and menus ----------------------------------------------------------

  function viewedFor(member) {
    S.viewed[member] = S.viewed[member] || {};
    return S.viewed[member];
  }

  function markViewed() {
    const channel = channelById(S.channelId);
    if (!channel || !S.me || !S.stick) return;
    const seen = viewedFor(S.me);
    if (channel.last_message_id && seen[channel.id] !== channel.last_message_id) {
      seen[channel.id] = channel.last_message_id;
      store.set("viewed", S.viewed);
    }
  }

  function renderSidebar() {
    const list = $("channel-list");
    const state = S.state;
    $("guild-name").textContent = state.guild.name;
    document.title = state.guild.name + " — Strategos";
    const seen = viewedFor(S.me);
    const nodes = [h("div", {class: "category"}, icon("chevron", "cat-chevron"), "Text channels")];
    const texts = state.channels.filter((c) => c.type === 0 || c.type === 5);
    const threads = state.channels.filter((c) => c.type === 10 || c.type === 11 || c.type === 12);
    const item = (c, thread) => {
      const unread = idAfter(c.last_message_id, seen[c.id]) && c.id !== S.channelId;
      return h("a", {
        href: "#" + c.id,
        class: "channel" + (thread ? " thread" : "") + (c.id === S.channelId ? " active" : "") + (unread ? " unread" : "") + (c.archived ? " archived" : ""),
        dataset: {testid: "channel-" + c.id, channelName: c.name, channelId: c.id},
        title: c.archived ? c.name + " (archived)" : c.name,
        onclick: (ev) => {
          ev.preventDefault();
          openChannel(c.id);
        },
      }, unread ? h("span", {class: "unread-dot", "aria-label": "unread"}) : null,
      icon(thread ? "thread" : "hash", "channel-icon"), h("span", {class: "channel-label"}, c.name));
    };
    for (const c of texts) {
      nodes.push(item(c, false));
      for (const t of threads.filter((x) => x.parent_id === c.id)) nodes.push(item(t, true));
    }
    for (const t of threads.filter((x) => !texts.some((c) => c.id === x.parent_id))) nodes.push(item(t, true));
    list.replaceChildren(...nodes);
  }

  function renderTopbar() {
    const state = S.state;
    const switcher = $("member-switcher");
    const people = humans();
    const want = people.map((m) => m.id + ":" + m.name).join(",");
    if (switcher.dataset.members !== want) {
      switcher.replaceChildren(...people.map((m) => h("option", {value: m.id, dataset: {username: m.username}}, m.name + (m.gm ? " (GM)" : ""))));
      switcher.dataset.members = want;
    }
    switcher.value = S.me;
    const me = memberById(S.me);
    $("me-avatar").replaceWith(Object.assign(avatar(S.me, me ? me.name : "?", false), {id: "me-avatar"}));
    $("me-name").textContent = me ? me.name : "";
    $("me-sub").textContent = me ? "@" + me.username + (me.gm ? " · game master" : "") : "";

    const channel = channelById(S.channelId);
    const title = $("channel-title");
    title.querySelector(".channel-icon").replaceWith(icon(channel && channel.type !== 0 ? "thread" : "hash", "channel-icon"));
    $("channel-name").textContent = channel ? channel.name : "";

    const seen = viewedFor(S.me);
    const unread = state.notifications.filter((n) => idAfter(n.message_id, seen[n.channel_id]) && !(n.channel_id === S.channelId && S.stick));
    const count = $("bell-count");
    count.textContent = unread.length > 99 ? "99+" : String(unread.length);
    count.hidden = unread.length === 0;
    $("bell").dataset.count = String(unread.length);
    if (!$("notif-menu").hidden) renderNotifications();

    const status = state.bot.status || "starting";
    const pill = $("bot-status");
    pill.dataset.status = status;
    pill.querySelector(".status-text").textContent = "Bot " + status;
    $("log-tail").textContent = state.bot.log_tail ? stripAnsi(state.bot.log_tail) : "The bot process is " + status + ". Its last lines of output show here if it stops.";
    const exited = $("exited");
    if (status === "exited") {
      const tail = stripAnsi(state.bot.log_tail || "(none)");
      if (exited.dataset.tail !== tail || exited.hidden) {
        const pre = h("pre", {}, tail);
        exited.replaceChildren(h("b", {}, "The bot process exited."), " Press ⟳ Restart bot to start it again. Its last output:", pre);
        exited.dataset.tail = tail;
        exited.hidden = false;
        pre.scrollTop = pre.scrollHeight;
      }
    } else {
      exited.hidden = true;
    }
    const busy = S.busyLocal || state.busy;
    $("busy").hidden = !busy;
    $("busy-text").textContent = busy ? "Running: " + busy + "…" : "";
    $("scenarios-button").disabled = !!busy;
    renderScenarioMenu();
    const input = $("command-input");
    input.disabled = status !== "ready" && !S.command;
    if (!S.command) input.placeholder = status === "ready" ? "Message " + (channel ? (channel.type === 0 ? "#" : "") + channel.name : "") + ", or / for commands"
      : status === "exited" ? "The bot has stopped: ⟳ Restart bot" : "The bot is starting…";
  }

  function stripAnsi(text) {
    return String(text).replace(/\x1b\[[0-9;]*m/g, "");
  }

  function renderNotifications() {
    const menu = $("notif-menu");
    const notes = (S.state ? S.state.notifications : []).slice().reverse();
    const seen = viewedFor(S.me);
    menu.replaceChildren(h("div", {class: "menu-title"}, "Mentions of " + ((memberById(S.me) || {}).name || "you")));
    if (!notes.length) menu.append(h("div", {class: "menu-empty"}, "Nobody pinged you yet."));
    for (const n of notes.slice(0, 50)) {
      const channel = channelById(n.channel_id);
      const unread = idAfter(n.message_id, seen[n.channel_id]);
      menu.append(h("button", {
        class: "menu-item notification" + (unread ? " unread" : ""),
        type: "button",
        dataset: {testid: "notification", messageId: n.message_id, channelId: n.channel_id},
        onclick: () => {
          menu.hidden = true;
          openChannel(n.channel_id, n.message_id);
        },
      }, h("span", {class: "menu-item-title"}, channel && channel.type !== 0 ? icon("thread", "inline-icon") : "#", channel ? channel.name : "a channel"),
      h("span", {class: "menu-item-text"}, snippetText(n.content || "") || "(a message)")));
    }
  }

  function renderScenarioMenu() {
    const menu = $("scenario-menu");
    const items = (S.state && S.state.scenarios) || [];
    const want = JSON.stringify(items);
    if (menu.dataset.items === want) return;
    menu.dataset.items = want;
    menu.replaceChildren(h("div", {class: "menu-title"}, "Set the demo server up with…"));
    if (!items.length) menu.append(h("div", {class: "menu-empty"}, "No scenarios."));
    for (const sc of items) {
      menu.append(h("button", {
        class: "menu-item", type: "button", dataset: {testid: "scenario-" + sc.key},
        onclick: () => runScenario(sc),
      }, h("span", {class: "menu-item-title"}, sc.title), h("span", {class: "menu-item-text"}, sc.description || "")));
    }
  }

  async function runScenario(sc) {
    $("scenario-menu").hidden = true;
    S.busyLocal = sc.title;
    if (S.state) renderTopbar();
    const result = await api("/api/scenario", {key: sc.key});
    S.busyLocal = null;
    if (!result || result.ok === false) {
      toast("Scenario “" + sc.title + "” failed: " + ((result && result.error) || "no answer"), true);
    } else {
      if (result.summary) toast(result.summary);
      if (result.channel_id) {
        openChannel(result.channel_id, result.message_id || null);
        return;
      }
    }
    await refresh();
  }

  async function restartBot() {
    const button = $("restart-button");
    button.disabled = true;
    button.classList.add("working");
    refresh();
    const result = await api("/api/restart", {});
    button.disabled = false;
    button.classList.remove("working");
    if (result && result.ok === false) toast("Restart failed: " + result.error, true);
    else toast("The bot process was restarted: everything it knows comes back from its database.");
    refresh();
  }

  let toastTimer = null;

  function toast(text, bad) {
    const el = $("toast");
    el.replaceChildren(inline(String(text)));
    el.className = bad ? "bad" : "";
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (el.hidden = true), bad ? 9000 : 5000);
  }

  function openChannel(id, messageId) {
    if (S.channelId !== id) {
      S.channelId = id;
      S.messages = [];
      S.messagesFor = null;
      S.rendered.clear();
      $("message-list").replaceChildren();
      S.stick = true;
    }
    S.scrollTo = messageId || null;
    store.set("channel", id);
    document.body.classList.remove("sidebar-open");
    $("sidebar-scrim").hidden = true;
    if (S.state) {
      renderSidebar();
      renderTopbar();
    }
    refresh();
  }

  function switchMember(id) {
    if (id === S.me) return;
    S.me = id;
    store.set("member", id);
    S.messages = [];
    S.messagesFor = null;
    S.rendered.clear();
    S.dismissed.clear();
    closeSelect(false);
    closeModal();
    S.stick = true; // the old view stays until the new member's arrives: no flicker
    refresh();
  }

  // -- fetching --------------------------------------------------------------------------------

  let inFlight = null;
  let again = false;

  /** Fetch state and the open channel; one at a time, once more if asked meanwhile. */
  function refresh() {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  async function load() {
    const who = S.me;
    const stateQuery = who ? "?as=" + encodeURIComponent(who) : "";
    let state = await api("/api/state" + stateQuery);
    if (who && (!state || state.ok === false)) {
      state = await api("/api/state"); // a member of an earlier run: ids are new each run
      S.me = null;
    }
    if (!state || state.ok === false || !state.members) {
      setConnection(false);
      return;
    }
    setConnection(true);
    S.state = state;
    state.version_names = state.members.map((m) => m.id + m.name).join() + state.channels.map((c) => c.id + c.name).join();
    const people = humans();
    if (!people.some((m) => m.id === S.me)) {
      // The same person (by username) as last time, else the first member.
      const wanted = store.get("member-name", null);
      const found = people.find((m) => m.username === wanted) || people[0];
      S.me = found ? found.id : null;
      store.set("member", S.me);
      if (S.me !== who) again = true; // the notifications were someone else's
    }
    if (!channelById(S.channelId)) {
      const wanted = store.get("channel-name", null);
      const found = state.channels.find((c) => c.name === wanted && !c.archived) ||
        state.channels.find((c) => c.type === 0) || state.channels[0];
      S.channelId = found ? found.id : null;
      store.set("channel", S.channelId);
    }
    const member = memberById(S.me);
    if (member) store.set("member-name", member.username);
    const open = channelById(S.channelId);
    if (open) store.set("channel-name", open.name);
    const channelId = S.channelId;
    const viewer = S.me;
    let messages = [];
    if (channelId) {
      const data = await api("/api/channels/" + encodeURIComponent(channelId) + "/messages?as=" + encodeURIComponent(viewer || ""));
      if (data && data.ok === false) {
        setConnection(false);
        return;
      }
      messages = (data && data.messages) || [];
    }
    if (channelId !== S.channelId || viewer !== S.me) {
      again = true; // switched while fetching: the answer is for the old view
      return;
    }
    S.messages = messages;
    S.messagesFor = channelId + "|" + viewer;
    renderTopbar();
    renderMessages();
    markViewed();
    renderSidebar();
    renderTopbar();
    document.body.dataset.as = viewer || "";
    document.body.dataset.channel = channelId || "";
    document.body.dataset.version = String(state.version);
    document.body.dataset.ready = "true";
  }

  function setConnection(ok) {
    document.body.classList.toggle("offline", !ok);
    if (!ok) {
      const pill = $("bot-status");
      pill.dataset.status = "offline";
      pill.querySelector(".status-text").textContent = "Playground offline";
    }
  }

  let events = null;

  function listen() {
    if (events) events.close();
    events = new EventSource("/api/events");
    events.onmessage = () => refresh();
    events.onopen = () => refresh();
    events.onerror = () => setConnection(events.readyState !== EventSource.CLOSED);
  }

  // -- wiring ----------------------------------------------------------------------------------

  function setupMenus() {
    const pairs = [["bell", "notif-menu"], ["scenarios-button", "scenario-menu"], ["bot-status", "log-menu"]];
    for (const [buttonId, menuId] of pairs) {
      $(buttonId).addEventListener("click", (ev) => {
        ev.stopPropagation();
        const menu = $(menuId);
        const opening = menu.hidden;
        for (const [, other] of pairs) $(other).hidden = true;
        if (opening && menuId === "notif-menu") renderNotifications();
        menu.hidden = !opening;
      });
    }
    document.addEventListener("click", (ev) => {
      for (const [, menuId] of pairs) {
        const menu = $(menuId);
        if (!menu.hidden && !menu.contains(ev.target)) menu.hidden = true;
      }
    });
  }

  function setup() {
    setupMenus();
    $("member-switcher").addEventListener("change", (ev) => switchMember(ev.target.value));
    const language = $("locale-switcher");
    language.value = store.get("locale", "en-US");
    language.addEventListener("change", (ev) => store.set("locale", ev.target.value));
    $("restart-button").addEventListener("click", restartBot);
    $("send-button").addEventListener("click", send);
    $("menu-button").addEventListener("click", () => {
      const open = !document.body.classList.contains("sidebar-open");
      document.body.classList.toggle("sidebar-open", open);
      $("sidebar-scrim").hidden = !open;
    });
    $("sidebar-scrim").addEventListener("click", () => {
      document.body.classList.remove("sidebar-open");
      $("sidebar-scrim").hidden = true;
    });
    const box = $("messages");
    // Content that grows (images loading, a longer panel) keeps the view at the bottom.
    new ResizeObserver(keepBottom).observe($("message-list"));
    box.addEventListener("scroll", () => {
      const stick = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
      if (stick !== S.stick) {
        S.stick = stick;
        updateJump();
        if (stick && S.state) {
          markViewed();
          renderSidebar();
          renderTopbar();
        }
      }
      placeSelect();
    });
    $("jump").addEventListener("click", () => {
      S.stick = true;
      box.scrollTop = box.scrollHeight;
      updateJump();
    });
    const input = $("command-input");
    input.addEventListener("input", () => {
      menuIndex = 0;
      renderCommandMenu();
    });
    input.addEventListener("keydown", (ev) => {
      const menu = $("command-menu");
      if (!menu.hidden) {
        const count = menu.querySelectorAll(".command-item").length;
        if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
          ev.preventDefault();
          menuIndex = (menuIndex + (ev.key === "ArrowDown" ? 1 : -1) + count) % Math.max(count, 1);
          renderCommandMenu();
          return;
        }
        if (ev.key === "Tab" && count) {
          ev.preventDefault();
          send();
          return;
        }
        if (ev.key === "Escape") {
          menu.hidden = true;
          return;
        }
      }
      if (ev.key === "Enter" && !ev.shiftKey && !ev.isComposing) {
        ev.preventDefault();
        send();
      } else if (ev.key === "Backspace" && S.command && input.value === "") {
        cancelCommand();
      } else if (ev.key === "Escape" && S.command) {
        cancelCommand();
      }
    });
    input.addEventListener("blur", () => setTimeout(() => ($("command-menu").hidden = true), 150));
    input.addEventListener("focus", renderCommandMenu);
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        if (!$("modal-layer").hidden) closeModal();
        closeSelect(false);
      }
    });
    window.addEventListener("resize", placeSelect);
    // Relative timestamps (<t:…:R>) move on.
    setInterval(() => {
      for (const el of document.querySelectorAll("[data-relative]")) el.textContent = relative(new Date(Number(el.dataset.relative) * 1000));
    }, 15000);
    // Events carry every change of the world; the bot process starting or stopping is not
    // one, so while it is not ready (or a scenario runs) look again now and then.
    setInterval(() => {
      if (!S.state || S.state.bot.status !== "ready" || S.state.busy || S.busyLocal) refresh();
    }, 1500);
    listen();
    refresh();
  }

  // For tests and the curious: the page's state, read-only use.
  window.playground = {state: S, refresh};

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
