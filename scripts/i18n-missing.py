#!/usr/bin/env python3
"""The messages a catalog lacks, as the JSON i18n-fill.py takes ({english: {locale: ''}}), each
prefilled where another of the language's catalogs already translates the same English."""
import glob, json, os, re, sys

root = os.path.join(os.path.dirname(__file__), '..', 'packages', 'shared', 'src', 'i18n', 'locales')

def po_unescape(text):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), text)

def entries(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    for i, line in enumerate(lines):
        if line.startswith('msgid "') and line != 'msgid ""' and i + 1 < len(lines) and lines[i + 1].startswith('msgstr "'):
            yield po_unescape(line[7:-1]), po_unescape(lines[i + 1][8:-1])

table = {}
for locale_dir in sorted(glob.glob(os.path.join(root, '*'))):
    locale = os.path.basename(locale_dir)
    if locale == 'en':
        continue
    known = {}
    catalogs = {path: dict(entries(path)) for path in glob.glob(os.path.join(locale_dir, '*.po'))}
    for messages in catalogs.values():
        known.update({k: v for k, v in messages.items() if v})
    for messages in catalogs.values():
        for english, said in messages.items():
            if not said:
                table.setdefault(english, {})[locale] = known.get(english, '')
json.dump(table, sys.stdout, ensure_ascii=False, indent=1)
