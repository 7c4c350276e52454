/**
 * Classic XSS payloads. Each would set `window[XSS_FLAG]` if anything in it ran; the tests and
 * the browser story assert that the flag is never set and nothing executable survives.
 */
export const XSS_FLAG = '__tesseraXss';
const run = `window.${XSS_FLAG}=1`;

export const XSS_PAYLOADS: Record<string, string> = {
  script: `<script>${run}</script>`,
  scriptSrc: `<script src="data:text/javascript,${run}"></script>`,
  imgOnerror: `<img src=x onerror="${run}">`,
  imgOnerrorNoQuotes: `<IMG SRC=x OnErRoR=${run}>`,
  javascriptHref: `<a href="javascript:${run}">javascript link</a>`,
  javascriptHrefEncoded: `<a href="&#106;avascript:${run}">encoded link</a>`,
  javascriptHrefTab: `<a href="java\tscript:${run}">tab link</a>`,
  javascriptHrefSpace: `<a href="  JaVaScRiPt:${run}">spaced link</a>`,
  vbscriptHref: `<a href="vbscript:msgbox(1)">vbscript link</a>`,
  dataHtmlHref: `<a href="data:text/html,<script>${run}</script>">data link</a>`,
  svgOnload: `<svg onload="${run}"><circle r="4"></circle></svg>`,
  svgScript: `<svg><script>${run}</script></svg>`,
  svgAnimateHref: `<svg><a><animate attributeName="href" values="javascript:${run}"/><text y="20">x</text></a></svg>`,
  mathHref: `<math><mi xlink:href="javascript:${run}">x</mi></math>`,
  iframe: `<iframe src="javascript:parent.${run}"></iframe>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
  object: `<object data="javascript:${run}"></object>`,
  embed: `<embed src="javascript:${run}">`,
  form: `<form action="javascript:${run}"><button>Claim bonus</button></form>`,
  formaction: `<button formaction="javascript:${run}">Go</button>`,
  inputAutofocus: `<input autofocus onfocus="${run}">`,
  detailsOntoggle: `<details open ontoggle="${run}"><summary>More</summary></details>`,
  bodyOnload: `<body onload="${run}">`,
  metaRefresh: `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  base: `<base href="javascript:${run}//">`,
  link: `<link rel="stylesheet" href="javascript:${run}">`,
  styleTag: `<style>@import "javascript:${run}"; body{background:url("javascript:${run}")}</style>`,
  styleAttr: `<div style="background-image:url(javascript:${run});position:fixed;inset:0;z-index:9999">overlay</div>`,
  styleExpression: `<p style="width:expression(${run})">old IE</p>`,
  noscriptMxss: `<noscript><p title="</noscript><img src=x onerror=${run}>"></p></noscript>`,
  svgStyleMxss: `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  mathMglyphMxss: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${run}&gt;">`,
  formMathMxss: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  templateMxss: `<template><img src=x onerror=${run}></template>`,
  textareaMxss: `<textarea><img src=x onerror=${run}></textarea>`,
  commentMxss: `<!--><img src=x onerror=${run}>-->`,
  xmpMxss: `<xmp><p title="</xmp><img src=x onerror=${run}>">`,
  domClobbering: `<img name="getElementById"><form id="location"></form><a id="defaultView" href="#">x</a>`,
};
