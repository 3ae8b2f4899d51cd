// service-config: an application that embeds hclc to read its configuration.
//
//   service-config CONFIG [ENV]     (CONFIG: service.hcl or service.hcl.json; ENV: dev, prod, ...)
//
// The configuration declares typed variables with defaults and services with
// an image, replicas, an endpoint, ports and tags. Expressions may use the
// variables (`var.base_port`), what the application provides (`env`,
// `version`, and `self` inside a service), the standard functions and the
// application's own `slug` function. The result is printed as text and as
// JSON; problems are printed as diagnostics that quote the configuration.

#include <unistd.h>

#include <cctype>
#include <iostream>
#include <set>
#include <string>

#include <hclc/hclc.h>

// The configuration, described once: hcl::decode reads it, checks it and
// reports what is missing, unexpected or of the wrong type.
struct Variable {  // variable "base_port" { type = number, default = 8000 }
  std::optional<hcl::TypeConstraint> type;
  hcl::Value default_value;  // a constant
  hcl::Range where;
};
void describe(hcl::Schema<Variable>& s) {
  s.optional("type", &Variable::type).attr("default", &Variable::default_value).range(&Variable::where);
}

struct Declarations {
  std::map<std::string, Variable> variables;  // by name; a name declared twice is an error
  hcl::Body rest;                             // the services, read once the variables are known
};
void describe(hcl::Schema<Declarations>& s) {
  s.block_map("variable", "name", &Declarations::variables).remain(&Declarations::rest);
}

struct Port {  // { number = 8080, protocol = "udp" }
  int number = 0;
  std::string protocol = "tcp";
};
void describe(hcl::Schema<Port>& s) { s.attr("number", &Port::number).optional("protocol", &Port::protocol); }

struct Service {
  std::string image;
  int replicas = 1;
  std::optional<std::string> endpoint;
  std::vector<Port> ports;
  std::map<std::string, std::string> tags;
  hcl::Body body;  // to list what the service refers to
};
void describe(hcl::Schema<Service>& s) {
  s.attr("image", &Service::image)
      .optional("replicas", &Service::replicas)
      .optional("endpoint", &Service::endpoint)
      .optional("ports", &Service::ports)
      .optional("tags", &Service::tags)
      .body(&Service::body)
      // `self` exists only inside a service.
      .scope([](const hcl::Block& block, hcl::EvalContext& scope) {
        scope.set_variable("self", hcl::Value::object({{"name", hcl::Value::string(block.labels[0])}}));
      });
}

struct Config {
  std::string region;
  std::map<std::string, Service> services;
};
void describe(hcl::Schema<Config>& s) {
  s.attr("region", &Config::region).block_map("service", "name", &Config::services);
}

namespace {

// slug("API Gateway (prod)") == "api-gateway-prod": the application's own function.
hcl::Function slug_function() {
  return hcl::Function(
      {.parameters = {{.name = "text", .type = hcl::Type::string()}},
       .result_type = hcl::Function::returns(hcl::Type::string()),
       .implementation = [](std::span<const hcl::Value> args, const hcl::Type&) -> hcl::Result<hcl::Value> {
         const std::string_view text = *args[0].as_string_view();  // args live for the whole call
         std::string slug;
         for (char c : text) {
           if (std::isalnum(static_cast<unsigned char>(c)))
             slug += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
           else if (!slug.empty() && slug.back() != '-')
             slug += '-';
         }
         while (!slug.empty() && slug.back() == '-') slug.pop_back();
         if (slug.empty()) return hcl::Error{"the text has no letters or digits"};
         return hcl::Value::string(slug);
       }});
}

// The variables as the object `var`, each default converted to its type
// constraint (`optional(string, "tcp")` defaults applied).
hcl::Value variables_object(const std::map<std::string, Variable>& variables, hcl::Diagnostics& diags) {
  std::vector<hcl::Value::Entry> values;
  for (const auto& [name, variable] : variables) {
    hcl::Result<hcl::Value> value = variable.type ? variable.type->convert(variable.default_value)
                                                  : hcl::Result<hcl::Value>(variable.default_value);
    if (value)
      values.emplace_back(name, *value);
    else
      diags.add_error(
          "Invalid default value for variable",
          "This default value is not compatible with the variable's type constraint: " + value.error().message + ".",
          variable.where);
  }
  return hcl::Value::object(values);
}

void print_service(const std::string& name, const Service& service) {
  std::cout << "service " << name << "\n";
  std::cout << "  image:    " << service.image << "\n";
  std::cout << "  replicas: " << service.replicas << "\n";
  if (service.endpoint) std::cout << "  endpoint: " << *service.endpoint << "\n";
  for (const Port& port : service.ports) std::cout << "  port:     " << port.number << "/" << port.protocol << "\n";
  for (const auto& [key, value] : service.tags) std::cout << "  tag:      " << key << " = " << value << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: service-config CONFIG [ENV]\n";
    return 1;
  }
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse_file(argv[1], diags);  // JSON syntax for *.json

  // The variables first (constants), then everything else in a context with
  // them, the application's values, the standard library and slug().
  Declarations declarations = hcl::decode<Declarations>(file.body(), diags);
  hcl::EvalContext ctx;
  ctx.set_variable("env", hcl::Value::string(argc == 3 ? argv[2] : "dev"));
  ctx.set_variable("version", hcl::Value::string("1.4.2"));
  ctx.set_variable("var", variables_object(declarations.variables, diags));
  ctx.add_standard_functions();
  ctx.add_function("slug", slug_function());
  Config config = hcl::decode<Config>(declarations.rest, ctx, diags);

  // What each service refers to, known without evaluating anything.
  for (const auto& [name, service] : config.services) {
    std::cout << "service " << name << " uses:";
    std::set<std::string> seen;
    hcl::Diagnostics reported;  // already, by decode
    for (const hcl::Attribute& attr : service.body.just_attributes(reported))
      for (const hcl::Traversal& ref : attr.expr.variables())
        if (seen.insert(ref.text()).second) std::cout << " " << ref.text();
    std::cout << "\n";
  }
  if (diags.has_errors()) {
    std::cerr << hcl::render_text(diags, parser, {.color = isatty(STDERR_FILENO) != 0});
    return 2;
  }

  std::cout << "region " << config.region << "\n";
  for (const auto& [name, service] : config.services) print_service(name, service);
  std::cout << hcl::encode(config.services).to_json().value() << "\n";
  return 0;
}
