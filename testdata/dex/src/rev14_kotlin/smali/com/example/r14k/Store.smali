# object Store (see sketch/ToolProvider.kt): stands for the app's database;
# archive(id): Result<Unit> = runCatching { delete(id) } (Store.kt:11), not inlined.
.class public final Lcom/example/r14k/Store;
.super Ljava/lang/Object;
.source "Store.kt"

.method public static final delete(J)V
    .registers 3
    .line 5
    new-instance p0, Ljava/lang/IllegalStateException;
    const-string p1, "no such note"
    invoke-direct {p0, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p0
.end method

.method public static final rename(J)V
    .registers 3
    .line 8
    new-instance p0, Ljava/lang/IllegalStateException;
    const-string p1, "locked"
    invoke-direct {p0, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p0
.end method

.method public static final archive(J)Ljava/lang/Object;
    .registers 3
    .line 11
    :try_start_0
    invoke-static {p0, p1}, Lcom/example/r14k/Store;->delete(J)V
    sget-object p0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-static {p0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    return-object p0
    :catch_0
    move-exception p0
    invoke-static {p0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p0
    invoke-static {p0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
.end method
