{
  add         = issensitive(sensitive(1) + 2)
  subtract    = issensitive(2 - sensitive(1))
  multiply    = issensitive(sensitive(2) * 3)
  divide      = issensitive(6 / sensitive(3))
  modulo      = issensitive(sensitive(7) % 3)
  negate      = issensitive(-sensitive(1))
  not         = issensitive(!sensitive(true))
  and         = issensitive(sensitive(true) && true)
  or_decided  = issensitive(sensitive(true) || false)
  less        = issensitive(sensitive(1) < 2)
  greater_eq  = issensitive(2 >= sensitive(1))
  equal       = issensitive(sensitive("a") == "a")
  not_equal   = issensitive("a" != sensitive("b"))
  equal_deep  = issensitive([sensitive(1)] == [1])
  unmarked    = issensitive(1 + 2)
  value       = nonsensitive(sensitive(40) + 2)
}
# RUN: %tf_typed -e %text
# CHECK: {"value":{"add":true,"and":true,"divide":true,"equal":true,"equal_deep":true,"greater_eq":true,"less":true,"modulo":true,"multiply":true,"negate":true,"not":true,"not_equal":true,"or_decided":true,"subtract":true,"unmarked":false,"value":42},"type":["object",{"add":"bool","and":"bool","divide":"bool","equal":"bool","equal_deep":"bool","greater_eq":"bool","less":"bool","modulo":"bool","multiply":"bool","negate":"bool","not":"bool","not_equal":"bool","or_decided":"bool","subtract":"bool","unmarked":"bool","value":"number"}]}
