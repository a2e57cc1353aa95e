#!/usr/bin/env bash
# Regenerates the PNG and ICO icons in public/ from public/logo.svg. Run by hand after changing the logo; the
# results are committed, so builds need neither tool. Needs Debian's librsvg2-bin (rsvg-convert) and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/../public"
render() { rsvg-convert -w "$1" -h "$1" "${3:-logo.svg}" -o "$2"; }
render 16 favicon-16x16.png
render 32 favicon-32x32.png
render 48 /tmp/favicon-48.png
render 180 apple-touch-icon.png
render 192 icon-192.png
render 512 icon-512.png
# Maskable: the mark inside the central safe zone (80 %) on a full-bleed background.
convert -size 512x512 xc:'#b4410f' \( icon-512.png -resize 400x400 \) -gravity center -composite icon-maskable-512.png
convert favicon-16x16.png favicon-32x32.png /tmp/favicon-48.png favicon.ico
