["café", upper("straße"), "😀"]
# RUN: %eval -e %text
# CHECK: {"value":["café","STRAßE","😀"],"type":["tuple",["string","string","string"]]}
