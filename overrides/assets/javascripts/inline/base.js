// Material 9.8.2's inline bootstrap (partials/javascripts/base.html), moved to a file so
// the Content-Security-Policy can forbid inline scripts. The only change: the site root is
// found from this file's own URL (assets/javascripts/inline/ is three levels down) instead
// of a base_url written into every page.
__md_scope=new URL("../../../",document.currentScript.src),__md_hash=e=>[...e].reduce(((e,_)=>(e<<5)-e+_.charCodeAt(0)),0),__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem(t.pathname+"."+e)),__md_set=(e,_,t=localStorage,a=__md_scope)=>{try{t.setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}
