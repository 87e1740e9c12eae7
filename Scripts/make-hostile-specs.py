#!/usr/bin/env python3
"""Writes the hostile spec corpus: Tests/PagingLayoutTests/Spec/HostileSpecs/*.json and manifest.json.

Each case is a file and its expected outcome, written by hand from the spec rules (Docs/SpecFiles.md):
"accept", or "reject" with the key path at fault and a piece of the message. The 50 MB case is not
committed: HostileSpecTests builds it at test time (manifest entry "generated": "50MB").
Run from the package root; it rewrites the folder.
"""
import json, os, random, shutil

OUT = "Tests/PagingLayoutTests/Spec/HostileSpecs"
cases = []  # (name, bytes, outcome)


def add(name, content, path=None, message=None):
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    outcome = {"outcome": "accept"} if message is None else {"outcome": "reject", "path": path, "message": message}
    cases.append((name, data, outcome))


def spec(**members):
    return json.dumps(dict(version=1, **members))


NOT_JSON = "not valid JSON at "

# --- accepted, as a baseline (and the edges of what is allowed)
add("ok-preset", spec(effect="scale", preset="coverFlow"))
add("ok-defaults", spec(effect="stack"))
add("ok-options", spec(effect="stack", options={"maxStackSize": 4, "stackRotateAngle": 0.2}))
add("ok-compose", spec(compose=[{"effect": "scale", "preset": "linear"}, {"effect": "snapshot"}]))
add("ok-null-options", spec(effect="scale", options=None))
add("ok-tiny-number", '{"version": 1, "effect": "scale", "options": {"minScale": 1e-400}}')
add("ok-utf8-bom", b"\xef\xbb\xbf" + spec(effect="scale").encode())
add("ok-whitespace", '\n\t {\r\n"version" : 1 ,\t"effect":"scale"\n}\n\n')
add("ok-escapes", '{"version": 1, "effect": "sc\\u0061le"}')
add("ok-colour-alpha", spec(effect="stack", options={"shadowColor": "#11223344"}))
add("ok-nested-compose-20", '{"version": 1, ' + '"compose": [{' * 20 + '"effect": "scale"' + '}]' * 20 + '}')
add("ok-aggregated-15", spec(effect="snapshot", options={"piecesAlphaRatio": (lambda f: f(f, 15))(
    lambda f, n: {"static": 0.5} if n == 0 else {"aggregated": [f(f, n - 1)], "operation": "sum"})}))
add("ok-many-pieces-values", spec(effect="snapshot", options={"piecesAlphaRatio": {"indexBasedCustom": [0.5] * 20000}}))
add("ok-compose-1000", spec(compose=[{"effect": "scale"}] * 1000))

# --- empty and not text
add("empty", "", "", "the document is empty")
add("only-whitespace", " \n\t\r\n ", "", "the document is empty")
add("binary-zeros", bytes(64), "", NOT_JSON + "line 1, column 1: unexpected byte 0x0")
random.seed(16)
add("binary-random", bytes([0x80 | random.randrange(128) for _ in range(256)]), "", NOT_JSON + "line 1, column 1")
add("binary-png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "", NOT_JSON + "line 1, column 1: unexpected byte 0x89")
add("utf16-le-bom", "\ufeff" .encode("utf-16-le") + spec(effect="scale").encode("utf-16-le"), "", "UTF-16")
add("utf16-be-bom", b"\xfe\xff" + spec(effect="scale").encode("utf-16-be"), "", "UTF-16")
add("bom-twice", b"\xef\xbb\xbf\xef\xbb\xbf{}", "", NOT_JSON + "line 1, column 2: unexpected byte 0xEF")
add("invalid-utf8-in-string", b'{"version": 1, "effect": "sc\xc3\x28ale"}', "effect", "not valid UTF-8")
add("lone-continuation-byte", b'{"version": 1, "effect": "\x80"}', "effect", "not valid UTF-8")
add("null-document", "null", "", "expected an object, found null")
add("number-document", "1", "", "expected an object, found a number")
add("string-document", '"scale"', "", "expected an object, found a string")
add("array-document", "[]", "", "expected an object, found an array")
add("two-documents", "{} {}", "", NOT_JSON + "line 1, column 4: unexpected '{' after the JSON value")

# --- syntax
add("trailing-comma-object", '{"version": 1, "effect": "scale",}', "", NOT_JSON + "line 1, column 34: trailing comma before '}'")
add("trailing-comma-array", '{"version": 1, "compose": [{"effect": "scale"},]}', "compose", "trailing comma before ']'")
add("trailing-comma-options", '{"version": 1, "effect": "scale", "options": {"minScale": 0.5,\n}}', "options",
    NOT_JSON + "line 2, column 1: trailing comma before '}'")
add("comment-line", '{"version": 1, // one\n"effect": "scale"}', "", NOT_JSON + "line 1, column 16: unexpected '/'")
add("comment-block", '{"version": 1, /* x */ "effect": "scale"}', "", NOT_JSON + "line 1, column 16")
add("single-quotes", "{'version': 1}", "", NOT_JSON + "line 1, column 2: unexpected '''")
add("unquoted-key", '{version: 1}', "", "expected a key in double quotes")
add("missing-colon", '{"version" 1}', "", NOT_JSON + "line 1, column 12: unexpected '1'; expected ':'")
add("missing-comma", '{"version": 1 "effect": "scale"}', "", "expected ',' or '}'")
add("unterminated-string", '{"version": 1, "effect": "scale', "effect", "unterminated string")
add("unterminated-object", '{"version": 1, "effect": "scale"', "", "expected ',' or '}'")
add("unterminated-array", '{"version": 1, "compose": [{"effect": "scale"}', "compose", "expected ',' or ']'")
add("leading-zero", '{"version": 01}', "version", "a number may not start with 0")
add("plus-sign", '{"version": +1}', "version", "unexpected '+'")
add("hex-number", '{"version": 0x1}', "", "unexpected 'x'; expected ',' or '}'")
add("dot-number", '{"version": .5}', "version", "unexpected '.'")
add("trailing-dot", '{"version": 1.}', "version", "expected a digit after '.'")
add("bare-exponent", '{"version": 1e}', "version", "expected a digit in the exponent")
add("minus-alone", '{"version": -}', "version", "expected a digit after '-'")
add("control-char-in-string", '{"version": 1, "effect": "sca\x01le"}', "effect", "unescaped control character")
add("newline-in-string", '{"version": 1, "effect": "sca\nle"}', "effect", "unescaped control character byte 0xA")
add("bad-escape", '{"version": 1, "effect": "\\q"}', "effect", "invalid escape")
add("short-unicode-escape", '{"version": 1, "effect": "\\u12"}', "effect", "expected four hexadecimal digits")
add("lone-high-surrogate", '{"version": 1, "effect": "\\ud83d"}', "effect", "unpaired surrogate")
add("lone-low-surrogate", '{"version": 1, "effect": "\\ude00"}', "effect", "unpaired surrogate")
add("true-misspelt", '{"version": 1, "effect": "scale", "options": {"rotate3d": tru}}', "options.rotate3d", "expected a value")
add("capital-true", '{"version": 1, "effect": "stack", "options": {"reverse": True}}', "options.reverse", "unexpected 'T'")
add("undefined", '{"version": 1, "effect": undefined}', "effect", "unexpected 'u'")

# --- numbers
add("nan", '{"version": 1, "effect": "scale", "options": {"minScale": NaN}}', "options.minScale", "unexpected 'N'")
add("infinity", '{"version": 1, "effect": "scale", "options": {"minScale": Infinity}}', "options.minScale", "unexpected 'I'")
add("minus-infinity", '{"version": 1, "effect": "scale", "options": {"minScale": -Infinity}}', "options.minScale",
    "expected a digit after '-'")
add("huge-number", '{"version": 1, "effect": "scale", "options": {"minScale": 1e400}}', "options.minScale",
    "number 1e400 is out of range")
add("huge-negative", '{"version": 1, "effect": "scale", "options": {"maxScale": -1e400}}', "options.maxScale",
    "number -1e400 is out of range")
add("huge-in-array", spec(effect="snapshot")[:-1] + ', "options": {"piecesAlphaRatio": {"indexBasedCustom": [1, 2, 1e999]}}}',
    "options.piecesAlphaRatio.indexBasedCustom[2]", "out of range")
add("huge-version", '{"version": 1e400, "effect": "scale"}', "version", "out of range")
add("long-digits", '{"version": 1, "effect": "scale", "options": {"minScale": ' + "9" * 400 + '}}', "options.minScale",
    "out of range")
add("float-overflow", spec(effect="stack", options={"shadowOpacity": 1e300}), "options.shadowOpacity", "expected a number within")
add("fraction-stack-size", spec(effect="stack", options={"maxStackSize": 2.5}), "options.maxStackSize", "expected a whole number")

# --- versions
add("version-missing", '{"effect": "scale"}', "version", "required key is missing")
add("version-2", spec(effect="scale").replace('"version": 1', '"version": 2'), "version", "unsupported version 2")
add("version-0", '{"version": 0, "effect": "scale"}', "version", "unsupported version 0")
add("version-negative", '{"version": -1, "effect": "scale"}', "version", "unsupported version -1")
add("version-fraction", '{"version": 1.5, "effect": "scale"}', "version", "expected a whole number, found 1.5")
add("version-string", '{"version": "1", "effect": "scale"}', "version", "expected a whole number, found a string")
add("version-null", '{"version": null, "effect": "scale"}', "version", "expected a whole number, found null")
add("version-nested-bad", spec(compose=[{"version": 3, "effect": "scale"}]), "compose[0].version", "unsupported version 3")
add("version-nested-fraction", spec(compose=[{"version": 1.5, "effect": "scale"}]), "compose[0].version",
    "expected a whole number, found 1.5")
add("version-nested-string", spec(compose=[{"effect": "stack"}, {"version": "1", "effect": "scale"}]),
    "compose[1].version", "expected a whole number, found a string")
add("version-deeper-null", spec(compose=[{"compose": [{"version": None, "effect": "scale"}]}]),
    "compose[0].compose[0].version", "expected a whole number, found null")

# --- wrong types
add("effect-number", '{"version": 1, "effect": 5}', "effect", "expected a string, found a number")
add("effect-null", '{"version": 1, "effect": null}', "effect", "expected a string, found null")
add("preset-number", spec(effect="scale", preset=3), "preset", "expected a string, found a number")
add("compose-object", spec(compose={"effect": "scale"}), "compose", "expected an array, found an object")
add("compose-empty", spec(compose=[]), "compose", "expected at least one effect")
add("compose-entry-string", spec(compose=["scale"]), "compose[0]", "expected an object, found a string")
add("options-array", spec(effect="scale", options=[1, 2]), "options", "expected")
add("options-string", spec(effect="scale", options="coverFlow"), "options", "expected")
add("minscale-string", spec(effect="scale", options={"minScale": "0.5"}), "options.minScale", "expected a number")
add("bool-as-number", spec(effect="stack", options={"reverse": 1}), "options.reverse", "expected true or false")
add("point-missing-y", spec(effect="stack", options={"stackPosition": {"x": 1}}), "options.stackPosition.y", "required key is missing")
add("point-as-array", spec(effect="stack", options={"stackPosition": [0, 1]}), "options.stackPosition", "expected")
add("curve-unknown", spec(effect="scale", options={"scaleCurve": "bouncy"}), "options.scaleCurve", '"bouncy"')
add("pieces-two-keys", spec(effect="snapshot", options={"piecesAlphaRatio": {"static": 1, "rowBased": 2}}),
    "options.piecesAlphaRatio", "exactly one of the keys")
add("pieces-empty-list", spec(effect="snapshot", options={"piecesAlphaRatio": {"indexBasedCustom": []}}),
    "options.piecesAlphaRatio.indexBasedCustom", "expected at least one value")
add("aggregated-bad-operation", spec(effect="snapshot", options={"piecesAlphaRatio": {"aggregated": [{"static": 1}], "operation": "max"}}),
    "options.piecesAlphaRatio.operation", "expected \"sum\" or \"product\"")

# --- unknown keys
add("unknown-root-key", spec(effect="scale", colour="red"), "colour", "unknown key")
add("unknown-option", spec(effect="scale", options={"minScal": 0.5}), "options.minScal", "unknown key")
add("unknown-nested-option", spec(effect="stack", options={"stackPosition": {"x": 0, "y": 0, "z": 1}}),
    "options.stackPosition.z", "unknown key")
add("unknown-compose-key", spec(compose=[{"effect": "scale", "weight": 2}]), "compose[0].weight", "unknown key")
add("unknown-effect", spec(effect="spin"), "effect", "unknown effect 'spin'")
add("unknown-preset", spec(effect="scale", preset="flat"), "preset", "unknown preset 'flat'")
add("preset-and-options", spec(effect="scale", preset="linear", options={}), "options", "not both")
add("effect-beside-compose", spec(compose=[{"effect": "scale"}], effect="stack"), "effect", "not allowed beside \"compose\"")
add("no-effect-or-compose", '{"version": 1}', "", "expected an \"effect\" or a \"compose\" key")
add("empty-object", "{}", "version", "required key is missing")

# --- duplicates
add("duplicate-root", '{"version": 1, "effect": "scale", "effect": "stack"}', "effect", "duplicate key")
add("duplicate-version", '{"version": 1, "version": 1, "effect": "scale"}', "version", "duplicate key")
add("duplicate-option", '{"version": 1, "effect": "scale", "options": {"minScale": 0.5, "minScale": 0.6}}',
    "options.minScale", "duplicate key")
add("duplicate-in-compose", '{"version": 1, "compose": [{"effect": "scale"}, {"effect": "a", "effect": "b"}]}',
    "compose[1].effect", "duplicate key")
add("duplicate-escaped", '{"version": 1, "effect": "scale", "eff\\u0065ct": "stack"}', "effect", "duplicate key")

# --- colours
for name, colour in [("short", "#12345"), ("word", "red"), ("not-hex", "#GGGGGG"), ("empty", ""), ("long", "#1234567"),
                     ("no-hash", "112233"), ("nine", "#123456789")]:
    add("colour-" + name, spec(effect="stack", options={"shadowColor": colour}), "options.shadowColor",
        "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
add("colour-number", spec(effect="stack", options={"shadowColor": 0x112233}), "options.shadowColor", "expected a string")

# --- nonsense values
add("negative-stack-size", spec(effect="stack", options={"maxStackSize": -1}), "options.maxStackSize", "must be ≥ 0, found -1")
add("zero-piece-ratio", spec(effect="snapshot", options={"pieceSizeRatio": {"width": 0, "height": 0.5}}),
    "options.pieceSizeRatio", "must be > 0 in both dimensions")
add("negative-piece-ratio", spec(effect="snapshot", options={"pieceSizeRatio": {"width": 0.5, "height": -0.25}}),
    "options.pieceSizeRatio", "must be > 0 in both dimensions")

# --- deep nesting and size: the root object is level 1; the 65th level is refused, and the path
# is that of the value that would open it.
add("deep-arrays-65", '{"version": 1, "effect": "scale", "options": {"x": ' + "[" * 63 + "]" * 63 + "}}",
    "options.x" + "[0]" * 62, "nested deeper than 64 levels")
add("deep-arrays-100k", "[" * 100000, "[0]" * 64, "nested deeper than 64 levels")
add("deep-objects", '{"a":' * 1000 + "1" + "}" * 1000, ".".join(["a"] * 64), "nested deeper than 64 levels")
add("deep-compose-40", '{"version": 1, ' + '"compose": [{' * 40 + '"effect": "scale"' + '}]' * 40 + '}',
    ".".join(["compose[0]"] * 32), "nested deeper than 64 levels")
add("deep-aggregated-250", spec(effect="snapshot", options={"piecesAlphaRatio": {"static": 0}}).replace(
    '{"static": 0}', '{"aggregated": [' * 250 + '{"static": 0}' + '], "operation": "sum"}' * 250),
    "options.piecesAlphaRatio" + ".aggregated[0]" * 31, "nested deeper than 64 levels")
add("huge-array-unknown-key", '{"version": 1, "effect": "scale", "options": {"x": [' + ",".join(["0.5"] * 100000) + "]}}",
    "options.x", "unknown key")

shutil.rmtree(OUT, ignore_errors=True)
os.makedirs(OUT)
manifest = {}
for name, data, outcome in cases:
    file = name + ".json"
    with open(os.path.join(OUT, file), "wb") as f:
        f.write(data)
    manifest[file] = outcome
manifest["generated-50MB.json"] = {"outcome": "reject", "path": "", "message": "a spec may be at most 4194304 bytes",
                                   "generated": "50MB"}
with open(os.path.join(OUT, "manifest.json"), "w") as f:
    json.dump(manifest, f, indent=1, sort_keys=True, ensure_ascii=False)
    f.write("\n")
print(len(manifest), "cases")
