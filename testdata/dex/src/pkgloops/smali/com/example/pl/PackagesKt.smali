# Kotlin sketch (Packages.kt):
#   private val ALLOWED = setOf("com.example.consumer")                          // 5
#   // the functions below
.class public final Lcom/example/pl/PackagesKt;
.super Ljava/lang/Object;
.source "Packages.kt"

.field private static final ALLOWED:Ljava/util/Set;

.method static constructor <clinit>()V
    .locals 1
    .line 5
    const-string v0, "com.example.consumer"
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/pl/PackagesKt;->ALLOWED:Ljava/util/Set;
    return-void
.end method

# true positive CETP624: the loop kotlinc inlines for any { }: a match sets
# the result and jumps out
#   fun anyAllowed(pm: PackageManager, uid: Int) =
#       pm.getPackagesForUid(uid)?.any { it in ALLOWED } ?: false              // 9
.method public static final anyAllowed(Landroid/content/pm/PackageManager;I)Z
    .locals 5
    const-string v0, "pm"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    const/4 v4, 0x0
    if-eqz v0, :cond_1
    array-length v1, v0
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_1
    aget-object v3, v0, v2
    sget-object p0, Lcom/example/pl/PackagesKt;->ALLOWED:Ljava/util/Set;
    invoke-interface {p0, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    const/4 v4, 0x1
    goto :cond_1
    :cond_0
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    :cond_1
    return v4
.end method

# near miss CETP624: the same loop, once the UID is known to hold one package
#   fun soleAllowed(pm: PackageManager, uid: Int): Boolean {
#       val pkgs = pm.getPackagesForUid(uid) ?: return false                   // 13
#       if (pkgs.size != 1) return false                                       // 14
#       return pkgs.any { it in ALLOWED }                                      // 15
#   }
.method public static final soleAllowed(Landroid/content/pm/PackageManager;I)Z
    .locals 5
    const-string v0, "pm"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    const/4 v4, 0x0
    if-nez v0, :cond_have
    return v4
    .line 14
    :cond_have
    array-length v1, v0
    const/4 v2, 0x1
    if-eq v1, v2, :cond_one
    return v4
    .line 15
    :cond_one
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_1
    aget-object v3, v0, v2
    sget-object p0, Lcom/example/pl/PackagesKt;->ALLOWED:Ljava/util/Set;
    invoke-interface {p0, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    const/4 v4, 0x1
    goto :cond_1
    :cond_0
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    :cond_1
    return v4
.end method
