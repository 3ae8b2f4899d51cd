# Escape sequences in quoted strings, and the doubled $${ and %%{ escapes.

result_type = object({
  backslash = string
  cr_tab = string
  dollar = string
  lone_dollar = string
  newline = string
  percent = string
  quote = string
  unicode4 = string
  unicode8 = string
})

result = {
  "backslash" = "a\\b"
  "cr_tab" = "a\r\tb"
  "dollar" = "$${not interpolated}"
  "lone_dollar" = "$5 and 100%"
  "newline" = "a\nb"
  "percent" = "%%{not a directive}"
  "quote" = "say \"hi\""
  "unicode4" = "café"
  "unicode8" = "😀"
}
