.class public abstract Lcom/fieldkit/Either;
.super Ljava/lang/Object;
.source "Either.kt"


.method private constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final fold(Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 7
    const-string v1, "onLeft"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "onRight"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v2, v0
    .line 7
    move-object v3, v4
    .line 8
    instance-of v0, v3, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L41
    check-cast v4, Lcom/fieldkit/Either$Left;
    invoke-virtual {v4}, Lcom/fieldkit/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v5, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L73
    :L41
    .line 9
    instance-of v0, v3, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L65
    check-cast v4, Lcom/fieldkit/Either$Right;
    invoke-virtual {v4}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v6, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L73
    :L65
    .line 7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L73
    .line 10
    return-object v0
.end method

.method public final map(Lkotlin/jvm/functions/Function1;)Lcom/fieldkit/Either;
    .registers 8
    const-string v1, "f"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v4, v0
    .line 12
    move-object v5, v6
    .line 13
    instance-of v0, v5, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L21
    move-object v0, v6
    goto :L62
    :L21
    .line 14
    instance-of v0, v5, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L54
    new-instance v0, Lcom/fieldkit/Either$Right;
    check-cast v6, Lcom/fieldkit/Either$Right;
    invoke-virtual {v6}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v3
    invoke-interface {v7, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    goto :L62
    :L54
    .line 12
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L62
    .line 15
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/fieldkit/Either;-><init>()V
    return-void
.end method

