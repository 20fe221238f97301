# Kotlin sketch (Args.kt): a getter extension on the request's Bundle.
#   fun Bundle.arg(key: String): String? = getString(key)                       // 5
.class public final Lcom/example/ws/ArgsKt;
.super Ljava/lang/Object;
.source "Args.kt"

.method public static final arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .locals 1
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
