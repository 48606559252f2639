/**
 * The public sign-up page's only script (no framework: a phone on 3G gets the form at once): masks the
 * inputs that have data-mask ('#' is a digit; a phone picks the mobile mask when the 3rd digit is 9)
 * and moves the focus to the error summary. The form works without it; the server checks everything.
 */
export const SIGNUP_SCRIPT = `(function(){
var MOBILE='+55 (##) # ####-####',LAND='+55 (##) ####-####';
function fill(mask,digits){var out='',i=0;for(var k=0;k<mask.length&&i<digits.length;k++){var m=mask[k];if(m==='#'){out+=digits[i++];}else{out+=m;}}return out;}
function apply(input){var mask=input.getAttribute('data-mask');var d=input.value.replace(/\\D/g,'');
if(mask.indexOf('+55')===0){if(input.value.trim().indexOf('+55')===0||(d.indexOf('55')===0&&d.length>11))d=d.slice(2);mask=d.length>2&&d[2]==='9'?MOBILE:LAND;d=d.slice(0,mask===MOBILE?11:10);if(!d){input.value='';return;}d='55'+d;}
input.value=fill(mask.replace('+55','+##'),d);}
var inputs=document.querySelectorAll('input[data-mask]');
for(var i=0;i<inputs.length;i++){inputs[i].addEventListener('input',function(e){apply(e.target);});}
var summary=document.getElementById('erros');if(summary)summary.focus();
})();`;
