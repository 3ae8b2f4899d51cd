# A splat ends the traversal before the splat operator.

traversals {
  expect {
    ref = items
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
  expect {
    ref = others
    from {
      line   = 2
      column = 5
      byte   = 22
    }
    to {
      line   = 2
      column = 11
      byte   = 28
    }
  }
}

result_type = object({
  a = tuple([string])
  b = tuple([string])
})

result = {
  "a" = [
    "a",
  ]
  "b" = [
    "b",
  ]
}
