#!/bin/sh
# Renders resources/icon.svg to the committed PNGs (512 and 256) with Debian's headless Chromium: run it again
# after changing the SVG. The PNGs are committed so that building installers needs no renderer.
set -eu
cd "$(dirname "$0")/../resources"
mkdir -p icons
tmp=$(mktemp -d)
for size in 512 256; do
  printf '<html><body style="margin:0;background:transparent"><img src="file://%s/icon.svg" width="%s" height="%s"></body></html>' \
    "$(pwd)" "$size" "$size" > "$tmp/icon.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$size,$size" --screenshot="$tmp/icon-$size.png" "file://$tmp/icon.html" 2>/dev/null
  cp "$tmp/icon-$size.png" "icons/${size}x${size}.png"
done
cp icons/512x512.png icon.png
rm -rf "$tmp"
