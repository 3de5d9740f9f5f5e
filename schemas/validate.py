#!/usr/bin/env python3
"""Validate scene files (YAML or JSON) or `sbplay state --json` output against a schema.

    python3 schemas/validate.py schemas/scene.schema.json Scenes/*.yaml
    sbplay state nav-bar-decides --json | python3 schemas/validate.py schemas/state.schema.json -

An independent check of sbplay's schemas (the tests run it on every bundled scene and its
state). Exit status: 0 all valid, 1 a file is invalid, 2 bad usage, 3 a module is missing.
Needs the `jsonschema` and `PyYAML` modules: pip install jsonschema pyyaml, or
apt-get install python3-jsonschema python3-yaml.
"""
import json
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(
        f"validate.py: the Python module `{error.name}` is missing: "
        "pip install jsonschema pyyaml (or apt-get install python3-jsonschema python3-yaml)",
        file=sys.stderr,
    )
    sys.exit(3)


def load(path):
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    return yaml.safe_load(text)  # JSON is YAML too


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    status = 0
    for path in argv[2:]:
        try:
            document = load(path)
        except (OSError, yaml.YAMLError) as error:
            print(f"{path}: cannot read: {error}")
            status = 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
            print(f"{path}: {where}: {error.message}")
        if errors:
            status = 1
        else:
            print(f"{path}: valid")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
