# Saved with a UTF-8 byte order mark: hclc json reads it as the reference does.
name = "app"
service "web" {
  port = 80
}
