# Kotlin sketch (Packages.kt), compiled by kotlinc and D8: the near miss of
# the CETP604/CETP624 precedence — the loop reads every package, so it is
# CETP624's (a grant returned when any one matches), not CETP604's.
#   package com.example.cid                                                      // 1
#
#   // near miss CETP604: each package is read, not the first alone
#   fun anyTrusted(ctx: Context, uid: Int): Boolean {
#       val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return false    // 5
#       for (p in pkgs) {                                                      // 6
#           if (Callers.isTrusted(p)) return true                              // 7
#       }
#       return false                                                           // 9
#   }
.class public final Lcom/example/cid/PackagesKt;
.super Ljava/lang/Object;
.source "Packages.kt"

# near miss CETP604: every package is read in turn (CETP624 reports the loop)
.method public static final anyTrusted(Landroid/content/Context;I)Z
    .locals 3
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    if-nez p0, :cond_0
    return p1
    :cond_0
    .line 6
    array-length v0, p0
    move v1, p1
    :goto_0
    if-ge v1, v0, :cond_2
    aget-object v2, p0, v1
    add-int/lit8 v1, v1, 0x1
    .line 7
    invoke-static {v2}, Lcom/example/cid/Callers;->isTrusted(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :goto_0
    const/4 p0, 0x1
    return p0
    :cond_2
    .line 9
    return p1
.end method
