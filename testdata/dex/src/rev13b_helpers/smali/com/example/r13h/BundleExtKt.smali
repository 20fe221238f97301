# Kotlin sketch (BundleExt.kt), kotlinc + D8: extension helpers over the request extras.
#   fun Bundle.str(key: String): String? = getString(key)                                 // 6
#   fun Bundle.num(key: String): Long = getLong(key, 0L)                                   // 7
#   fun Bundle.flag(key: String): Boolean = getBoolean(key, false)                         // 8
.class public final Lcom/example/r13h/BundleExtKt;
.super Ljava/lang/Object;
.source "BundleExt.kt"

.method public static final str(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final num(Landroid/os/Bundle;Ljava/lang/String;)J
    .locals 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const-wide/16 v0, 0x0
    invoke-virtual {p0, p1, v0, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    return-wide v0
.end method

.method public static final flag(Landroid/os/Bundle;Ljava/lang/String;)Z
    .locals 1
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x0
    invoke-virtual {p0, p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z
    move-result p0
    return p0
.end method
