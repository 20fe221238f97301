# R8's second outline class (its signature clashes with one in Outline0):
# TextUtils.isEmpty(extras.getString(key)), repeated by SessionProvider and
# PlainProvider (sketch/SessionProvider.java).
.class public final synthetic Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;)Z
    .registers 2
    check-cast p0, Landroid/os/Bundle;
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Landroid/text/TextUtils;->isEmpty(Ljava/lang/CharSequence;)Z
    move-result p0
    return p0
.end method
