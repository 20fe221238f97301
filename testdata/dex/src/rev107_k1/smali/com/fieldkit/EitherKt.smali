.class public final Lcom/fieldkit/EitherKt;
.super Ljava/lang/Object;
.source "Either.kt"


.method public static final flatMap(Lcom/fieldkit/Either;Lkotlin/jvm/functions/Function1;)Lcom/fieldkit/Either;
    .registers 6
    const-string v1, "<this>"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "f"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v2, v0
    .line 18
    move-object v3, v4
    .line 19
    instance-of v0, v3, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L27
    move-object v0, v4
    goto :L61
    :L27
    .line 20
    instance-of v0, v3, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L53
    check-cast v4, Lcom/fieldkit/Either$Right;
    invoke-virtual {v4}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v5, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/Either;
    goto :L61
    :L53
    .line 18
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L61
    .line 21
    return-object v0
.end method

.method public static final catching(Lkotlin/jvm/functions/Function0;)Lcom/fieldkit/Either;
    .registers 7
    const-string v1, "block"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v3, v0
    :t_8
    .line 24
    nop
    .line 25
    new-instance v0, Lcom/fieldkit/Either$Right;
    invoke-interface {v6}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    move-object v4, v0
    :t_26
    goto :L42
    :L29
    .line 26
    move-exception v0
    move-object v5, v0
    .line 27
    new-instance v0, Lcom/fieldkit/Either$Left;
    invoke-direct {v0, v5}, Lcom/fieldkit/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    move-object v4, v0
    :L42
    .line 28
    return-object v4
    .catch Ljava/lang/Throwable; {:t_8 .. :t_26} :L29
.end method

