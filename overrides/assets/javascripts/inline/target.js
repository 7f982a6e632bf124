// Material 9.8.2's inline tab-target check (partials/javascripts/content.html), unchanged,
// moved to a file so the Content-Security-Policy can forbid inline scripts.
var target=document.getElementById(location.hash.slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))
