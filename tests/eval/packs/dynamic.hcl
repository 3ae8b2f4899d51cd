setting {
  name   = "static"
  digest = md5("static")
}

dynamic "setting" {
  for_each = networks
  content {
    name   = setting.key
    digest = substr(sha256(setting.key), 0, 8)
    dynamic "rule" {
      for_each = range(setting.value)
      iterator = n
      content {
        subnet = cidrsubnet("10.0.0.0/16", 8, n.value)
      }
    }
  }
}
