.class public final Lcom/tidemark/invoices/EitherKt;
.super Ljava/lang/Object;
.source "Either.kt"


# direct methods
.method public static final flatMap(Lcom/tidemark/invoices/Either;Lkotlin/jvm/functions/Function1;)Lcom/tidemark/invoices/Either;
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "f"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 18
    move-object v3, p0

    .line 19
    instance-of v0, v3, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_0

    move-object v0, p0

    goto :goto_0

    .line 20
    :cond_0
    instance-of v0, v3, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_1

    move-object v1, p0

    check-cast v1, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v1}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {p1, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Either;

    goto :goto_0

    .line 18
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 21
    :goto_0
    return-object v0
.end method

.method public static final fold(Lcom/tidemark/invoices/Either;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "left"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "right"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 28
    move-object v3, p0

    .line 29
    instance-of v0, v3, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_0

    move-object v1, p0

    check-cast v1, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v1}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {p1, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_0

    .line 30
    :cond_0
    instance-of v0, v3, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_1

    move-object v1, p0

    check-cast v1, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v1}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {p2, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_0

    .line 28
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 31
    :goto_0
    return-object v0
.end method

.method public static final left(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;
    .registers 2

    .line 11
    new-instance v0, Lcom/tidemark/invoices/Either$Left;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/Either$Left;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/tidemark/invoices/Either;

    return-object v0
.end method

.method public static final map(Lcom/tidemark/invoices/Either;Lkotlin/jvm/functions/Function1;)Lcom/tidemark/invoices/Either;
    .registers 8

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "f"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x0

    .line 13
    move-object v5, p0

    .line 14
    instance-of v0, v5, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_0

    move-object v0, p0

    goto :goto_0

    .line 15
    :cond_0
    instance-of v0, v5, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_1

    new-instance v0, Lcom/tidemark/invoices/Either$Right;

    move-object v3, p0

    check-cast v3, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v3}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v3

    invoke-interface {p1, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Either$Right;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/tidemark/invoices/Either;

    goto :goto_0

    .line 13
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 16
    :goto_0
    return-object v0
.end method

.method public static final orLeft(Ljava/lang/Object;Lkotlin/jvm/functions/Function0;)Lcom/tidemark/invoices/Either;
    .registers 6

    const-string v1, "problem"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    .line 35
    if-nez p0, :cond_0

    new-instance v0, Lcom/tidemark/invoices/Either$Left;

    invoke-interface {p1}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Either$Left;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/tidemark/invoices/Either;

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/Either$Right;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/Either$Right;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/tidemark/invoices/Either;

    :goto_0
    return-object v0
.end method

.method public static final recover(Lcom/tidemark/invoices/Either;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "f"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 23
    move-object v3, p0

    .line 24
    instance-of v0, v3, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_0

    move-object v1, p0

    check-cast v1, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v1}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {p1, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_0

    .line 25
    :cond_0
    instance-of v0, v3, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_1

    move-object v0, p0

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v0

    goto :goto_0

    .line 23
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 26
    :goto_0
    return-object v0
.end method

.method public static final right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;
    .registers 2

    .line 9
    new-instance v0, Lcom/tidemark/invoices/Either$Right;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/Either$Right;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/tidemark/invoices/Either;

    return-object v0
.end method
