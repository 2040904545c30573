/*
 * The emulator's stand-in for Cloudflare Turnstile's api.js (explicit rendering): the same
 * `window.turnstile` calls the login page makes — render, reset, remove, getResponse, isExpired,
 * ready — drawing a real checkbox 'Ik ben geen robot' instead of Cloudflare's iframe. Ticking it
 * asks the double for a token (POST …/challenge) and hands it to `callback`; the token expires
 * after 300 seconds like a real one (`expired-callback`). Plain browser JavaScript, served as is.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  var scriptUrl = new URL(script ? script.src : window.location.href);
  var challengeUrl = new URL("challenge", scriptUrl).href;
  var TOKEN_LIFETIME_MS = 300000;
  var TEXTS = {
    nl: {
      label: "Ik ben geen robot",
      busy: "Bezig met controleren…",
      solved: "Gelukt",
      failed: "Controle mislukt, probeer het opnieuw",
    },
    en: {
      label: "I am not a robot",
      busy: "Verifying…",
      solved: "Success!",
      failed: "Verification failed, try again",
    },
  };
  var widgets = {};
  var counter = 0;

  function textsFor(language) {
    var wanted = String(language || document.documentElement.lang || "nl").slice(0, 2);
    return TEXTS[wanted] || TEXTS.nl;
  }

  function lookup(id) {
    if (id === undefined) {
      var ids = Object.keys(widgets);
      return ids.length ? widgets[ids[ids.length - 1]] : undefined;
    }
    return widgets[id];
  }

  function call(fn, value) {
    if (typeof fn === "function") fn(value);
  }

  function show(widget, status) {
    widget.status.textContent = status ? widget.texts[status] : "";
    widget.box.checked = status === "busy" || status === "solved";
    widget.box.disabled = status === "busy" || status === "solved";
  }

  function clear(widget) {
    widget.token = undefined;
    clearTimeout(widget.expiry);
    show(widget, "");
  }

  function solve(widget) {
    show(widget, "busy");
    fetch(challengeUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sitekey: widget.params.sitekey }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.code || "600010");
          return body.token;
        });
      })
      .then(function (token) {
        if (!widgets[widget.id]) return;
        widget.token = token;
        widget.solvedAt = Date.now();
        show(widget, "solved");
        widget.expiry = setTimeout(function () {
          clear(widget);
          widget.expired = true;
          call(widget.params["expired-callback"]);
        }, TOKEN_LIFETIME_MS);
        widget.expired = false;
        call(widget.params.callback, token);
      })
      .catch(function (error) {
        if (!widgets[widget.id]) return;
        show(widget, "failed");
        call(widget.params["error-callback"], error.message || "600010");
      });
  }

  function render(container, params) {
    var element = typeof container === "string" ? document.querySelector(container) : container;
    if (!element) throw new Error("turnstile.render: container not found");
    if (!params || !params.sitekey) throw new Error("turnstile.render: sitekey is required");
    var id = "cf-chl-widget-" + ++counter;
    var texts = textsFor(params.language);
    var wrapper = document.createElement("div");
    wrapper.id = id;
    wrapper.setAttribute(
      "style",
      "display:flex;align-items:center;gap:12px;box-sizing:border-box;width:100%;max-width:300px;" +
        "min-height:65px;padding:12px 16px;border:1px solid #d0d0d0;border-radius:4px;" +
        "background:#fafafa;color:#232323;font:14px/1.4 system-ui,sans-serif",
    );
    var box = document.createElement("input");
    box.type = "checkbox";
    box.id = id + "-box";
    box.setAttribute("style", "width:22px;height:22px;margin:0;flex:none");
    var label = document.createElement("label");
    label.htmlFor = box.id;
    label.textContent = texts.label;
    var status = document.createElement("span");
    status.setAttribute("role", "status");
    status.setAttribute("style", "margin-left:auto;font-size:12px;color:#595959");
    wrapper.appendChild(box);
    wrapper.appendChild(label);
    wrapper.appendChild(status);
    element.appendChild(wrapper);
    var widget = {
      id: id,
      params: params,
      texts: texts,
      wrapper: wrapper,
      box: box,
      status: status,
    };
    box.addEventListener("change", function () {
      if (box.checked && !widget.token) solve(widget);
    });
    widgets[id] = widget;
    return id;
  }

  window.turnstile = {
    render: render,
    reset: function (id) {
      var widget = lookup(id);
      if (widget) clear(widget);
    },
    remove: function (id) {
      var widget = lookup(id);
      if (!widget) return;
      clearTimeout(widget.expiry);
      widget.wrapper.remove();
      delete widgets[widget.id];
    },
    getResponse: function (id) {
      var widget = lookup(id);
      return widget ? widget.token : undefined;
    },
    isExpired: function (id) {
      var widget = lookup(id);
      return Boolean(widget && widget.expired);
    },
    execute: function () {},
    ready: function (callback) {
      callback();
    },
  };

  var onload = scriptUrl.searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();
