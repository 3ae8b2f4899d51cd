["café", upper("straße"), "😀"]
# CHECK: {"value":["café","STRAßE","😀"],"type":["tuple",["string","string","string"]]}
