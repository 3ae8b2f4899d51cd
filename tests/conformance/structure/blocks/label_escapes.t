# Quoted labels process escape sequences.

result_type = object({
  service = map(object({
    n = number
  }))
})

result = {
  "service" = {
    "a\"b\tcé" = {
      "n" = 1
    }
  }
}
