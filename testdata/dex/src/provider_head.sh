# Sourced by the fixture generators (*/gen.sh): provider_head PKG REGISTERS
# prints the start of PKG/ToolProvider, a ContentProvider whose call()
# (with REGISTERS registers) begins by reading the caller's UID at line 10;
# the generator writes the rest of call().
provider_head() {
	cat <<EOF
.class public L$1/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers $2
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
EOF
}

# helper_class PKG CLASS prints the header of PKG/CLASS, a final class of
# static helpers in CLASS.java; the generator writes its methods.
helper_class() {
	cat <<EOF
.class final L$1/$2;
.super Ljava/lang/Object;
.source "$2.java"
EOF
}
