/**
 * Stand-in third-party video player scripts (docs/rules.md §2 "Video widgets"), so the template
 * pages play YouTube, Brightcove and Aparat widgets without a request leaving the machine. Each
 * defines the small part of the real player's API the video plugin uses (plugins/video/players.ts)
 * and plays one of the local films in a <video> inside the widget.
 */
const FILM = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/video/film-16x9.webm';

const common = `
  function sfFilm(host, o) {
    var v = document.createElement('video');
    v.className = 'stand-in-player';
    v.src = ${JSON.stringify(FILM)};
    v.muted = !!o.muted; v.loop = !!o.loop; v.controls = !!o.controls; v.playsInline = true;
    v.setAttribute('aria-label', 'Stand-in player, video ' + o.id);
    host.appendChild(v);
    return v;
  }`;

/** The script text per player type. */
export const STAND_IN_PLAYERS = {
  // The iframe API in two steps, as YouTube's: this script defines YT.ready and loads a second
  // one (youtube-widgetapi.js), which defines YT.Player and then runs what YT.ready was given.
  youtube: `(function () {
  if (window.YT && window.YT.loading) return;
  var waiting = [];
  window.YT = { loading: 1, loaded: 0, ready: function (fn) { if (window.YT.loaded) fn(); else waiting.push(fn); } };
  window.onYTReady = function () {
    window.YT.loaded = 1;
    for (var i = 0; i < waiting.length; i++) try { waiting[i](); } catch (e) {}
  };
  var src = document.currentScript.src.replace(/youtube\.js.*$/, 'youtube-widgetapi.js');
  var tt = window.trustedTypes;
  var a = document.createElement('script');
  a.src = tt ? tt.createPolicy('stand-in-youtube', { createScriptURL: function (u) { return u; } }).createScriptURL(src) : src;
  a.async = true;
  document.head.appendChild(a);
})();`,
  // YT.Player(el, {videoId, playerVars, events}) with playVideo / pauseVideo / destroy and
  // onStateChange, as the iframe API; like it, the player's frame replaces the element it is
  // given, taking its id.
  'youtube-widgetapi': `(function () {${common}
  function Player(el, o) {
    var self = this, vars = o.playerVars || {}, ev = o.events || {};
    var box = document.createElement('div');
    box.className = 'stand-in-player-frame';
    box.id = el.id;
    el.replaceWith(box);
    var v = sfFilm(box, { id: o.videoId, muted: vars.mute, loop: vars.loop, controls: vars.controls });
    v.dataset.player = 'youtube';
    v.addEventListener('error', function () { ev.onError && ev.onError({ data: 5 }); });
    // onStateChange as the iframe API reports it: 1 playing, 2 paused, 0 ended (no pause first).
    var state = function (data) { ev.onStateChange && ev.onStateChange({ data: data, target: self }); };
    v.addEventListener('playing', function () { state(1); });
    v.addEventListener('pause', function () { if (!v.ended) state(2); });
    v.addEventListener('ended', function () { state(0); });
    this.playVideo = function () { v.play().catch(function () {}); };
    this.pauseVideo = function () { v.pause(); };
    this.destroy = function () { v.pause(); box.remove(); };
    setTimeout(function () { ev.onReady && ev.onReady({ target: self }); }, 0);
  }
  window.YT.Player = Player;
  window.onYTReady();
})();`,
  // bc(<video-js data-video-id>) with play / pause / on, as Brightcove's in-page player. Like
  // Brightcove's, each player's script (one per account and player) defines window.bc anew: its
  // players carry the account of the script that made them (data-account).
  brightcove: `(function () {${common}
  var account = (/[?&]account=(\\w+)/.exec(document.currentScript && document.currentScript.src || '') || [])[1] || '';
  window.bc = function (el) {
    var v = sfFilm(el, { id: el.getAttribute('data-video-id'), muted: el.hasAttribute('muted'), loop: el.hasAttribute('loop'), controls: el.hasAttribute('controls') });
    v.dataset.player = 'brightcove';
    v.dataset.account = account;
    return {
      play: function () { return v.play(); },
      pause: function () { v.pause(); },
      ended: function () { return v.ended; },
      on: function (name, fn) { v.addEventListener(name, fn); },
      dispose: function () { v.pause(); el.remove(); }
    };
  };
})();`,
  // Aparat's embed script fills the element named by data[rnddiv] with its own player.
  aparat: `(function () {${common}
  var src = document.currentScript && document.currentScript.src || '';
  var m = /[?&]data%5Brnddiv%5D=([\\w-]+)|[?&]data\\[rnddiv\\]=([\\w-]+)/.exec(src);
  var host = m && document.getElementById(m[1] || m[2]);
  if (host) sfFilm(host, { id: 'aparat', controls: true }).dataset.player = 'aparat';
})();`,
};
