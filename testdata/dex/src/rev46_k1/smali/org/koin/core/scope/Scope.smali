.class public final Lorg/koin/core/scope/Scope;
.super Ljava/lang/Object;
.source "Scope.kt"


.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 7
    const-string v1, "clazz"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "koin stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public static synthetic get$default(Lorg/koin/core/scope/Scope;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 8
    .line 7
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L9
    const/4 v0, 0x0
    move-object v4, v0
    :L9
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L18
    const/4 v0, 0x0
    move-object v5, v0
    :L18
    invoke-virtual {v2, v3, v4, v5}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final synthetic get(Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 7
    const/4 v0, 0x0
    move v3, v0
    .line 11
    const/4 v1, 0x4
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Ljava/lang/Object;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v4, v1, v5, v6}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic get$default(Lorg/koin/core/scope/Scope;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 8
    .line 10
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move-object v4, v0
    :L8
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L16
    const/4 v0, 0x0
    move-object v5, v0
    :L16
    const/4 v0, 0x0
    move v6, v0
    .line 11
    const/4 v1, 0x4
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Ljava/lang/Object;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v3, v1, v4, v5}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

