# For expressions nest, the inner one seeing the outer's variable.

result_type = object({
  pairs = tuple([tuple([string, string]), tuple([string, string])])
})

result = {
  "pairs" = [
    [
      "1x",
      "1y",
    ],
    [
      "2x",
      "2y",
    ],
  ]
}
