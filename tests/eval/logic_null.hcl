true || null
# RUN: %eval -e %text
# CHECK: {"value":true,"type":"bool"}
