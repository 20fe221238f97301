.class public final Lcom/example/r18v/ArgsKt;
.super Ljava/lang/Object;
.source "Args.kt"

# Kotlin: inline fun <reified T> Bundle.arg(key: String): T? = get(key) as? T
# (the compiled body keeps a reifiedOperationMarker; callers get the code inlined)

.method public static final synthetic arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-virtual {p0, p1}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    const/4 p1, 0x3
    const-string v0, "T"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    instance-of p1, p0, Ljava/lang/Object;
    if-nez p1, :cond_0
    const/4 p0, 0x0
    :cond_0
    return-object p0
.end method
