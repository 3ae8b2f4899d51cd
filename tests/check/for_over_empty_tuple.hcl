[for v in e : v.missing]
# RUN: %check -T '{"e": ["tuple", []]}' -e %text
# CHECK: ["tuple",[]]
