[try(o.missing, "fallback"), can(o.missing), can(o.a)]
# RUN: %check -T '{"o": ["object", {"a": "string"}]}' -e %text
# CHECK: ["tuple",["string","bool","bool"]]
