#!/usr/bin/env bash
# Cuts src/theme/fonts/inter-latin-wght-400-700.woff2 from @fontsource-variable/inter's Latin file
# (docs/decisions/045-inter-latin-cut-to-the-weights-used.md). Run by hand after upgrading the kit;
# the result is committed, so neither the build nor CI needs fonttools. Needs fonttools with brotli
# (Debian: apt-get install fonttools python3-brotli; elsewhere: pip install fonttools brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
source=$(node -p "require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')")
target=src/theme/fonts/inter-latin-wght-400-700.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The kit's Latin unicode-range, unchanged (src/theme/inter.css repeats it), and the features the text
# uses: kerning, marks, contextual alternates, localized forms and tabular figures (money, dates).
pyftsubset "$source" \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' \
  --layout-features='kern,mark,mkmk,calt,ccmp,locl,tnum' \
  --flavor=woff2 --output-file="$work/latin.woff2"
# The weights of the tokens (theme/tokens.ts: regular 400 to bold 700); outlines inside stay the same.
fonttools varLib.instancer "$work/latin.woff2" wght=400:700 -o "$target"
ls -l "$source" "$target"
