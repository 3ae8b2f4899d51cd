// hcl::Value and hcl::Type: builders, accessors, exact numbers, conversion, JSON.

#include <doctest/doctest.h>

#include <hclc/value.h>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

TEST_CASE("primitive values and their accessors") {
  hcl::Value s = hcl::Value::string("cafe\xCC\x81");  // NFC-normalized when made
  CHECK(*s.as_string() == "caf\xC3\xA9");
  CHECK(s.type() == hcl::Type::string());
  CHECK_FALSE(s.as_bool().has_value());
  CHECK(*hcl::Value::string("a\xFF"
                            "b")
             .as_string() ==
        "a\xEF\xBF\xBD"
        "b");  // invalid UTF-8 becomes U+FFFD
  // each invalid byte: a surrogate's three bytes and an overlong "/" two
  CHECK(*hcl::Value::string("\xED\xA0\x80|\xC0\xAF").as_string() ==
        "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD");
  CHECK(*hcl::Value::boolean(true).as_bool());
  CHECK(hcl::Value::null(hcl::Type::number()).is_null());
  CHECK_FALSE(hcl::Value::unknown(hcl::Type::number()).is_known());
  CHECK_FALSE(hcl::Value().is_known());
  CHECK(hcl::Value().type().is_dynamic());
  CHECK_FALSE(hcl::Value::null(hcl::Type::string()).as_string().has_value());
}

TEST_CASE("numbers are exact: decimal text, checked int64 and double") {
  hcl::Value tenth = hcl::Value::number_from_decimal("0.1").value();
  CHECK(*tenth.as_decimal() == "0.1");
  CHECK_FALSE(tenth.as_int64().has_value());
  CHECK(*tenth.as_double() == 0.1);

  hcl::Value big = hcl::Value::number_from_decimal("123456789012345678901234567890").value();
  CHECK(*big.as_decimal() == "123456789012345678901234567890");
  CHECK_FALSE(big.as_int64().has_value());

  CHECK(*hcl::Value::number(-42).as_int64() == -42);
  CHECK(*hcl::Value::number_from_decimal("9223372036854775807").value().as_int64() == INT64_MAX);
  CHECK_FALSE(hcl::Value::number_from_decimal("9223372036854775808").value().as_int64().has_value());
  CHECK(*hcl::Value::number(2.5).as_decimal() == "2.5");
  CHECK_FALSE(hcl::Value::number_from_decimal("1e400").value().as_double().has_value());
  CHECK(*hcl::Value::number_from_decimal("-Inf").value().as_decimal() == "-Inf");
  CHECK_FALSE(hcl::Value::number_from_decimal("12abc").ok());
  CHECK_FALSE(hcl::Value::number(std::nan("")).is_known());
}

TEST_CASE("collections need one element type, structural values do not") {
  hcl::Value list = hcl::Value::list({hcl::Value::number(1), hcl::Value::number(2)}).value();
  CHECK(list.type() == hcl::Type::list(hcl::Type::number()));
  CHECK(list.length() == 2);
  CHECK(*list.at(1)->as_int64() == 2);
  CHECK_FALSE(list.at(2).has_value());

  CHECK_FALSE(hcl::Value::list({hcl::Value::number(1), hcl::Value::string("x")}).ok());
  CHECK_FALSE(hcl::Value::list({}).ok());
  CHECK(hcl::Value::list({}, hcl::Type::string()).value().length() == 0);

  hcl::Value set = hcl::Value::set({hcl::Value::string("b"), hcl::Value::string("a"), hcl::Value::string("b")}).value();
  REQUIRE(set.length() == 2);
  CHECK(*set.elements()[0].as_string() == "a");

  hcl::Value map = hcl::Value::map({{"z", hcl::Value::boolean(true)}, {"a", hcl::Value::boolean(false)}}).value();
  CHECK(map.entries()[0].first == "a");  // byte order of keys
  CHECK(*map.get("z")->as_bool());
  CHECK_FALSE(map.get("y").has_value());
  CHECK_FALSE(hcl::Value::map({{"k", hcl::Value::boolean(true)}, {"k", hcl::Value::boolean(false)}}).ok());

  hcl::Value object = hcl::Value::object({{"name", hcl::Value::string("api")}, {"port", hcl::Value::number(80)}});
  CHECK(object.type().is_object());
  CHECK(object.type().attribute_type("port") == hcl::Type::number());
  CHECK(object.describe() == "{\"name\" = \"api\", \"port\" = 80}");
  hcl::Value tuple = hcl::Value::tuple({hcl::Value::string("x"), hcl::Value::number(1)});
  CHECK(tuple.type().tuple_element_types().size() == 2);
}

TEST_CASE("string views: no copy, valid while the value lives") {
  hcl::Value s = hcl::Value::string("cafe\xCC\x81");
  std::optional<std::string_view> text = s.as_string_view();
  REQUIRE(text.has_value());
  CHECK(*text == "caf\xC3\xA9");  // the stored, NFC-normalized text
  // A view of the value's own text: another call, or a copy of the handle, sees the same bytes.
  const hcl::Value copy = s;  // NOLINT(performance-unnecessary-copy-initialization): the copy is the point
  CHECK(copy.as_string_view()->data() == text->data());
  CHECK(s.as_string_view()->data() == text->data());
  CHECK_FALSE(hcl::Value::number(1).as_string_view().has_value());
  CHECK_FALSE(hcl::Value::null(hcl::Type::string()).as_string_view().has_value());
  CHECK_FALSE(hcl::Value::unknown(hcl::Type::string()).as_string_view().has_value());
}

TEST_CASE("element and entry views: indexing, iteration, copies on request") {
  static_assert(std::forward_iterator<hcl::Value::Elements::iterator>);
  static_assert(std::forward_iterator<hcl::Value::Entries::iterator>);

  hcl::Value tuple = hcl::Value::tuple({hcl::Value::string("x"), hcl::Value::number(2), hcl::Value::boolean(true)});
  hcl::Value::Elements elements = tuple.elements();
  REQUIRE(elements.size() == 3);
  CHECK_FALSE(elements.empty());
  CHECK(*elements[0].as_string() == "x");
  CHECK(*elements[1].as_int64() == 2);
  std::vector<std::string> described;
  for (const hcl::Value& e : tuple.elements()) described.push_back(e.describe());
  CHECK(described == std::vector<std::string>{"\"x\"", "2", "true"});
  std::vector<hcl::Value> copied = tuple.elements();  // the vector form elements() had
  CHECK(copied.size() == 3);
  CHECK(copied[2].same_as(hcl::Value::boolean(true)));
  CHECK(std::distance(elements.begin(), elements.end()) == 3);

  // The view holds the value: it outlives the temporary it came from, and so do its iterators.
  hcl::Value::Elements::iterator first;
  {
    hcl::Value::Elements kept = hcl::Value::list({hcl::Value::number(7), hcl::Value::number(8)}).value().elements();
    first = kept.begin();
  }
  CHECK(*(*first).as_int64() == 7);
  CHECK(*(*++first).as_int64() == 8);

  hcl::Value object = hcl::Value::object({{"b", hcl::Value::number(1)}, {"a", hcl::Value::string("v")}});
  hcl::Value::Entries entries = object.entries();
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].first == "a");  // byte order of keys
  CHECK(*entries[0].second.as_string() == "v");
  std::vector<std::string> keys;
  for (const auto& [key, value] : object.entries()) keys.emplace_back(key);
  CHECK(keys == std::vector<std::string>{"a", "b"});
  // The key is a view of the value's own text: the same bytes each time.
  CHECK(object.entries()[1].first.data() == entries[1].first.data());
  // An Entry (key copied) where one is asked for, as code written for the vector form does.
  // NOLINTNEXTLINE(performance-implicit-conversion-in-loop): that conversion is what is tested
  for (const hcl::Value::Entry& entry : object.entries()) CHECK(entry.second.same_as(*object.get(entry.first)));
  std::vector<hcl::Value::Entry> entry_copies = object.entries();
  CHECK(entry_copies[1].first == "b");

  // Empty for anything that has no elements or entries, and for null and unknown.
  CHECK(hcl::Value::string("s").elements().empty());
  CHECK(object.elements().empty());
  CHECK(tuple.entries().empty());
  CHECK(hcl::Value::null(hcl::Type::list(hcl::Type::number())).elements().empty());
  CHECK(hcl::Value::unknown(hcl::Type::map(hcl::Type::number())).entries().empty());
  CHECK(hcl::Value::Elements().begin() == hcl::Value::Elements().end());
}

TEST_CASE("conversion, equality and JSON") {
  hcl::Value tuple = hcl::Value::tuple({hcl::Value::number(1), hcl::Value::string("2")});
  hcl::Value strings = tuple.convert_to(hcl::Type::list(hcl::Type::string())).value();
  CHECK(strings.type() == hcl::Type::list(hcl::Type::string()));
  CHECK(*strings.at(0)->as_string() == "1");
  hcl::Result<hcl::Value> bad = hcl::Value::string("x").convert_to(hcl::Type::number());
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().message == "a number is required");

  CHECK(*hcl::Value::number(1).equals(hcl::Value::number(1.0)).as_bool());
  CHECK(hcl::Value::string("a").same_as(hcl::Value::string("a")));

  hcl::Value v = hcl::Value::from_json(R"({"b": [1, "x"], "a": null})").value();
  CHECK(v.to_json().value() == R"({"a":null,"b":[1,"x"]})");
  CHECK(hcl::Value::string("<&>").to_json().value() == R"("\u003c\u0026\u003e")");
  CHECK(hcl::Value::number(5).to_typed_json().value() == R"({"value":5,"type":"number"})");
  CHECK_FALSE(hcl::Value::unknown(hcl::Type::string()).to_json().ok());
  hcl::Value typed = hcl::Value::from_json("[1, 2]", hcl::Type::set(hcl::Type::string())).value();
  CHECK(typed.type() == hcl::Type::set(hcl::Type::string()));
  CHECK_FALSE(hcl::Value::from_json("[1,").ok());
}

TEST_CASE("types: structure, names and JSON") {
  hcl::Type t = hcl::Type::object({{"a", hcl::Type::string()}, {"b", hcl::Type::list(hcl::Type::number())}}, {"b"});
  CHECK(t.optional_attributes() == std::set<std::string>{"b"});
  CHECK(t.attribute_types().at("b").element_type() == hcl::Type::number());
  CHECK(t.to_json() == R"(["object",{"a":"string","b":["list","number"]},["b"]])");
  CHECK(hcl::Type::from_json(t.to_json()).value() == t);
  CHECK(hcl::Type::map(hcl::Type::boolean()).friendly_name() == "map of bool");
  CHECK(hcl::Type::dynamic().kind() == hcl::Type::Kind::Dynamic);
  CHECK_FALSE(hcl::Type::from_json("\"strin\"").ok());
}

TEST_CASE("types: parts are views of the type, not copies") {
  hcl::Value v =
      hcl::Value::from_json(R"({"ports": [80, 443], "names": {"a": "x"}, "pair": ["p", true]})",
                            hcl::Type::from_json(R"(["object",{"ports":["list","number"],)"
                                                 R"("names":["map","string"],"pair":["tuple",["string","bool"]]}])")
                                .value())
          .value();
  const hcl::Type type = v.type();
  // The same part on every call: a reference into the type, kept by its copies.
  const hcl::Type ports = *type.attribute_type("ports");
  CHECK(&ports.element_type() == &ports.element_type());
  CHECK(&type.attribute_types().at("ports") == &type.attribute_types().at("ports"));
  const hcl::Type copy = type;  // NOLINT(performance-unnecessary-copy-initialization): the copy is the point
  CHECK(&copy.attribute_types().container() == &type.attribute_types().container());

  // A view made from a temporary holds the type: iterating over it is safe.
  std::vector<std::string> names;
  for (const auto& [name, attribute] : v.type().attribute_types())
    names.push_back(name + ":" + attribute.friendly_name());
  CHECK(names == std::vector<std::string>{"names:map of string", "pair:tuple", "ports:list of number"});
  std::vector<std::string> elements;
  for (const hcl::Type& element : v.type().attribute_type("pair")->tuple_element_types())
    elements.push_back(element.friendly_name());
  CHECK(elements == std::vector<std::string>{"string", "bool"});
  CHECK(type.attribute_types().at("pair").tuple_element_types()[1] == hcl::Type::boolean());

  // Copies where a container is wanted; empty views of the other kinds.
  std::map<std::string, hcl::Type> attributes = type.attribute_types();
  std::vector<hcl::Type> tuple = type.attribute_types().at("pair").tuple_element_types();
  CHECK(attributes.size() == 3);
  CHECK(tuple.size() == 2);
  CHECK(type.attribute_types().contains("names"));
  CHECK(type.optional_attributes().empty());
  CHECK(hcl::Type::string().attribute_types().empty());
  CHECK(hcl::Type::string().tuple_element_types().empty());
  CHECK(hcl::Type::string().element_type().is_dynamic());
}

}  // namespace
