{
  plain  = "visible"
  secret = sensitive("hidden")
  list   = [sensitive(1), 2]
  inner  = nonsensitive(sensitive({ a = sensitive("x"), b = "y" }))
}
# RUN: %tf -e %text
# CHECK: {
# CHECK:   inner = {
# CHECK:     a = (sensitive value)
# CHECK:     b = "y"
# CHECK:   }
# CHECK:   list = [
# CHECK:     (sensitive value),
# CHECK:     2,
# CHECK:   ]
# CHECK:   plain = "visible"
# CHECK:   secret = (sensitive value)
# CHECK: }
