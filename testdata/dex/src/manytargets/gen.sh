#!/bin/sh
# Writes smali/: a tool provider whose call() constructs 130 implementations
# of one interface and calls it: more possible targets than one call site
# follows (128), so the rules must say their results there are incomplete.
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/many
d=smali/com/example/many
cat >$d/Handler.smali <<'EOF'
.class interface abstract Lcom/example/many/Handler;
.super Ljava/lang/Object;
.source "Handler.java"

.method public abstract handle()I
.end method
EOF
{
	provider_head com/example/many 6
	cat <<'EOF'
    const/4 v0, 0x0
EOF
	i=0
	while [ $i -lt 130 ]; do
		printf '    new-instance v0, Lcom/example/many/H%d;\n    invoke-direct {v0}, Lcom/example/many/H%d;-><init>()V\n' $i $i
		i=$((i + 1))
	done
	cat <<'EOF'
    .line 11
    invoke-interface {v0}, Lcom/example/many/Handler;->handle()I
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
EOF
} >$d/ToolProvider.smali
i=0
while [ $i -lt 130 ]; do
	cat >$d/H$i.smali <<EOF
.class final Lcom/example/many/H$i;
.super Ljava/lang/Object;
.implements Lcom/example/many/Handler;

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle()I
    .registers 1
    const/16 v0, $i
    return v0
.end method
EOF
	i=$((i + 1))
done
