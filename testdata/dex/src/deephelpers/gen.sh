#!/bin/sh
# Writes smali/: a tool provider whose call() removes the resume token's
# entry from a map, then asks Chain.h0(entry, uid) whether the caller owns
# it; h0 asks h1 twice (a diamond: h0 && h0-again, so a search without
# memoization would take 2^26 steps), and so on to h25, which compares the
# entry's owner with the uid. The comparison is 26 calls deep, past the 24
# CETP620 follows from a lookup, so the rule must say it cannot tell
# instead of reporting the token as unbound.
#   public Bundle call(String method, String arg, Bundle extras) {
#       int uid = Binder.getCallingUid();                          // 10
#       Grant g = PENDING.remove(extras.getString("resume_token")); // 11
#       if (g == null || !Chain.h0(g, uid)) return null;           // 12
#       return new Bundle();                                       // 13
#   }
#   static boolean hK(Grant g, int uid) { return hK+1(g, uid) && hK+1(g, uid); }
#   static boolean h25(Grant g, int uid) { return g.owner == uid; }
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/deep
d=smali/com/example/deep
cat >$d/Grant.smali <<'EOF'
.class final Lcom/example/deep/Grant;
.super Ljava/lang/Object;
.source "Grant.java"

.field final owner:I

.method constructor <init>(I)V
    .registers 2
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/deep/Grant;->owner:I
    return-void
.end method
EOF
{
	provider_head com/example/deep 6
	cat <<'EOF'
    move-result v0
    .line 11
    sget-object v1, Lcom/example/deep/ToolProvider;->PENDING:Ljava/util/Map;
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v1, v2}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/example/deep/Grant;
    const/4 v2, 0x0
    .line 12
    if-eqz v1, :deny
    invoke-static {v1, v0}, Lcom/example/deep/Chain;->h0(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :deny
    .line 13
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    :deny
    return-object v2
.end method

.field static final PENDING:Ljava/util/Map;
EOF
} >$d/ToolProvider.smali
{
	helper_class com/example/deep Chain
	i=0
	while [ $i -lt 25 ]; do
		cat <<EOF

.method static h$i(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line $((20 + i))
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h$((i + 1))(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h$((i + 1))(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method
EOF
		i=$((i + 1))
	done
	cat <<'EOF'

.method static h25(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 45
    iget v0, p0, Lcom/example/deep/Grant;->owner:I
    if-ne v0, p1, :no
    const/4 v0, 0x1
    return v0
    :no
    const/4 v0, 0x0
    return v0
.end method
EOF
} >$d/Chain.smali
