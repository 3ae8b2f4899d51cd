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
#include <cstdio>
#include <iostream>
#include <set>
#include <string>

#include <hclc/hclc.h>

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

// The types the application requires of a service's attributes, in HCL's own
// type constraint syntax; a port's protocol defaults to "tcp".
struct ServiceTypes {
  hcl::TypeConstraint image, replicas, endpoint, ports, tags;
};

ServiceTypes service_types(hcl::Diagnostics& diags) {
  auto parse = [&](const char* text) { return *hcl::TypeConstraint::parse(text, diags); };
  return {parse("string"), parse("number"), parse("string"),
          parse("list(object({ number = number, protocol = optional(string, \"tcp\") }))"), parse("map(string)")};
}

// The value of an attribute converted to its type; `fallback` when absent.
hcl::Value typed_attribute(const hcl::BodyContent& content, const char* name, const hcl::TypeConstraint& type,
                           const hcl::Value& fallback, const hcl::EvalContext& ctx, hcl::Diagnostics& diags) {
  const hcl::Attribute* attr = content.attribute(name);
  if (!attr) return fallback;
  hcl::Value value = attr->expr.value(ctx, diags);
  hcl::Result<hcl::Value> converted = type.convert(value);
  if (!converted) {
    const hcl::Error& error = converted.error();
    diags.add_error("Invalid value for \"" + std::string(name) + "\"",
                    "The value must be " + type.type().friendly_name() + ": " +
                        (error.path.empty() ? "" : error.path + ": ") + error.message + ".",
                    attr->expr.range());
    return hcl::Value::unknown(type.type());
  }
  return *converted;
}

// `variable "name" { type = ..., default = ... }` blocks, as the object `var`.
hcl::Value read_variables(const std::vector<const hcl::Block*>& blocks, hcl::Diagnostics& diags) {
  const hcl::BodySchema schema{.attributes = {{"type"}, {"default", true}}};
  std::vector<hcl::Value::Entry> variables;
  std::set<std::string> names;
  for (const hcl::Block* block : blocks) {
    if (!names.insert(block->labels[0]).second) {
      diags.add_error("Duplicate variable", "A variable named \"" + block->labels[0] + "\" was already declared.",
                      block->def_range);
      continue;
    }
    hcl::BodyContent content = block->body.content(schema, diags);
    const hcl::Attribute* default_attr = content.attribute("default");
    if (!default_attr) continue;
    hcl::Value value = default_attr->expr.value(diags);  // a constant: no variables, no functions
    if (const hcl::Attribute* type_attr = content.attribute("type")) {
      if (std::optional<hcl::TypeConstraint> type = hcl::TypeConstraint::parse(type_attr->expr, diags)) {
        hcl::Result<hcl::Value> converted = type->convert(value);
        if (!converted) {
          diags.add_error("Invalid default value for variable",
                          "This default value is not compatible with the variable's type constraint: " +
                              converted.error().message + ".",
                          default_attr->expr.range());
          continue;
        }
        value = *converted;
      }
    }
    variables.emplace_back(block->labels[0], value);
  }
  return hcl::Value::object(variables).value();  // the names are distinct
}

void print_service(const std::string& name, const hcl::Value& service) {
  std::cout << "service " << name << "\n";
  std::cout << "  image:    " << *service.get("image")->as_string_view() << "\n";
  std::cout << "  replicas: " << *service.get("replicas")->as_int64() << "\n";
  if (std::optional<std::string> endpoint = service.get("endpoint")->as_string())
    std::cout << "  endpoint: " << *endpoint << "\n";
  for (const hcl::Value& port : service.get("ports")->elements())
    std::cout << "  port:     " << *port.get("number")->as_decimal() << "/" << *port.get("protocol")->as_string_view()
              << "\n";
  for (const auto& [key, value] : service.get("tags")->entries())
    std::cout << "  tag:      " << key << " = " << *value.as_string_view() << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: service-config CONFIG [ENV]\n";
    return 1;
  }
  const std::string env = argc == 3 ? argv[2] : "dev";

  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse_file(argv[1], diags);  // JSON syntax for *.json

  const hcl::BodySchema root_schema{
      .attributes = {{"region", true}},
      .blocks = {{"variable", {"name"}}, {"service", {"name"}}}};
  hcl::BodyContent root = file.body().content(root_schema, diags);

  // What every expression may use: the application's values, the variables,
  // the standard library and slug().
  hcl::EvalContext ctx;
  ctx.set_variable("env", hcl::Value::string(env));
  ctx.set_variable("version", hcl::Value::string("1.4.2"));
  ctx.set_variable("var", read_variables(root.blocks_of_type("variable"), diags));
  ctx.add_standard_functions();
  ctx.add_function("slug", slug_function());

  const ServiceTypes types = service_types(diags);
  const hcl::BodySchema service_schema{
      .attributes = {{"image", true}, {"replicas"}, {"endpoint"}, {"ports"}, {"tags"}}};
  std::vector<hcl::Value::Entry> services;
  for (const hcl::Block* block : root.blocks_of_type("service")) {
    const std::string& name = block->labels[0];
    hcl::BodyContent content = block->body.content(service_schema, diags);

    // What the service refers to, known before evaluating anything.
    std::cout << "service " << name << " uses:";
    std::set<std::string> seen;
    for (const hcl::Attribute& attr : content.attributes)
      for (const hcl::Traversal& ref : attr.expr.variables())
        if (seen.insert(ref.text()).second) std::cout << " " << ref.text();
    std::cout << "\n";

    hcl::EvalContext scope = ctx.child();  // `self` exists only inside this service
    scope.set_variable("self", hcl::Value::object({{"name", hcl::Value::string(name)}}).value());
    services.emplace_back(
        name, hcl::Value::object({
                  {"image", typed_attribute(content, "image", types.image, {}, scope, diags)},
                  {"replicas", typed_attribute(content, "replicas", types.replicas, hcl::Value::number(1),
                                               scope, diags)},
                  {"endpoint", typed_attribute(content, "endpoint", types.endpoint,
                                               hcl::Value::null(hcl::Type::string()), scope, diags)},
                  {"ports", typed_attribute(content, "ports", types.ports,
                                            hcl::Value::list({}, types.ports.type().element_type()).value(), scope,
                                            diags)},
                  {"tags", typed_attribute(content, "tags", types.tags,
                                           hcl::Value::map({}, hcl::Type::string()).value(), scope, diags)},
              }).value());
  }

  const hcl::TypeConstraint region_type = *hcl::TypeConstraint::parse("string", diags);
  hcl::Value region = typed_attribute(root, "region", region_type, {}, ctx, diags);

  if (diags.has_errors()) {
    std::cerr << hcl::render_text(diags, parser, {.color = isatty(STDERR_FILENO) != 0});
    return 2;
  }

  std::cout << "region " << *region.as_string() << "\n";
  for (const auto& [name, service] : services) print_service(name, service);
  std::cout << hcl::Value::object(services).value().to_json().value() << "\n";
  return 0;
}
