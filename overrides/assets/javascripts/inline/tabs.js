// Material 9.8.2's inline linked-tabs restore (partials/javascripts/content.html), unchanged,
// moved to a file so the Content-Security-Policy can forbid inline scripts.
var tabs=__md_get("__tabs");if(Array.isArray(tabs))e:for(var set of document.querySelectorAll(".tabbed-set")){var labels=set.querySelector(".tabbed-labels");for(var tab of tabs)for(var label of labels.getElementsByTagName("label"))if(label.innerText.trim()===tab){var input=document.getElementById(label.htmlFor);input.checked=!0;continue e}}
