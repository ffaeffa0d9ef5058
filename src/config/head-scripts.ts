/**
 * Runs before React hydrates: `/x.html` and `/x/index.html` are served the
 * page of `/x`, so rewrite the address bar to `/x` (keeping query and hash).
 * The client router then sees the same path the page was rendered for.
 */
export const canonicalPathScript = `(function(){try{var l=window.location,p=l.pathname,n=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');if(n===p)return;if(n.length>1&&n.charAt(n.length-1)==='/'&&!/^\\/[a-z]{2}\\/$/.test(n))n=n.slice(0,-1);window.history.replaceState(window.history.state,'',n+l.search+l.hash);}catch(e){}})();`;
