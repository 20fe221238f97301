.class public final Lorg/koin/core/Koin;
.super Ljava/lang/Object;
.source "Koin.kt"

.field private final scopeRegistry:Lorg/koin/core/scope/Scope;

.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    new-instance v0, Lorg/koin/core/scope/Scope;
    invoke-direct {v0}, Lorg/koin/core/scope/Scope;-><init>()V
    iput-object v0, v1, Lorg/koin/core/Koin;->scopeRegistry:Lorg/koin/core/scope/Scope;
    .line 7
    return-void
.end method

.method public final getScopeRegistry()Lorg/koin/core/scope/Scope;
    .registers 2
    .line 8
    iget-object v0, v1, Lorg/koin/core/Koin;->scopeRegistry:Lorg/koin/core/scope/Scope;
    return-object v0
.end method

.method public final get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 6
    const-string v1, "clazz"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    iget-object v0, v2, Lorg/koin/core/Koin;->scopeRegistry:Lorg/koin/core/scope/Scope;
    invoke-virtual {v0, v3, v4, v5}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic get$default(Lorg/koin/core/Koin;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 8
    .line 9
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
    invoke-virtual {v2, v3, v4, v5}, Lorg/koin/core/Koin;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

