# Kotlin sketch (BundleExt.kt):
#   fun Bundle.str(key: String): String? = getString(key)   // 5
.class public final Lcom/example/ip/BundleExtKt;
.super Ljava/lang/Object;
.source "BundleExt.kt"

.method public static final str(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
