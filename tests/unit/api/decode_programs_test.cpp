// hcl::decode for real programs (issue #32, part 2): labels wherever a
// block's struct is decoded, more converters (sets, maps with other keys,
// enums by name), ignoring what no field names, decode_file, where a
// description may be declared, and encode / encode_text keeping labels and
// remaining content.

#include <doctest/doctest.h>

#include <hclc/decode.h>
#include <hclc/extensions.h>
#include <hclc/parser.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace shop {

enum class Tier { free, pro, enterprise };
void describe(hcl::EnumNames<Tier>& n) {
  n.name("free", Tier::free).name("pro", Tier::pro).name("enterprise", Tier::enterprise);
}

struct Service {
  std::string name;
  std::string zone;
  hcl::Range where;
  std::string image;
};
void describe(hcl::Schema<Service>& s) {
  s.label("name", &Service::name).label("zone", &Service::zone).range(&Service::where).attr("image", &Service::image);
}

struct Route {
  std::string path;  // its own key in the block_map
  std::string to;
};
void describe(hcl::Schema<Route>& s) { s.key(&Route::path).attr("to", &Route::to); }

struct Root {
  std::vector<Service> services;
  std::map<std::string, Route> routes;
};
void describe(hcl::Schema<Root>& s) { s.block("service", &Root::services).block_map("route", "path", &Root::routes); }

struct Converters {
  std::set<std::string> zones;
  std::set<int> ports;
  std::unordered_map<std::string, int> weights;
  std::map<int, std::string> by_port;
  std::map<bool, std::string> by_flag;
  std::map<Tier, int> limits;
  std::unordered_map<std::uint16_t, Tier> tiers;
  Tier tier = Tier::free;
  std::optional<Tier> other;
};
void describe(hcl::Schema<Converters>& s) {
  s.optional("zones", &Converters::zones)
      .optional("ports", &Converters::ports)
      .optional("weights", &Converters::weights)
      .optional("by_port", &Converters::by_port)
      .optional("by_flag", &Converters::by_flag)
      .optional("limits", &Converters::limits)
      .optional("tiers", &Converters::tiers)
      .optional("tier", &Converters::tier)
      .optional("other", &Converters::other);
}

// Reads what it needs and nothing else, in every struct (DecodeOptions) or in one (Schema::ignore_unknown).
struct Partial {
  std::string name;
  std::vector<Service> services;
};
void describe(hcl::Schema<Partial>& s) { s.optional("name", &Partial::name).block("service", &Partial::services); }
struct Tolerant {
  std::string name;
};
void describe(hcl::Schema<Tolerant>& s) { s.optional("name", &Tolerant::name).ignore_unknown(); }

// Each place a description may be.
struct WithMember {
  int n = 0;
  static void describe(hcl::Schema<WithMember>& s) { s.attr("n", &WithMember::n); }
};
struct WithFriend {
  int n = 0;
  friend void describe(hcl::Schema<WithFriend>& s) { s.attr("n", &WithFriend::n); }
};
struct WithSpecialization {
  int n = 0;
};
struct NotDescribed {
  int n = 0;
};

struct Job {
  std::string name;
  std::string driver;
  hcl::Body rest;
};
void describe(hcl::Schema<Job>& s) { s.label("name", &Job::name).attr("driver", &Job::driver).remain(&Job::rest); }
struct Jobs {
  std::string region;
  std::vector<Job> jobs;
  hcl::Body rest;
};
void describe(hcl::Schema<Jobs>& s) { s.attr("region", &Jobs::region).block("job", &Jobs::jobs).remain(&Jobs::rest); }

// block_maps with keys of other types than strings: the first label read as the key type.
struct Listener {
  std::string label;  // its own key, as written
  std::string protocol;
};
void describe(hcl::Schema<Listener>& s) { s.key(&Listener::label).attr("protocol", &Listener::protocol); }
struct Plan {
  int limit = 0;
};
void describe(hcl::Schema<Plan>& s) { s.attr("limit", &Plan::limit); }
struct Gateway {
  std::map<int, Listener> listeners;
  std::unordered_map<Tier, Plan> plans;
};
void describe(hcl::Schema<Gateway>& s) {
  s.block_map("listener", "port", &Gateway::listeners).block_map("plan", "tier", &Gateway::plans);
}

}  // namespace shop

template <>
struct hcl::Describe<shop::WithSpecialization> {
  static void describe(hcl::Schema<shop::WithSpecialization>& s) { s.attr("n", &shop::WithSpecialization::n); }
};

namespace {

hcl::File parse(hcl::Parser& parser, const char* text, const char* filename = "t.hcl") {
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(
      text, filename, std::string_view(filename).ends_with(".json") ? hcl::Syntax::Json : hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  return file;
}

std::vector<std::string> problems(const hcl::Diagnostics& diags) {
  std::vector<std::string> out;
  for (const hcl::Diagnostic& d : diags)
    out.push_back(d.summary + ": " + d.detail + " @ " + (d.subject ? d.subject->to_string() : "-"));
  return out;
}

}  // namespace

TEST_CASE("labels: a struct decoded from a block's body gets the block's labels, after dynamic blocks too") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parse(parser, R"(service "api" "eu" {
  image = "api:1"
}
dynamic "service" {
  for_each = ["web", "db"]
  labels   = [service.value, "us"]
  content {
    image = "${service.value}:2"
  }
}
)");
  hcl::EvalContext ctx;
  hcl::Body body = hcl::expand_dynamic_blocks(file.body(), ctx);
  hcl::BodyContent content = body.content({.blocks = {{"service", {"name", "zone"}}}}, diags);
  REQUIRE(content.blocks.size() == 3);
  std::vector<std::string> seen;
  for (const hcl::Block& block : content.blocks) {
    shop::Service from_body = hcl::decode<shop::Service>(block.body, ctx, diags);
    shop::Service from_block = hcl::decode<shop::Service>(block, ctx, diags);
    CHECK(from_body.name == from_block.name);
    CHECK(from_body.zone == from_block.zone);
    CHECK(from_body.where == block.def_range);
    CHECK(from_block.where == block.def_range);
    seen.push_back(from_body.name + "/" + from_body.zone + "=" + from_body.image);
  }
  CHECK(problems(diags).empty());
  CHECK(seen == std::vector<std::string>{"api/eu=api:1", "web/us=web:2", "db/us=db:2"});

  // Through the struct's own block fields, as before, and a block_map element's own key.
  shop::Root root = hcl::decode<shop::Root>(
      parse(parser, "service \"a\" \"z\" {\n  image = \"i\"\n}\nroute \"/x\" {\n  to = \"x\"\n}\n").body(), diags);
  CHECK(problems(diags).empty());
  REQUIRE(root.services.size() == 1);
  CHECK(root.services[0].zone == "z");
  CHECK(root.routes.at("/x").path == "/x");

  // A file's own body belongs to no block: the labels stay empty.
  shop::Service top = hcl::decode<shop::Service>(parse(parser, "image = \"i\"\n").body(), diags);
  CHECK(top.name.empty());
  CHECK(top.image == "i");
}

TEST_CASE("converters: sets, maps with string, integer, bool and enum keys, enums by name") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  shop::Converters c = hcl::decode<shop::Converters>(parse(parser, R"(
zones   = ["b", "a", "b"]
ports   = [443, 80]
weights = { a = 1, b = 2 }
by_port = { "80" = "http", 443 = "https" }
by_flag = { true = "on", "false" = "off" }
limits  = { free = 1, pro = 10 }
tiers   = { 1 = "pro", 65535 = "enterprise" }
tier    = "enterprise"
other   = null
)")
                                                         .body(),
                                                     diags);
  CHECK(problems(diags).empty());
  CHECK(c.zones == std::set<std::string>{"a", "b"});
  CHECK(c.ports == std::set<int>{80, 443});
  CHECK(c.weights == std::unordered_map<std::string, int>{{"a", 1}, {"b", 2}});
  CHECK(c.by_port == std::map<int, std::string>{{80, "http"}, {443, "https"}});
  CHECK(c.by_flag == std::map<bool, std::string>{{true, "on"}, {false, "off"}});
  CHECK(c.limits == std::map<shop::Tier, int>{{shop::Tier::free, 1}, {shop::Tier::pro, 10}});
  CHECK(c.tiers ==
        std::unordered_map<std::uint16_t, shop::Tier>{{1, shop::Tier::pro}, {65535, shop::Tier::enterprise}});
  CHECK(c.tier == shop::Tier::enterprise);
  CHECK_FALSE(c.other);

  // Written back: a set, maps with their keys as strings, enums by name.
  hcl::Value v = hcl::encode(c);
  CHECK(v.get("ports")->to_typed_json().value() == R"({"value":[80,443],"type":["set","number"]})");
  CHECK(v.get("by_port")->to_json().value() == R"({"443":"https","80":"http"})");
  CHECK(v.get("by_flag")->to_json().value() == R"({"false":"off","true":"on"})");
  CHECK(v.get("limits")->to_json().value() == R"({"free":1,"pro":10})");
  CHECK(v.get("tier")->as_string() == "enterprise");
  hcl::Diagnostics again;
  std::optional<std::string> text = hcl::encode_text(c, again);
  REQUIRE(text);
  shop::Converters back = hcl::decode<shop::Converters>(parse(parser, text->c_str()).body(), again);
  CHECK(problems(again).empty());
  CHECK(back.by_port == c.by_port);
  CHECK(back.limits == c.limits);
  CHECK(back.tiers == c.tiers);
  CHECK(back.tier == c.tier);
}

TEST_CASE("converters: a name that is not the enum's, and keys that are not the key type, are errors with ranges") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  shop::Converters c = hcl::decode<shop::Converters>(parse(parser, R"(tier = "gold"
limits = { basic = 1 }
by_port = { http = "x" }
tiers = { 70000 = "pro" }
by_flag = { yes = "y" }
ports = [1.5]
)",
                                                           "e.hcl")
                                                         .body(),
                                                     diags);
  CHECK(problems(diags) ==
        std::vector<std::string>{
            ("Incorrect attribute value type: Inappropriate value for attribute \"ports\": a whole number from "
             "-2147483648 to 2147483647 is required. @ e.hcl:6,9-14"),
            ("Incorrect attribute value type: Inappropriate value for attribute \"by_port\": the key \"http\": a "
             "number is required. @ e.hcl:3,11-25"),
            ("Incorrect attribute value type: Inappropriate value for attribute \"by_flag\": the key \"yes\": a bool "
             "is required. @ e.hcl:5,11-24"),
            ("Incorrect attribute value type: Inappropriate value for attribute \"limits\": the key \"basic\": one of "
             "\"free\", \"pro\" or \"enterprise\" is required, not \"basic\". @ e.hcl:2,10-23"),
            ("Incorrect attribute value type: Inappropriate value for attribute \"tiers\": the key \"70000\": a whole "
             "number from 0 to 65535 is required. @ e.hcl:4,9-26"),
            ("Incorrect attribute value type: Inappropriate value for attribute \"tier\": one of \"free\", \"pro\" or "
             "\"enterprise\" is required, not \"gold\". @ e.hcl:1,8-14"),
        });
  CHECK(c.tier == shop::Tier::free);  // not decoded: the initial value

  hcl::Diagnostics same;
  hcl::decode<shop::Converters>(parse(parser, "by_port = { \"1\" = \"a\", \"01\" = \"b\" }\n", "d.hcl").body(), same);
  CHECK(problems(same) == std::vector<std::string>{
                              "Incorrect attribute value type: Inappropriate value for attribute \"by_port\": the key "
                              "\"1\" is the same as another key once read. @ d.hcl:1,11-36",
                          });
}

TEST_CASE("ignoring what no field names: for a whole decode, or for one struct") {
  hcl::Parser parser;
  const char* const text = R"(name = "shop"
owner = "me"
service "a" "eu" {
  image = "i"
  replicas = 3
}
monitoring {
  enabled = true
}
)";
  hcl::Diagnostics strict;
  hcl::decode<shop::Partial>(parse(parser, text).body(), strict);
  CHECK(problems(strict).size() == 3);  // owner, replicas, monitoring

  hcl::Diagnostics diags;
  shop::Partial p = hcl::decode<shop::Partial>(parse(parser, text).body(), diags, {.ignore_unknown = true});
  CHECK(problems(diags).empty());
  CHECK(p.name == "shop");
  REQUIRE(p.services.size() == 1);
  CHECK(p.services[0].image == "i");

  shop::Tolerant t = hcl::decode<shop::Tolerant>(parse(parser, text).body(), diags);
  CHECK(problems(diags).empty());
  CHECK(t.name == "shop");
  // What is named is still checked.
  hcl::decode<shop::Partial>(parse(parser, "name = 1 + true\n", "w.hcl").body(), diags, {.ignore_unknown = true});
  CHECK(problems(diags).size() == 1);
}

TEST_CASE("decode_file: one call, with the diagnostics of parsing and decoding") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "hclc_decode_file_test";
  std::filesystem::create_directories(dir);
  const std::string native = (dir / "shop.hcl").string();
  const std::string json = (dir / "shop.hcl.json").string();
  const std::string broken = (dir / "broken.hcl").string();
  std::ofstream(native) << "service \"a\" \"eu\" {\n  image = var.image\n}\n";
  std::ofstream(json) << R"({"service": {"a": {"eu": {"image": "${var.image}"}}}})";
  std::ofstream(broken) << "service \"a\" {\n";
  hcl::EvalContext ctx;
  ctx.set_variable("var", hcl::Value::object({{"image", hcl::Value::string("shop:3")}}));
  for (const std::string& path : {native, json}) {
    hcl::Diagnostics diags;
    shop::Root root = hcl::decode_file<shop::Root>(path, ctx, diags);
    CHECK(problems(diags).empty());
    REQUIRE(root.services.size() == 1);
    CHECK(root.services[0].image == "shop:3");
    CHECK(root.services[0].where.filename == path);
  }
  hcl::Diagnostics missing;
  hcl::decode_file<shop::Root>((dir / "absent.hcl").string(), ctx, missing);
  REQUIRE(missing.size() == 1);
  CHECK(missing[0].detail == "The configuration file \"" + (dir / "absent.hcl").string() + "\" could not be read.");
  // A syntax error: reported with the parser's source for rendering, and not decoded further.
  hcl::Parser parser;
  hcl::Diagnostics syntax;
  hcl::decode_file<shop::Root>(parser, broken, ctx, syntax);
  REQUIRE(syntax.size() == 1);
  CHECK(syntax[0].summary == "Unclosed configuration block");
  CHECK(hcl::render_text(syntax, parser).find("service \"a\" {") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a description is found as a member, a friend, a specialization or by argument-dependent lookup") {
  static_assert(hcl::Described<shop::WithMember>);
  static_assert(hcl::Described<shop::WithFriend>);
  static_assert(hcl::Described<shop::WithSpecialization>);
  static_assert(hcl::Described<shop::Service>);
  static_assert(!hcl::Described<shop::NotDescribed>);
  static_assert(hcl::NamedEnum<shop::Tier>);
  hcl::Parser parser;
  hcl::Diagnostics diags;
  CHECK(hcl::decode<shop::WithMember>(parse(parser, "n = 1\n").body(), diags).n == 1);
  CHECK(hcl::decode<shop::WithFriend>(parse(parser, "n = 2\n").body(), diags).n == 2);
  CHECK(hcl::decode<shop::WithSpecialization>(parse(parser, "n = 3\n").body(), diags).n == 3);
  CHECK(diags.empty());
}

TEST_CASE("Value::object and Value::tuple both give a Value, of two attributes of one name the later is kept") {
  static_assert(std::is_same_v<decltype(hcl::Value::object({})), decltype(hcl::Value::tuple({}))>);
  hcl::Value v =
      hcl::Value::object({{"a", hcl::Value::number(1)}, {"b", hcl::Value::number(2)}, {"a", hcl::Value::string("x")}});
  CHECK(v.describe() == R"({"a" = "x", "b" = 2})");
  // Names are NFC-normalized first: "é" written two ways is one name.
  CHECK(hcl::Value::object({{"e\xCC\x81", hcl::Value::number(1)}, {"\xC3\xA9", hcl::Value::number(2)}}).length() == 1);
}

TEST_CASE("encode keeps the labels of vector blocks, encode_text keeps what a remain field holds") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parse(parser, R"(region = "eu"
owner = var.me # not evaluated: written as it is
job "web" {
  driver = "docker"
  config {
    image = "nginx:${var.tag}"
    ports = [80, 443]
  }
  labels = {
    team = "core"
  }
}
job "batch" {
  driver = "exec"
}
)");
  shop::Jobs jobs = hcl::decode<shop::Jobs>(file.body(), diags);
  CHECK(problems(diags).empty());
  CHECK(hcl::encode(jobs).get("job")->to_json().value() ==
        R"([{"driver":"docker","name":"web"},{"driver":"exec","name":"batch"}])");
  std::optional<std::string> text = hcl::encode_text(jobs, diags);
  REQUIRE(text);
  CHECK(*text == R"(region = "eu"
owner  = var.me

job "web" {
  driver = "docker"
  labels = {
    team = "core"
  }

  config {
    image = "nginx:${var.tag}"
    ports = [80, 443]
  }
}

job "batch" {
  driver = "exec"
}
)");
  // Decoding the text gives the same struct, which writes the same text.
  shop::Jobs back = hcl::decode<shop::Jobs>(parse(parser, text->c_str(), "back.hcl").body(), diags);
  CHECK(problems(diags).empty());
  CHECK(hcl::encode(back).same_as(hcl::encode(jobs)));
  CHECK(hcl::encode_text(back, diags) == text);

  // A JSON body's remaining properties may be attributes or blocks: only a schema says.
  hcl::Diagnostics json_diags;
  shop::Jobs from_json =
      hcl::decode<shop::Jobs>(parse(parser, R"({"region": "eu", "owner": "me"})", "j.hcl.json").body(), json_diags);
  CHECK(problems(json_diags).empty());
  CHECK_FALSE(hcl::encode_text(from_json, json_diags));
  REQUIRE(json_diags.size() == 1);
  CHECK(json_diags[0].summary == "Value cannot be written");
  // Nor can a body whose dynamic blocks were expanded: its expressions may name the iterators.
  hcl::Diagnostics expanded_diags;
  hcl::EvalContext ctx;
  shop::Jobs expanded = hcl::decode<shop::Jobs>(hcl::expand_dynamic_blocks(file.body(), ctx), ctx, expanded_diags);
  CHECK(problems(expanded_diags).empty());
  CHECK_FALSE(hcl::encode_text(expanded, expanded_diags));
  REQUIRE(expanded_diags.size() == 1);
  CHECK(expanded_diags[0].summary == "Value cannot be written");
  // An empty one is nothing to write.
  shop::Jobs empty_json =
      hcl::decode<shop::Jobs>(parse(parser, R"({"region": "eu"})", "k.hcl.json").body(), json_diags);
  CHECK(hcl::encode_text(empty_json, json_diags) == "region = \"eu\"\n");
}

TEST_CASE("block_map with integer and enum keys: the first label read as the key type, written back as a label") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  shop::Gateway g = hcl::decode<shop::Gateway>(parse(parser, R"(listener "443" {
  protocol = "https"
}
listener "80" {
  protocol = "http"
}
plan pro {
  limit = 10
}
plan "free" {
  limit = 1
}
)")
                                                   .body(),
                                               diags);
  CHECK(problems(diags).empty());
  REQUIRE(g.listeners.size() == 2);
  CHECK(g.listeners.at(443).protocol == "https");
  CHECK(g.listeners.at(80).label == "80");
  REQUIRE(g.plans.size() == 2);
  CHECK(g.plans.at(shop::Tier::pro).limit == 10);
  CHECK(g.plans.at(shop::Tier::free).limit == 1);
  CHECK(
      hcl::encode(g).to_json().value() ==
      R"({"listener":{"443":{"protocol":"https"},"80":{"protocol":"http"}},"plan":{"free":{"limit":1},"pro":{"limit":10}}})");
  // In the map's order (the integers'), and an unordered map's in the order of its labels.
  std::optional<std::string> text = hcl::encode_text(g, diags);
  REQUIRE(text);
  CHECK(*text == R"(listener "80" {
  protocol = "http"
}

listener "443" {
  protocol = "https"
}

plan "free" {
  limit = 1
}

plan "pro" {
  limit = 10
}
)");
  shop::Gateway back = hcl::decode<shop::Gateway>(parse(parser, text->c_str(), "back.hcl").body(), diags);
  CHECK(problems(diags).empty());
  CHECK(hcl::encode(back).same_as(hcl::encode(g)));
}

TEST_CASE("block_map with integer keys: a label that is not one, and two that read as one, are errors at the label") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  shop::Gateway g = hcl::decode<shop::Gateway>(parse(parser, R"(listener "http" {
  protocol = 1
}
listener "8080" {
  protocol = "http"
}
listener "08080" {
  protocol = "http"
}
plan "gold" {
  limit = "many"
}
)",
                                                     "k.hcl")
                                                   .body(),
                                               diags);
  // A block whose label does not convert is still read, for its own mistakes.
  CHECK(problems(diags) ==
        std::vector<std::string>{
            "Invalid block label: The first label of a listener block is its key: for \"http\", a number is "
            "required. @ k.hcl:1,10-16",
            "Duplicate listener block: A block for listener \"08080\" was already defined. The listener labels must "
            "be unique. @ k.hcl:7,1-17",
            "Incorrect attribute value type: Inappropriate value for attribute \"limit\": a number is required. @ "
            "k.hcl:11,11-17",
            "Invalid block label: The first label of a plan block is its key: for \"gold\", one of \"free\", "
            "\"pro\" or \"enterprise\" is required, not \"gold\". @ k.hcl:10,6-12",
        });
  REQUIRE(g.listeners.size() == 1);
  CHECK(g.listeners.at(8080).label == "8080");
  CHECK(g.plans.empty());
}
