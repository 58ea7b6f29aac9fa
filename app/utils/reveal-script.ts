/**
 * Runs inline in <head>, before first paint, so content that will animate in
 * is never shown and then hidden (no flash). It only opts the page in when
 * IntersectionObserver exists; without JavaScript nothing is ever hidden.
 * It also marks the document with `js` (see the `nojs:` variant in app.css).
 * `window.__reveal()` is called again after every client-side navigation.
 */
export const REVEAL_SCRIPT = `(function(){
document.documentElement.classList.add("js");
if(!("IntersectionObserver" in window))return;
var d=document.documentElement;d.classList.add("js-reveal");
var io=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("data-revealed","");io.unobserve(e.target);}});},{threshold:0.1});
window.__reveal=function(){document.querySelectorAll("[data-reveal]:not([data-revealed])").forEach(function(el){io.observe(el);});};
if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",window.__reveal);}else{window.__reveal();}
})();`;

declare global {
  interface Window {
    __reveal?: () => void;
  }
}
