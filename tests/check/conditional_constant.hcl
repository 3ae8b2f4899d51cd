true ? o.a : o.missing
# RUN: %check -T '{"o": ["object", {"a": "string"}]}' -e %text
# CHECK: "string"
