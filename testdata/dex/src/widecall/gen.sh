#!/bin/sh
# Writes smali/: a tool provider whose call() constructs 33
# implementations of Msg, keeps each in the field Holder.last, and puts
# what Msg.text() of the object read back from the field returns under
# error_message: the field may hold any of the 33, more possible targets
# than the analysis merges the summaries of (32), so the result is
# unknown and CETP607 must say it cannot tell, not pass it as a fixed
# message.
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/wide
d=smali/com/example/wide
cat >$d/Msg.smali <<'EOF'
.class interface abstract Lcom/example/wide/Msg;
.super Ljava/lang/Object;
.source "Msg.java"

.method public abstract text()Ljava/lang/String;
.end method
EOF
cat >$d/Holder.smali <<'EOF'
.class final Lcom/example/wide/Holder;
.super Ljava/lang/Object;
.source "Holder.java"

.field static last:Lcom/example/wide/Msg;
EOF
{
	provider_head com/example/wide 7
	cat <<'EOF'
    const/4 v0, 0x0
EOF
	i=0
	while [ $i -lt 33 ]; do
		printf '    new-instance v0, Lcom/example/wide/M%d;\n    invoke-direct {v0}, Lcom/example/wide/M%d;-><init>()V\n    sput-object v0, Lcom/example/wide/Holder;->last:Lcom/example/wide/Msg;\n' $i $i
		i=$((i + 1))
	done
	cat <<'EOF'
    .line 11
    sget-object v0, Lcom/example/wide/Holder;->last:Lcom/example/wide/Msg;
    invoke-interface {v0}, Lcom/example/wide/Msg;->text()Ljava/lang/String;
    move-result-object v2
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v3, "error_message"
    .line 12
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v1
.end method
EOF
} >$d/ToolProvider.smali
i=0
while [ $i -lt 33 ]; do
	cat >$d/M$i.smali <<EOF
.class final Lcom/example/wide/M$i;
.super Ljava/lang/Object;
.implements Lcom/example/wide/Msg;

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public text()Ljava/lang/String;
    .registers 1
    const-string v0, "Failed ($i)."
    return-object v0
.end method
EOF
	i=$((i + 1))
done
