# Identifiers are Unicode ID_Start/ID_Continue sequences.

result_type = object({
  café = string
  имя = number
})

result = {
  "café" = "ok"
  "имя" = 2
}
