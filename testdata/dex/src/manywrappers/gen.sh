#!/bin/sh
# Writes smali/: a tool provider whose call() puts error_message through a
# wrapper, Err.put(Bundle, String), which 65 more methods call: more callers
# than a wrapper's are followed (64), so the rules judging puts must say
# their results may be incomplete, at the first caller left out. Err.put2
# is reached through a chain of four wrappers (Chain.w1 … w4): past the
# three followed back, the note is at w4's call of w3.
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/wrappers
d=smali/com/example/wrappers
cat >$d/Err.smali <<'EOF'
.class final Lcom/example/wrappers/Err;
.super Ljava/lang/Object;
.source "Err.java"

.method static put(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 3
    .line 5
    const-string v0, "error_message"
    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static put2(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 3
    .line 6
    const-string v0, "error_message"
    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
EOF
{
	helper_class com/example/wrappers Chain
	prev="Lcom/example/wrappers/Err;->put2"
	i=1
	while [ $i -le 4 ]; do
		cat <<EOF

.method static w$i(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 2
    .line $((100 + i))
    invoke-static {p0, p1}, $prev(Landroid/os/Bundle;Ljava/lang/String;)V
    return-void
.end method
EOF
		prev="Lcom/example/wrappers/Chain;->w$i"
		i=$((i + 1))
	done
} >$d/Chain.smali
{
	provider_head com/example/wrappers 6
	cat <<'EOF'
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v0, "Failed."
    .line 11
    invoke-static {v1, v0}, Lcom/example/wrappers/Err;->put(Landroid/os/Bundle;Ljava/lang/String;)V
    .line 12
    invoke-static {v1, v0}, Lcom/example/wrappers/Chain;->w4(Landroid/os/Bundle;Ljava/lang/String;)V
    return-object v1
.end method
EOF
} >$d/ToolProvider.smali
{
	helper_class com/example/wrappers Callers
	i=0
	while [ $i -lt 65 ]; do
		cat <<EOF

.method static c$i(Landroid/os/Bundle;)V
    .registers 2
    .line $((20 + i))
    const-string v0, "Failed $i."
    invoke-static {p0, v0}, Lcom/example/wrappers/Err;->put(Landroid/os/Bundle;Ljava/lang/String;)V
    return-void
.end method
EOF
		i=$((i + 1))
	done
} >$d/Callers.smali
