#!/usr/bin/env python3
"""Fill empty msgstr lines of the PO catalogs from a JSON map {english id: {locale: translation}} (a translator's hand-off)."""
import json, re, sys, glob, os

def po_escape(text):
    return text.replace('\\', '\\\\').replace('"', '\\"')

def po_unescape(text):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), text)

def fill(path, locale, table):
    lines = open(path, encoding='utf-8').read().split('\n')
    filled = 0
    for i, line in enumerate(lines):
        if line.startswith('msgid "') and i + 1 < len(lines) and lines[i + 1] == 'msgstr ""':
            english = po_unescape(line[len('msgid "'):-1])
            if english and english in table and locale in table[english]:
                lines[i + 1] = 'msgstr "' + po_escape(table[english][locale]) + '"'
                filled += 1
    open(path, 'w', encoding='utf-8').write('\n'.join(lines))
    return filled

root = os.path.join(os.path.dirname(__file__), '..', 'packages', 'shared', 'src', 'i18n', 'locales')
table = json.load(open(sys.argv[1], encoding='utf-8'))
for path in sorted(glob.glob(os.path.join(root, '*', '*.po'))):
    locale = os.path.basename(os.path.dirname(path))
    if locale != 'en':
        print(path, fill(path, locale, table))
