"""10,000 mutated dicts through hclc.hcl2.dumps (each option set in turn):
every one gives a str or raises ValueError; none crashes the interpreter or
raises anything else; a text it writes is read back by loads or refused with
hclc.HCLError. The seeds are the dicts loads gives for the seeds of
test_hcl2_fuzz.py (300 corpus files and its own texts); deterministic."""
import copy
import random

import hclc
import hclc.hcl2 as hcl2
from test_hcl2_fuzz import TOKENS, seeds

INPUTS = 10_000
OPTION_SETS = [({}, {}), ({"heredocs_to_strings": True}, {}), ({"strings_to_heredocs": True}, {}),
               ({"object_elements_colon": True}, {}), ({"object_elements_trailing_comma": False}, {}),
               ({}, {"indent_length": 0}), ({}, {"indent_length": 7}), ({}, {"open_empty_blocks": False}),
               ({}, {"open_empty_objects": True, "open_empty_tuples": True}),
               ({}, {"vertically_align_attributes": False, "vertically_align_object_elements": False})]


def junk(rng):
    """A value dumps may meet in a hand-made dict, valid or not."""
    kind = rng.randrange(12)
    if kind == 0:
        return "".join(rng.choice(TOKENS) for _ in range(rng.randint(1, 6)))
    if kind == 1:
        return "${" + "".join(rng.choice(TOKENS + ["a", "1", " "]) for _ in range(rng.randint(0, 6))) + "}"
    if kind == 2:
        return '"' + "".join(rng.choice(TOKENS) for _ in range(rng.randint(0, 4))) + '"'
    if kind == 3:
        return rng.choice([float("inf"), float("nan"), -0.0, 10**40, -1, 1e-300, True, None])
    if kind == 4:
        return rng.choice([{1, 2}, (1, 2), b"bytes", object(), 1j])
    if kind == 5:
        return {"__is_block__": rng.choice([True, False, 1, "yes"])}
    if kind == 6:
        return [{"__is_block__": True}, rng.choice([1, "x", [], {}])]
    if kind == 7:
        return {rng.choice(['"label"', "bare", "two words", "", 1]): {"__is_block__": True}}
    if kind == 8:
        return "<<" + rng.choice(["EOT\nx\nEOT", "EOT\nx", "-EOT\n  x\n  EOT", ""])
    if kind == 9:
        return {rng.choice(["${x}", "${", '"k"', "a-b", "1", "x y"]): rng.choice([1, "x", []])}
    if kind == 10:
        return [[[]]]
    return rng.choice(["", "\x00", "é", "\ud800" if rng.random() < 0.1 else "ok"])


def containers(value, out):
    """The dicts and lists in value, each once (a mutation may make one hold itself)."""
    if isinstance(value, (dict, list)) and all(value is not seen for seen in out):
        out.append(value)
        for v in list(value.values() if isinstance(value, dict) else value):
            containers(v, out)
    return out


def mutate(rng, data):
    data = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        places = containers(data, [])
        place = rng.choice(places)
        operation = rng.randrange(5)
        if isinstance(place, dict):
            keys = list(place)
            if operation == 0 and keys:
                del place[rng.choice(keys)]
            elif operation == 1 and keys:
                key = rng.choice(keys)
                place[rng.choice(["two words", "", "${k}", '"q"', "__is_block__", "__comments__"])] = place.pop(key)
            elif operation == 2:
                place[rng.choice(keys) if keys else "k"] = [place] if rng.random() < 0.05 else junk(rng)
            else:
                place[rng.choice(["a", "b", "resource", "__is_block__"])] = junk(rng)
        elif place:
            index = rng.randrange(len(place))
            place[index] = junk(rng) if operation < 4 else [place[index]]
        else:
            place.append(junk(rng))
    return data


def test_mutated_dicts_never_crash_dumps():
    rng = random.Random(30)
    pool = []
    for text in seeds():
        try:
            pool.append(hcl2.loads(text))
        except hclc.HCLError:
            pass
    written = refused = 0
    for i in range(INPUTS):
        data = mutate(rng, rng.choice(pool))
        deserializer, formatter = OPTION_SETS[i % len(OPTION_SETS)]
        try:
            text = hcl2.dumps(data, deserializer_options=hcl2.DeserializerOptions(**deserializer),
                              formatter_options=hcl2.FormatterOptions(**formatter))
        except ValueError:
            refused += 1
            continue
        assert isinstance(text, str)
        written += 1
        try:
            hcl2.loads(text)
        except hclc.HCLError:
            pass
    # Both outcomes occur: the mutations reach the writer's refusals and past them.
    assert written > INPUTS // 20 and refused > INPUTS // 20, (written, refused)
