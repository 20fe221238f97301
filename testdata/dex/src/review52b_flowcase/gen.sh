#!/bin/sh
# review52b_flowcase: rev101_k1's smali (Kotlin sketch in ../rev101_k1/sketch)
# with one change: leaveNote sends Cmd.Stamp(text, 0) instead of
# Cmd.Note(text). No code sends a Cmd.Note any more, so the onEach block's
# `is Cmd.Note -> notes[Binder.getCallingUid()] = …` never runs: no CETP603
# at SwapProvider.kt:59 (the Flow made of the Channel runs, for each send,
# only the case of the command's class).
set -eu
cd "$(dirname "$0")"
rm -rf smali
cp -r ../rev101_k1/smali smali
f=smali/com/seedswap/SwapProvider.smali
sub() { # sub OLD NEW: replace OLD (once present) or fail
	grep -qF "$1" "$f" || { echo "gen.sh: $f lacks $1" >&2; exit 1; }
	sed -i "s|$1|$2|" "$f"
}
sub 'new-instance v1, Lcom/seedswap/Cmd$Note;' 'new-instance v1, Lcom/seedswap/Cmd$Stamp;'
sub 'invoke-direct {v1, v2}, Lcom/seedswap/Cmd$Note;-><init>(Ljava/lang/String;)V' 'const/4 v3, 0x0\n    invoke-direct {v1, v2, v3}, Lcom/seedswap/Cmd$Stamp;-><init>(Ljava/lang/String;I)V'
