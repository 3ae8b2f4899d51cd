"ab${s}" == "x" ? "a" + 1 : 1
# RUN: %check -T '{"s": "string"}' -e %text
# CHECK: "number"
