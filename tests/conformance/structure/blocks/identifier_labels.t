# Labels may be bare identifiers as well as quoted strings.

result_type = object({
  service = map(map(object({
    n = number
  })))
})

result = {
  "service" = {
    "web" = {
      "quoted" = {
        "n" = 1
      }
    }
  }
}
