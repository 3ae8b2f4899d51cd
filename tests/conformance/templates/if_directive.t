# The if directive with and without else.

result_type = object({
  else = string
  no = string
  yes = string
})

result = {
  "else" = "one"
  "no" = ""
  "yes" = "on"
}
