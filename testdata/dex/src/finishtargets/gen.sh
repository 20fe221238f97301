#!/bin/sh
# Writes smali/ (javac + D8 shapes): a tool provider answering two
# resolution PendingIntents, each opening an Activity that hands itself to
# an interface to be closed.
#   class ToolProvider extends ContentProvider {
#       public Bundle call(String method, String arg, Bundle extras) {
#           Binder.getCallingUid();                                            // 10
#           Context ctx = getContext();
#           Bundle out = new Bundle();
#           out.putString("resume_token", UUID.randomUUID().toString());
#           Class<?> target = "wide".equals(method) ? WideActivity.class : NarrowActivity.class;
#           out.putParcelable("resolution", PendingIntent.getActivity(ctx, 0,  // 12 (wide), 14 (narrow)
#               new Intent(ctx, target), PendingIntent.FLAG_IMMUTABLE));
#           return out;
#       }
#   }
#   // WideActivity.onCreate: Closer c = new W0(); … c = new W32(); c.close(this);   // 5
#   //   33 implementations of Closer, each `a.setResult(0); a.finish();`: more
#   //   targets than CETP623 follows (32): a note naming the bound.
#   // NarrowActivity.onCreate: the same with 32 implementations of Shutter:
#   //   all followed, all finish: no finding.
set -eu
cd "$(dirname "$0")"
. ../provider_head.sh
rm -rf smali && mkdir -p smali/com/example/ft
d=smali/com/example/ft
resolution() { # line activity requestcode
	cat <<EOF
    .line $1
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "resume_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v3
    invoke-virtual {v3}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/ft/$2;
    invoke-direct {v2, v0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, $3
    const/high16 v4, 0x4000000
    invoke-static {v0, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "resolution"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
EOF
}
{
	provider_head com/example/ft 8
	cat <<'EOF'
    invoke-virtual {p0}, Lcom/example/ft/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "wide"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :narrow
EOF
	resolution 12 WideActivity 0x0
	echo '    :narrow'
	resolution 14 NarrowActivity 0x1
	echo '.end method'
} >$d/ToolProvider.smali
# activity NAME IFACE PREFIX COUNT
activity() {
	cat >$d/$2.smali <<EOF
.class interface abstract Lcom/example/ft/$2;
.super Ljava/lang/Object;
.source "$2.java"

.method public abstract close(Landroid/app/Activity;)V
.end method
EOF
	{
		cat <<EOF
.class public final Lcom/example/ft/$1;
.super Landroid/app/Activity;
.source "$1.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const/4 v0, 0x0
EOF
		i=0
		while [ $i -lt $4 ]; do
			printf '    new-instance v0, Lcom/example/ft/%s%d;\n    invoke-direct {v0}, Lcom/example/ft/%s%d;-><init>()V\n' $3 $i $3 $i
			i=$((i + 1))
		done
		cat <<EOF
    .line 5
    invoke-interface {v0, p0}, Lcom/example/ft/$2;->close(Landroid/app/Activity;)V
    return-void
.end method
EOF
	} >$d/$1.smali
	i=0
	while [ $i -lt $4 ]; do
		cat >$d/$3$i.smali <<EOF
.class final Lcom/example/ft/$3$i;
.super Ljava/lang/Object;
.implements Lcom/example/ft/$2;
.source "$3$i.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public close(Landroid/app/Activity;)V
    .registers 3
    const/4 v0, 0x0
    invoke-virtual {p1, v0}, Landroid/app/Activity;->setResult(I)V
    invoke-virtual {p1}, Landroid/app/Activity;->finish()V
    return-void
.end method
EOF
		i=$((i + 1))
	done
}
activity WideActivity Closer W 33
activity NarrowActivity Shutter N 32
