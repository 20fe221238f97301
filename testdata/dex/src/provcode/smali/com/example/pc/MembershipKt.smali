# Kotlin sketch (Membership.kt):
#   private const val TRUSTED = "com.example.consumer"
#   // true positive 624: `in` over every package of the UID
#   fun trustedByMembership(ctx: Context, uid: Int): Boolean {
#       val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return false   // 10
#       return TRUSTED in pkgs                                                 // 11
#   }
#   // near miss 624: only a UID with exactly one package is looked at
#   fun soleTrusted(ctx: Context, uid: Int): Boolean {
#       val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return false   // 15
#       return pkgs.size == 1 && TRUSTED in pkgs                               // 16
#   }
.class public final Lcom/example/pc/MembershipKt;
.super Ljava/lang/Object;
.source "Membership.kt"

.method public static final trustedByMembership(Landroid/content/Context;I)Z
    .locals 2
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return p0
    :cond_0
    .line 11
    const-string p1, "com.example.consumer"
    invoke-static {p0, p1}, Lkotlin/collections/ArraysKt;->contains([Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

# near miss CETP624: only a UID with exactly one package is looked at
.method public static final soleTrusted(Landroid/content/Context;I)Z
    .locals 3
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 v0, 0x0
    if-nez p0, :cond_0
    return v0
    :cond_0
    .line 16
    array-length p1, p0
    const/4 v1, 0x1
    if-ne p1, v1, :cond_1
    const-string p1, "com.example.consumer"
    invoke-static {p0, p1}, Lkotlin/collections/ArraysKt;->contains([Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_1
    move v0, v1
    :cond_1
    return v0
.end method
