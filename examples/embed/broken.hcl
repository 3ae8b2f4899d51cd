# A configuration with mistakes, to show service-config's diagnostics.
region = "eu-west-1"

service "api" {
  image    = "registry.example.com/api:${version}"
  replica  = 3
  ports    = [{ number = "http" }]
  endpoint = slug("!!!")
}
