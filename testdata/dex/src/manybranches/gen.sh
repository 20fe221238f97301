#!/bin/sh
# Writes smali/: an SDK provider declaring 300 read tools t0..t299 whose
# executeTool tests the tool name against each in an if-chain — more
# branches than CETP621 follows in one method (256) — where t0's branch
# writes SharedPreferences (reported), t1's reaches a write 14 calls deep
# (past the write search's depth) and t299's, past the branch budget,
# writes too: the rule must say where it stopped.
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/branches smali/com/clawseed/cetp/sdk
cat >smali/com/clawseed/cetp/sdk/CetpV2ContentProvider.smali <<'EOF'
.class public abstract Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public abstract executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method
EOF
d=smali/com/example/branches
n=300
{
	cat <<'EOF'
.class public final Lcom/example/branches/ManyToolsProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ManyToolsProvider.java"

.field private final tools:Ljava/util/List;

.method public constructor <init>()V
    .registers 8
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
EOF
	i=0
	while [ $i -lt $n ]; do
		cat <<EOF
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "t$i"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
EOF
		i=$((i + 1))
	done
	cat <<'EOF'
    iput-object v0, p0, Lcom/example/branches/ManyToolsProvider;->tools:Ljava/util/List;
    return-void
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    .line 20
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
EOF
	i=0
	while [ $i -lt $n ]; do
		printf '    const-string v1, "t%d"\n    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z\n    move-result v1\n    if-eqz v1, :next_%d\n    .line %d\n' $i $i $((100 + i))
		case $i in
		0 | 299) printf '    invoke-direct {p0}, Lcom/example/branches/ManyToolsProvider;->write()V\n' ;;
		1) printf '    invoke-static {}, Lcom/example/branches/Deep;->d0()V\n' ;;
		esac
		printf '    const/4 v1, 0x0\n    return-object v1\n    :next_%d\n' $i
		i=$((i + 1))
	done
	cat <<'EOF'
    const/4 v1, 0x0
    return-object v1
.end method

.method private write()V
    .registers 3
    .line 500
    invoke-virtual {p0}, Lcom/example/branches/ManyToolsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "state"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method
EOF
} >$d/ManyToolsProvider.smali
{
	helper_class com/example/branches Deep
	i=0
	while [ $i -lt 14 ]; do
		printf '\n.method static d%d()V\n    .registers 0\n    invoke-static {}, Lcom/example/branches/Deep;->d%d()V\n    return-void\n.end method\n' $i $((i + 1))
		i=$((i + 1))
	done
	cat <<'EOF'

.method static d14()V
    .registers 2
    new-instance v0, Ljava/io/FileOutputStream;
    const-string v1, "/data/local/tmp/deep"
    invoke-direct {v0, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    return-void
.end method
EOF
} >$d/Deep.smali
