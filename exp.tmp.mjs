import Converter from 'openapi-to-postmanv2';
import fs from 'node:fs';
import codegen from 'postman-code-generators';
import sdk from 'postman-collection';
const spec = fs.readFileSync('openapi/core.yaml','utf8');
const res = await new Promise((ok, ko) => Converter.convertV2({type:'string', data: spec}, {requestParametersResolution:'Example', exampleParametersResolution:'Example', folderStrategy:'Tags', includeAuthInfoInExample:true, parametersResolution:'Example'}, (e,r)=>e?ko(e):ok(r)));
console.log(res.result, res.reason);
const col = res.output[0].data;
fs.writeFileSync('/tmp/core.collection.json', JSON.stringify(col,null,1));
const c = new sdk.Collection(col);
let n=0; const items=[]; c.forEachItem(i=>items.push(i));
console.log('items', items.length, 'variables', JSON.stringify(col.variable), JSON.stringify(col.auth));
const item = items.find(i=>i.request.method==='POST' && i.request.body?.mode==='raw') ;
console.log(item.name, JSON.stringify(item.request.toJSON()).slice(0,1500));
for (const [lang, variant] of [['curl','cURL'],['python','Requests'],['javascript','Fetch'],['go','Native'],['java','OkHttp'],['csharp','HttpClient']]) {
  await new Promise(ok=> codegen.convert(lang, variant, item.request, {indentCount:2, indentType:'Space', trimRequestBody:true, followRedirect:true}, (e,s)=>{console.log('-----',lang,e); console.log(s); ok();}));
}
