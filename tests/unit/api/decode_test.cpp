// hcl::decode: a body into described structs, every field kind and every
// problem, with the reference's wording and ranges (hcldec gives the same
// for the equivalent spec: see each case), and hcl::encode back.

#include <doctest/doctest.h>

#include <hclc/decode.h>
#include <hclc/parser.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace app {

struct Port {
  int number = 0;
  std::string protocol = "tcp";
};
void describe(hcl::Schema<Port>& s) { s.attr("number", &Port::number).optional("protocol", &Port::protocol); }

struct Server {
  std::string name;
  std::string zone;
  hcl::Range where;
  std::string host;
  std::optional<std::string> alias;
};
void describe(hcl::Schema<Server>& s) {
  s.label("name", &Server::name).label("zone", &Server::zone).range(&Server::where);
  s.attr("host", &Server::host).optional("alias", &Server::alias);
}

struct Tls {
  bool enabled = false;
};
void describe(hcl::Schema<Tls>& s) { s.optional("enabled", &Tls::enabled, true); }

struct Route {
  std::string to;
  hcl::Body body;
};
void describe(hcl::Schema<Route>& s) { s.attr("to", &Route::to).body(&Route::body); }

struct Everything {
  std::string name;
  bool debug = false;
  int port = 0;
  std::int64_t big = 0;
  std::uint8_t small = 0;
  double ratio = 0;
  float scale = 0;
  hcl::Value anything;
  std::optional<hcl::Expression> later;
  std::optional<std::string> comment;
  std::vector<int> sizes;
  std::map<std::string, std::string> tags;
  std::vector<Port> ports;
  int retries = 3;
  std::string mode = "fast";
  Tls tls;
  std::optional<Tls> cache;
  std::vector<Server> servers;
  std::map<std::string, Route> routes;
};
void describe(hcl::Schema<Everything>& s) {
  s.attr("name", &Everything::name)
      .attr("debug", &Everything::debug)
      .attr("port", &Everything::port)
      .attr("big", &Everything::big)
      .attr("small", &Everything::small)
      .attr("ratio", &Everything::ratio)
      .attr("scale", &Everything::scale)
      .attr("anything", &Everything::anything)
      .attr("later", &Everything::later)
      .optional("comment", &Everything::comment)
      .optional("sizes", &Everything::sizes)
      .optional("tags", &Everything::tags)
      .optional("ports", &Everything::ports)
      .optional("retries", &Everything::retries)
      .optional("mode", &Everything::mode, "slow")
      .block("tls", &Everything::tls)
      .block("cache", &Everything::cache)
      .block("server", &Everything::servers)
      .block_map("route", "path", &Everything::routes);
}

// The fields of an hcldec spec's object: listener, name, port, route, server
// in hcldec's order (an object spec decodes its keys in byte order).
struct Listener {
  int port = 0;
};
void describe(hcl::Schema<Listener>& s) { s.optional("port", &Listener::port); }
struct Host {
  std::string host;
};
void describe(hcl::Schema<Host>& s) { s.optional("host", &Host::host); }
struct Target {
  std::string to;
};
void describe(hcl::Schema<Target>& s) { s.optional("to", &Target::to); }
struct Checked {
  std::vector<Listener> listeners;
  std::string name;
  int port = 0;
  std::map<std::string, Target> routes;
  Host server;
};
void describe(hcl::Schema<Checked>& s) {
  s.block("listener", &Checked::listeners, {.max = 1})
      .attr("name", &Checked::name)
      .optional("port", &Checked::port)
      .block_map("route", "path", &Checked::routes)
      .block("server", &Checked::server);
}

struct Fleet {
  app::Tls tls;
  std::vector<Listener> listeners;
};
void describe(hcl::Schema<Fleet>& s) { s.block("tls", &Fleet::tls).block("listener", &Fleet::listeners, {.min = 2}); }

struct Numbers {
  int count = 0;
  std::optional<int> ratio;
  bool flag = false;
  std::uint64_t huge = 0;
  float narrow = 0;
};
void describe(hcl::Schema<Numbers>& s) {
  s.optional("count", &Numbers::count)
      .optional("ratio", &Numbers::ratio)
      .attr("flag", &Numbers::flag)
      .optional("huge", &Numbers::huge)
      .optional("narrow", &Numbers::narrow);
}

struct Scoped {
  std::string name;
  std::string greeting;
};
void describe(hcl::Schema<Scoped>& s) {
  s.label("name", &Scoped::name).attr("greeting", &Scoped::greeting);
  s.scope([](const hcl::Block& block, hcl::EvalContext& scope) {
    scope.set_variable("self", hcl::Value::object({{"name", hcl::Value::string(block.labels[0])}}));
  });
}
struct WithRemain {
  std::vector<Scoped> people;
  hcl::Body rest;
};
void describe(hcl::Schema<WithRemain>& s) { s.block("person", &WithRemain::people).remain(&WithRemain::rest); }

struct Rule {
  std::string name;
  std::string to;
};
void describe(hcl::Schema<Rule>& s) { s.label("name", &Rule::name).optional("to", &Rule::to); }
struct Rules {
  std::map<std::string, Rule> rules;
};
void describe(hcl::Schema<Rules>& s) { s.block_map("rule", "group", &Rules::rules); }

struct Typed {
  std::optional<hcl::TypeConstraint> type;
  std::optional<hcl::TypeConstraint> other;
  std::string name;
};
void describe(hcl::Schema<Typed>& s) {
  s.optional("type", &Typed::type).optional("other", &Typed::other).optional("name", &Typed::name);
}

}  // namespace app

namespace {

hcl::File parse(hcl::Parser& parser, const char* text, const char* filename = "t.hcl") {
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(
      text, filename, std::string_view(filename).ends_with(".json") ? hcl::Syntax::Json : hcl::Syntax::Native, diags);
  REQUIRE(diags.empty());
  return file;
}

// "Summary: detail @ range", one a problem.
std::vector<std::string> problems(const hcl::Diagnostics& diags) {
  std::vector<std::string> out;
  for (const hcl::Diagnostic& d : diags)
    out.push_back(d.summary + ": " + d.detail + " @ " + (d.subject ? d.subject->to_string() : "-"));
  return out;
}

const char* const kEverything = R"(
name     = "api"
debug    = true
port     = 8080
big      = 9007199254740993
small    = 255
ratio    = 0.25
scale    = 1.5
anything = { a = [1, "x"] }
later    = var.late
sizes    = [1, 2, 3]
tags     = { team = "core" }
ports    = [{ number = 80 }, { number = 53, protocol = "udp" }]
mode     = null
tls {}
server "a" "eu" {
  host = "a.example"
}
server "b" "us" {
  host  = "b.example"
  alias = "bee"
}
route "/" {
  to = "web"
}
route "/api" {
  to = "api"
}
)";

void check_everything(const app::Everything& e) {
  CHECK(e.name == "api");
  CHECK(e.debug);
  CHECK(e.port == 8080);
  CHECK(e.big == 9007199254740993);  // exact: beyond double's integers
  CHECK(e.small == 255);
  CHECK(e.ratio == 0.25);
  CHECK(e.scale == 1.5f);
  CHECK(e.anything.describe() == R"({"a" = [1, "x"]})");
  REQUIRE(e.later);
  CHECK(e.later->variables().at(0).text() == "var.late");  // kept as an expression, not evaluated
  CHECK_FALSE(e.comment);
  CHECK(e.sizes == std::vector<int>{1, 2, 3});
  CHECK(e.tags == std::map<std::string, std::string>{{"team", "core"}});
  REQUIRE(e.ports.size() == 2);
  CHECK(e.ports[0].number == 80);
  CHECK(e.ports[0].protocol == "tcp");  // the member's initial value
  CHECK(e.ports[1].protocol == "udp");
  CHECK(e.retries == 3);    // absent: the initial value
  CHECK(e.mode == "slow");  // null: the default given
  CHECK(e.tls.enabled);     // the default given, in a block
  CHECK_FALSE(e.cache);
  REQUIRE(e.servers.size() == 2);
  CHECK(e.servers[1].name == "b");
  CHECK(e.servers[1].zone == "us");
  CHECK(e.servers[1].alias == "bee");
  CHECK_FALSE(e.servers[0].alias);
  REQUIRE(e.routes.size() == 2);
  CHECK(e.routes.at("/api").to == "api");
  hcl::Diagnostics diags;
  CHECK(e.routes.at("/").body.just_attributes(diags).size() == 1);
}

}  // namespace

TEST_CASE("every field kind, from the native syntax") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  app::Everything e = hcl::decode<app::Everything>(parse(parser, kEverything).body(), diags);
  CHECK(problems(diags).empty());
  check_everything(e);
  CHECK(e.servers[0].where.to_string() == "t.hcl:16,1-16");
}

TEST_CASE("every field kind, from the JSON syntax") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  const char* const json = R"({
  "name": "api", "debug": true, "port": 8080, "big": 9007199254740993, "small": 255, "ratio": 0.25, "scale": 1.5,
  "anything": {"a": [1, "x"]}, "later": "${var.late}", "sizes": [1, 2, 3], "tags": {"team": "core"},
  "ports": [{"number": 80}, {"number": 53, "protocol": "udp"}], "mode": null,
  "tls": {},
  "server": {"a": {"eu": {"host": "a.example"}}, "b": {"us": {"host": "b.example", "alias": "bee"}}},
  "route": {"/": {"to": "web"}, "/api": {"to": "api"}}
})";
  app::Everything e = hcl::decode<app::Everything>(parse(parser, json, "t.hcl.json").body(), diags);
  CHECK(problems(diags).empty());
  check_everything(e);
}

TEST_CASE("expressions are evaluated in the context, and a scope adds names for one block") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::File file = parser.parse(R"(
person "ada" {
  greeting = "${hello}, ${self.name}"
}
person "bob" {
  greeting = upper(self.name)
}
unrelated = 1
)",
                                "s.hcl", hcl::Syntax::Native, diags);
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  ctx.set_variable("hello", hcl::Value::string("Hello"));
  app::WithRemain w = hcl::decode<app::WithRemain>(file.body(), ctx, diags);
  CHECK(problems(diags).empty());
  REQUIRE(w.people.size() == 2);
  CHECK(w.people[0].greeting == "Hello, ada");
  CHECK(w.people[1].greeting == "BOB");
  // What the struct does not name stays in the remaining body.
  std::vector<hcl::Attribute> rest = w.rest.just_attributes(diags);
  REQUIRE(rest.size() == 1);
  CHECK(rest[0].name == "unrelated");
  CHECK(ctx.variable("self") == std::nullopt);  // the scope was a child
}

TEST_CASE("structural problems: hcldec's diagnostics for the same spec") {
  // hcldec --spec d.hcldec d.hcl with
  //   object { block_list "listener" { max_items = 1 ... } attr "name" { required = true }
  //            attr "port" {...} block_map "route" { labels = ["path"] ... } block "server" {...} }
  // gives these diagnostics; the body's come first, then the fields' in the
  // order the struct describes them (hcldec's object spec has no order).
  hcl::Parser parser;
  hcl::Diagnostics diags;
  app::Checked c = hcl::decode<app::Checked>(parse(parser, R"(prot = 80
server { host = "a" }
server { host = "b" }
listener {
  port = 1
}
listener {
  port = 2
}
route "/" { to = "x" }
route "/" { to = "y" }
route { to = "z" }
route "/a" "b" { to = "z" }
cache {}
)",
                                                   "d.hcl")
                                                 .body(),
                                             diags);
  CHECK(
      problems(diags) ==
      std::vector<std::string>{
          "Missing required argument: The argument \"name\" is required, but no definition was found. @ d.hcl:1,1-1",
          "Missing path for route: All route blocks must have 1 labels (path). @ d.hcl:12,7-8",
          "Extraneous label for route: Only 1 labels (path) are expected for route blocks. @ d.hcl:13,12-15",
          "Unsupported argument: An argument named \"prot\" is not expected here. Did you mean \"port\"? @ d.hcl:1,1-5",
          "Unsupported block type: Blocks of type \"cache\" are not expected here. @ d.hcl:14,1-6",
          "Too many listener blocks: No more than 1 \"listener\" blocks are allowed @ d.hcl:7,10-10",
          "Duplicate route block: A block for route \"/\" was already defined. The route labels must be unique. @ "
          "d.hcl:11,1-10",
          ("Duplicate server block: Only one block of type \"server\" is allowed. Previous definition was at "
           "d.hcl:2,1-7. "
           "@ d.hcl:3,1-7"),
      });
  // Decoding went on: the first of each is kept.
  CHECK(c.server.host == "a");
  CHECK(c.routes.at("/").to == "x");
  CHECK(c.listeners.size() == 2);
}

TEST_CASE("a block map's key is the first label, the block's own labels follow") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  app::Rules r = hcl::decode<app::Rules>(parse(parser, R"(rule "web" "main" { to = "a" }
rule "web" "other" { to = "b" }
rule "api" "x" {}
rule "db" {}
)")
                                             .body(),
                                         diags);
  CHECK(problems(diags) ==
        std::vector<std::string>{
            "Missing name for rule: All rule blocks must have 2 labels (group, name). @ t.hcl:4,11-12",
            "Duplicate rule block: A block for rule \"web\" was already defined. The rule labels must be unique. "
            "@ t.hcl:2,1-19",
        });
  REQUIRE(r.rules.size() == 2);
  CHECK(r.rules.at("web").name == "main");
  CHECK(r.rules.at("web").to == "a");
  CHECK(r.rules.at("api").name == "x");
}

TEST_CASE("missing and too few blocks, in both syntaxes") {
  // hcldec: object { block "tls" { required = true ... } block_list "listener" { min_items = 2 ... } }
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::decode<app::Fleet>(parse(parser, "listener {\n  port = 1\n}\n", "m.hcl").body(), diags);
  CHECK(problems(diags) ==
        std::vector<std::string>{
            "Missing tls block: A block of type \"tls\" is required here. @ m.hcl:1,1-1",
            "Insufficient listener blocks: At least 2 \"listener\" blocks are required. @ m.hcl:1,1-1",
        });
  hcl::Diagnostics json_diags;
  app::Fleet fleet =
      hcl::decode<app::Fleet>(parse(parser, R"({"listener": {"port": 1}})", "m.hcl.json").body(), json_diags);
  CHECK(problems(json_diags) ==
        std::vector<std::string>{
            "Missing tls block: A block of type \"tls\" is required here. @ m.hcl.json:1,25-26",
            "Insufficient listener blocks: At least 2 \"listener\" blocks are required. @ m.hcl.json:1,25-26",
        });
  REQUIRE(fleet.listeners.size() == 1);
  CHECK(fleet.listeners[0].port == 1);
}

TEST_CASE("values of the wrong type, out of range, or null") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  app::Numbers n = hcl::decode<app::Numbers>(parse(parser, R"(count = 3000000000
ratio = 1.5
flag = null
huge = 18446744073709551615
narrow = 1e39
)",
                                                   "n.hcl")
                                                 .body(),
                                             diags);
  CHECK(
      problems(diags) ==
      std::vector<std::string>{
          "Incorrect attribute value type: Inappropriate value for attribute \"count\": a whole number from "
          "-2147483648 "
          "to 2147483647 is required. @ n.hcl:1,9-19",
          "Incorrect attribute value type: Inappropriate value for attribute \"ratio\": a whole number from "
          "-2147483648 "
          "to 2147483647 is required. @ n.hcl:2,9-12",
          "Incorrect attribute value type: Inappropriate value for attribute \"flag\": a non-null value is required. "
          "@ n.hcl:3,8-12",
          "Incorrect attribute value type: Inappropriate value for attribute \"narrow\": a number within the range of "
          "float is required. @ n.hcl:5,10-14",
      });
  CHECK(n.count == 0);  // not decoded: the initial value
  CHECK(n.huge == std::numeric_limits<std::uint64_t>::max());

  // hcldec: attr "port" { type = number } given "http"; the nested path is not named.
  hcl::Diagnostics type_diags;
  hcl::decode<app::Everything>(parse(parser, R"(name = "x"
debug = "maybe"
ports = [{ number = "http" }]
tls {}
)")
                                   .body(),
                               type_diags);
  std::vector<std::string> found = problems(type_diags);
  CHECK(std::find(found.begin(), found.end(),
                  "Incorrect attribute value type: Inappropriate value for attribute \"debug\": a bool is required. "
                  "@ t.hcl:2,9-16") != found.end());
  CHECK(std::find(found.begin(), found.end(),
                  "Incorrect attribute value type: Inappropriate value for attribute \"ports\": a number is required. "
                  "@ t.hcl:3,9-30") != found.end());
}

TEST_CASE("an evaluation error is reported once, and the field keeps its value") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  hcl::EvalContext ctx;
  ctx.set_variable("known", hcl::Value::number(1));
  app::Numbers n = hcl::decode<app::Numbers>(parse(parser, "flag = true\ncount = unknown_name\n").body(), ctx, diags);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].summary == "Unknown variable");
  CHECK(n.count == 0);
  CHECK(n.flag);
}

TEST_CASE("encode gives the attributes and blocks back as a value") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  app::Everything e = hcl::decode<app::Everything>(parse(parser, kEverything).body(), diags);
  REQUIRE(diags.empty());
  hcl::Value v = hcl::encode(e);
  CHECK(v.get("ports")->to_json().value() == R"([{"number":80,"protocol":"tcp"},{"number":53,"protocol":"udp"}])");
  CHECK(v.get("route")->to_json().value() == R"({"/":{"to":"web"},"/api":{"to":"api"}})");
  CHECK(v.get("comment")->is_null());
  CHECK(v.get("later") == std::nullopt);  // expressions are not values
  CHECK(v.get("big")->as_decimal() == "9007199254740993");
  CHECK(hcl::encode(std::vector<app::Port>{}).type().to_json() ==
        R"(["list",["object",{"number":"number","protocol":"string"},["protocol"]]])");
}

TEST_CASE("type constraints are read as syntax, an unknown value cannot fill a C++ member") {
  hcl::Parser parser;
  hcl::Diagnostics diags;
  app::Typed t = hcl::decode<app::Typed>(
      parse(parser, "type = list(object({ port = number, proto = optional(string, \"tcp\") }))\n").body(), diags);
  CHECK(diags.empty());
  REQUIRE(t.type);
  CHECK_FALSE(t.other);
  hcl::Result<hcl::Value> ports =
      t.type->convert(hcl::Value::tuple({hcl::Value::object({{"port", hcl::Value::number(80)}})}));
  CHECK(ports.value().to_json().value() == R"([{"port":80,"proto":"tcp"}])");

  hcl::Diagnostics bad;
  hcl::EvalContext ctx;
  ctx.set_variable("later", hcl::Value::unknown(hcl::Type::string()));
  app::Typed u = hcl::decode<app::Typed>(parse(parser, "type = lst(string)\nname = later\n").body(), ctx, bad);
  CHECK_FALSE(u.type);
  CHECK(problems(bad) ==
        std::vector<std::string>{
            "Invalid type specification: Keyword \"lst\" is not a valid type constructor. @ t.hcl:1,8-19",
            "Incorrect attribute value type: Inappropriate value for attribute \"name\": the value is not known yet. "
            "@ t.hcl:2,8-13",
        });
}

TEST_CASE("bad input: every configuration of tests/conformance decodes without throwing, problems as diagnostics") {
  std::size_t files = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(std::string(HCLC_SOURCE_DIR) + "/tests/conformance")) {
    const std::string path = entry.path().string();
    const bool json = path.ends_with(".hcl.json");
    if (!json && !path.ends_with(".hcl")) continue;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    hcl::Parser parser;
    hcl::Diagnostics diags;
    hcl::File file = parser.parse(text.str(), path, json ? hcl::Syntax::Json : hcl::Syntax::Native, diags);
    hcl::EvalContext ctx;
    ctx.add_standard_functions();
    CHECK_NOTHROW(hcl::decode<app::Everything>(file.body(), ctx, diags));
    CHECK_NOTHROW(hcl::decode<app::WithRemain>(file.body(), ctx, diags));
    for (const hcl::Diagnostic& d : diags) CHECK_FALSE(d.summary.empty());
    ++files;
  }
  CHECK(files > 100);
}
