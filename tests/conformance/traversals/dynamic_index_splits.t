# A computed index ends the traversal; the index expression's own variables are reported.

traversals {
  expect {
    ref = list
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
  expect {
    ref = i
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}

result_type = object({
  a = string
})

result = {
  "a" = "n"
}
