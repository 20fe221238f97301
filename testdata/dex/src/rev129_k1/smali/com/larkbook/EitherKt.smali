.class public final Lcom/larkbook/EitherKt;
.super Ljava/lang/Object;
.source "Either.kt"

# direct methods
.method public static final attempt(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function0;)Lcom/larkbook/Either;
    .registers 12
    const-string v1, "code"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "explain"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x0
:L20
    .line 33
    new-instance v7, Lcom/larkbook/Either$Right;
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v2
    invoke-direct {v7, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v7, Lcom/larkbook/Either;
:L39
    goto :L81
:L42
    .line 34
    move-exception v8
    .line 35
    new-instance v7, Lcom/larkbook/Either$Left;
    new-instance v2, Lcom/larkbook/Fault;
    invoke-interface {p1, v8}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    const-string v5, "UNAVAILABLE"
    invoke-static {p0, v5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v4
    invoke-direct {v2, p0, v3, v4}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {v7, v2}, Lcom/larkbook/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v7, Lcom/larkbook/Either;
:L81
    .line 36
    return-object v7
    .catch Ljava/lang/Exception; {:L20 .. :L39} :L42
.end method

.method public static synthetic attempt$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lcom/larkbook/Either;
    .registers 12
    .line 27
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L13
    .line 29
    sget-object p1, Lcom/larkbook/EitherKt$attempt$1;->INSTANCE:Lcom/larkbook/EitherKt$attempt$1;
    check-cast p1, Lkotlin/jvm/functions/Function1;
:L13
    .line 27
    const-string v1, "code"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "explain"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 p3, 0x0
:L33
    .line 33
    new-instance p4, Lcom/larkbook/Either$Right;
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v2
    invoke-direct {p4, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast p4, Lcom/larkbook/Either;
:L52
    goto :L94
:L55
    .line 34
    move-exception v6
    .line 35
    new-instance p4, Lcom/larkbook/Either$Left;
    new-instance v2, Lcom/larkbook/Fault;
    invoke-interface {p1, v6}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    const-string v5, "UNAVAILABLE"
    invoke-static {p0, v5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v4
    invoke-direct {v2, p0, v3, v4}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    invoke-direct {p4, v2}, Lcom/larkbook/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast p4, Lcom/larkbook/Either;
:L94
    .line 36
    return-object p4
    .catch Ljava/lang/Exception; {:L33 .. :L52} :L55
.end method

.method public static final fold(Lcom/larkbook/Either;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 7
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ifLeft"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ifRight"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    .line 13
    move-object v3, p0
    .line 14
    instance-of v0, v3, Lcom/larkbook/Either$Left;
    if-eqz v0, :L47
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Either$Left;
    invoke-virtual {v1}, Lcom/larkbook/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p1, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L79
:L47
    .line 15
    instance-of v0, v3, Lcom/larkbook/Either$Right;
    if-eqz v0, :L71
    move-object v1, p0
    check-cast v1, Lcom/larkbook/Either$Right;
    invoke-virtual {v1}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p2, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L79
:L71
    .line 13
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L79
    .line 16
    return-object v0
.end method

.method public static final map(Lcom/larkbook/Either;Lkotlin/jvm/functions/Function1;)Lcom/larkbook/Either;
    .registers 8
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "transform"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x0
    .line 18
    move-object v5, p0
    .line 19
    instance-of v0, v5, Lcom/larkbook/Either$Left;
    if-eqz v0, :L27
    move-object v0, p0
    goto :L68
:L27
    .line 20
    instance-of v0, v5, Lcom/larkbook/Either$Right;
    if-eqz v0, :L60
    new-instance v0, Lcom/larkbook/Either$Right;
    move-object v3, p0
    check-cast v3, Lcom/larkbook/Either$Right;
    invoke-virtual {v3}, Lcom/larkbook/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v3
    invoke-interface {p1, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/larkbook/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/larkbook/Either;
    goto :L68
:L60
    .line 18
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L68
    .line 21
    return-object v0
.end method

.method public static final safeText(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    move-object v2, p0
    .line 40
    instance-of v0, v2, Landroid/database/sqlite/SQLiteException;
    if-eqz v0, :L20
    const-string v0, "The Larkbook database is busy, try again shortly"
    goto :L58
:L20
    .line 41
    instance-of v0, v2, Ljava/util/concurrent/TimeoutException;
    if-eqz v0, :L32
    const-string v0, "Larkbook took too long to answer"
    goto :L58
:L32
    .line 42
    instance-of v0, v2, Ljava/io/IOException;
    if-eqz v0, :L44
    const-string v0, "Larkbook could not reach its storage"
    goto :L58
:L44
    .line 43
    instance-of v0, v2, Ljava/lang/IllegalStateException;
    if-eqz v0, :L56
    const-string v0, "That is not possible right now"
    goto :L58
:L56
    .line 44
    const-string v0, "Something went wrong on our side"
:L58
    .line 45
    return-object v0
.end method
