# Quoted templates: escapes, interpolations, strip markers, directives, and
# the single-interpolation wrap.
plain  = "a\tb\n\"c\" \u00e9 $${literal} %%{literal}"
interp = "Hello, ${name}!"
wrap   = "${var.value}"
strip  = "a ${~ x ~} b"
ifelse = "%{ if cond }yes%{ else }no%{ endif }"
loop   = "%{ for i, x in xs }${i}:${x},%{ endfor }"
loopv  = "%{~ for x in xs ~} ${x} %{~ endfor ~}"
