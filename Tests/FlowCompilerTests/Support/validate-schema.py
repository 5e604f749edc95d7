#!/usr/bin/env python3
"""Validates YAML files against a JSON Schema, as an editor's YAML language server would.

Usage: validate-schema.py SCHEMA FILE...
Prints one JSON object per file: {"file": ..., "valid": true|false, "errors": ["at /steps/login: ...", ...]}.
Exit status 0 when every file was checked (valid or not), 2 when the schema or the tools are missing.

YAML is read as flowc reads it: YAML 1.1 by libyaml (PyYAML's C loader; its pure-Python parser rejects
`{ email: String? }`), with one difference that matters: mapping keys stay text. PyYAML would read the key `on:` as the boolean true (YAML 1.1), but flowc, and every editor, reads keys
as names. Dates and times (`2024-01-01`) become text too: JSON has no such type.
"""
import datetime
import json
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # the test reports this as a failure with the install hint
    print(f"missing Python module: {error.name} (apt-get install python3-jsonschema python3-yaml)", file=sys.stderr)
    sys.exit(2)


if not getattr(yaml, "__with_libyaml__", False):
    print("PyYAML is built without libyaml (apt-get install python3-yaml, or pip install pyyaml with libyaml)", file=sys.stderr)
    sys.exit(2)


class KeysAsTextLoader(yaml.CSafeLoader):
    """libyaml's safe loader (YAML 1.1 values: yes/no/on/off are booleans), but a scalar key is always its text."""

    def construct_mapping(self, node, deep=False):
        if not isinstance(node, yaml.MappingNode):
            raise yaml.constructor.ConstructorError(None, None, f"expected a mapping, found {node.id}", node.start_mark)
        mapping = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                key = key_node.value
            else:
                key = json.dumps(self.construct_object(key_node, deep=True), default=str)
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


def _text(loader, node):
    return loader.construct_scalar(node)


# Timestamps read as text; JSON Schema has strings, numbers, booleans, null, lists and objects only.
KeysAsTextLoader.add_constructor("tag:yaml.org,2002:timestamp", _text)


def jsonable(value):
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, dict):
        return {key: jsonable(item) for key, item in value.items()}
    if isinstance(value, list):
        return [jsonable(item) for item in value]
    return value


def main(arguments):
    if len(arguments) < 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    for path in arguments[1:]:
        result = {"file": path, "valid": False, "errors": []}
        try:
            with open(path, encoding="utf-8") as handle:
                document = jsonable(yaml.load(handle, Loader=KeysAsTextLoader))
        except yaml.YAMLError as error:
            result["errors"].append(f"not YAML: {error}")
            print(json.dumps(result))
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        result["errors"] = [
            "at /" + "/".join(str(part) for part in error.absolute_path) + ": " + error.message for error in errors
        ]
        result["valid"] = not errors
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
