true || null
# CHECK: {"value":true,"type":"bool"}
