build {
  sources = ["source.null.example"]
  post-processor "manifest" {
    output     = "manifest.json"
    strip_path = true
  }
}
