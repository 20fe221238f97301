#!/bin/sh
# predicatesdeep617: predicates617's smali (rev73_j1's, see ../predicates617/DEX_NOTE.md)
# with PayoutProvider.authorize replaced by PayoutProvider.authorize.smali (DEX_NOTE.md).
set -eu
cd "$(dirname "$0")"
[ -f PayoutProvider.authorize.smali ] || { echo "gen.sh: PayoutProvider.authorize.smali is missing" >&2; exit 1; }
rm -rf smali
cp -r ../predicates617/smali smali
f=smali/com/stallmart/payouts/PayoutProvider.smali
awk -v repl=PayoutProvider.authorize.smali '
	/^\.method public authorize\(/ { skip = 1; while ((getline line < repl) > 0) print line; next }
	skip && /^\.end method/ { skip = 0; next }
	!skip { print }
' "$f" > "$f.new"
mv "$f.new" "$f"
# The replacement is in: a missing or empty one would drop authorize silently.
grep -q "Rules;->scopesUnder" "$f"
