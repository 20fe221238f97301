.class public final Lcom/example/r26c/FailuresKt;
.super Ljava/lang/Object;
.source "Failures.kt"

# Kotlin 2: top-level functions of Failures.kt, each passing the code on:
# fun fail1(code: String) = fail2(code); fun fail2(code: String) =
# fail3(code); fun fail3(code: String) = Failure(code).toBundle()

.method public static final fail1(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-static {p0}, Lcom/example/r26c/FailuresKt;->fail2(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final fail2(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-static {p0}, Lcom/example/r26c/FailuresKt;->fail3(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final fail3(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Lcom/example/r26c/Failure;
    invoke-direct {v0, p0}, Lcom/example/r26c/Failure;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Lcom/example/r26c/Failure;->toBundle()Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
