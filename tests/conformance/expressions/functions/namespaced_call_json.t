# A namespaced function call in the JSON syntax's template.

traversals {
  expect {
    ref = x
    from {
      line   = 1
      column = 35
      byte   = 34
    }
    to {
      line   = 1
      column = 36
      byte   = 35
    }
  }
}

result_type = object({
  a = string
})

result = {
  "a" = "$${provider::aws::arn_parse(x)}"
}
