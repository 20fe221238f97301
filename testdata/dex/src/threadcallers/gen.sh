#!/bin/sh
# Writes smali/: a tool provider whose call() reaches Starter.go(Thread),
# which starts the thread it is given; 17 methods call go, each with a
# Worker, a Thread subclass: more callers than body resolution follows per
# parameter (16), so CETP603 must say it cannot tell what runs there.
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/threads
d=smali/com/example/threads
cat >$d/Starter.smali <<'EOF'
.class final Lcom/example/threads/Starter;
.super Ljava/lang/Object;
.source "Starter.java"

.method static go(Ljava/lang/Thread;)V
    .registers 1
    .line 5
    invoke-virtual {p0}, Ljava/lang/Thread;->start()V
    return-void
.end method
EOF
cat >$d/Worker.smali <<'EOF'
.class final Lcom/example/threads/Worker;
.super Ljava/lang/Thread;
.source "Worker.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 1
    .line 7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    return-void
.end method
EOF
{
	provider_head com/example/threads 6
	cat <<'EOF'
    .line 11
    invoke-static {}, Lcom/example/threads/Callers;->c0()V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
EOF
} >$d/ToolProvider.smali
{
	helper_class com/example/threads Callers
	i=0
	while [ $i -lt 17 ]; do
		cat <<EOF

.method static c$i()V
    .registers 1
    .line $((20 + i))
    new-instance v0, Lcom/example/threads/Worker;
    invoke-direct {v0}, Lcom/example/threads/Worker;-><init>()V
    invoke-static {v0}, Lcom/example/threads/Starter;->go(Ljava/lang/Thread;)V
    return-void
.end method
EOF
		i=$((i + 1))
	done
} >$d/Callers.smali
