.class public final Lorg/koin/core/component/KoinComponentKt;
.super Ljava/lang/Object;
.source "KoinComponent.kt"


.method public static final synthetic inject(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    .registers 7
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mode"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v2, v0
    .line 15
    invoke-static {}, Lkotlin/jvm/internal/Intrinsics;->needClassReification()V
    new-instance v1, Lorg/koin/core/component/KoinComponentKt$inject$1;
    invoke-direct {v1, v3, v4, v6}, Lorg/koin/core/component/KoinComponentKt$inject$1;-><init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v1, Lkotlin/jvm/functions/Function0;
    invoke-static {v5, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic inject$default(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lkotlin/Lazy;
    .registers 8
    .line 11
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L9
    .line 12
    const/4 v0, 0x0
    move-object v3, v0
    :L9
    .line 11
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L23
    .line 13
    sget-object v0, Lorg/koin/core/KoinPlatformTools;->INSTANCE:Lorg/koin/core/KoinPlatformTools;
    invoke-virtual {v0}, Lorg/koin/core/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v0
    move-object v4, v0
    :L23
    .line 11
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L32
    .line 14
    const/4 v0, 0x0
    move-object v5, v0
    :L32
    .line 11
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mode"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v6, v0
    .line 15
    invoke-static {}, Lkotlin/jvm/internal/Intrinsics;->needClassReification()V
    new-instance v1, Lorg/koin/core/component/KoinComponentKt$inject$1;
    invoke-direct {v1, v2, v3, v5}, Lorg/koin/core/component/KoinComponentKt$inject$1;-><init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v1, Lkotlin/jvm/functions/Function0;
    invoke-static {v4, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method

