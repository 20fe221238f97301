# Kotlin sketch (Extras.kt):
#   fun Bundle.arg(key: String): String = getString(key) ?: ""             // 5
.class public final Lcom/example/af/ExtrasKt;
.super Ljava/lang/Object;
.source "Extras.kt"

.method public static final arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_have
    const-string v0, ""
    :cond_have
    return-object v0
.end method
