can([null]...)
# CHECK: {"value":true,"type":"bool"}
