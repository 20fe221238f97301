.class public final Lorg/koin/core/module/Module;
.super Ljava/lang/Object;
.source "Module.kt"

.field private final createdAtStart:Z
.field private final mappings:Ljava/util/HashMap;

.method public constructor <init>(Z)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-boolean v2, v1, Lorg/koin/core/module/Module;->createdAtStart:Z
    .line 12
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, v1, Lorg/koin/core/module/Module;->mappings:Ljava/util/HashMap;
    .line 11
    return-void
.end method

.method public synthetic constructor <init>(ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 11
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move v3, v0
    :L8
    invoke-direct {v2, v3}, Lorg/koin/core/module/Module;-><init>(Z)V
    return-void
.end method

.method public final getCreatedAtStart()Z
    .registers 2
    .line 11
    iget-boolean v0, v1, Lorg/koin/core/module/Module;->createdAtStart:Z
    return v0
.end method

.method public final getMappings()Ljava/util/HashMap;
    .registers 2
    .line 12
    iget-object v0, v1, Lorg/koin/core/module/Module;->mappings:Ljava/util/HashMap;
    return-object v0
.end method

.method public final indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .registers 4
    const-string v1, "factory"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iget-object v0, v2, Lorg/koin/core/module/Module;->mappings:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v3}, Lorg/koin/core/module/InstanceFactory;->getPrimaryType()Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 16
    return-void
.end method

.method public final synthetic single(Lorg/koin/core/qualifier/Qualifier;ZLkotlin/jvm/functions/Function2;)Lorg/koin/core/module/KoinDefinition;
    .registers 11
    const-string v1, "definition"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v5, v0
    .line 19
    new-instance v0, Lorg/koin/core/module/InstanceFactory;
    const/4 v2, 0x0
    const/4 v3, 0x4
    const-string v4, "T"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v3, Ljava/lang/Object;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-direct {v0, v2, v3, v10}, Lorg/koin/core/module/InstanceFactory;-><init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    move-object v6, v0
    .line 20
    invoke-virtual {v7, v6}, Lorg/koin/core/module/Module;->indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .line 21
    new-instance v0, Lorg/koin/core/module/KoinDefinition;
    invoke-direct {v0, v7, v6}, Lorg/koin/core/module/KoinDefinition;-><init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    return-object v0
.end method

.method public static synthetic single$default(Lorg/koin/core/module/Module;Lorg/koin/core/qualifier/Qualifier;ZLkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lorg/koin/core/module/KoinDefinition;
    .registers 11
    .line 18
    const/4 v1, 0x1
    and-int v0, v9, v1
    if-eqz v0, :L9
    const/4 v0, 0x0
    move-object v6, v0
    :L9
    const/4 v1, 0x2
    and-int v0, v9, v1
    if-eqz v0, :L18
    const/4 v0, 0x0
    move v7, v0
    :L18
    const-string v1, "definition"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v9, v0
    .line 19
    new-instance v0, Lorg/koin/core/module/InstanceFactory;
    const/4 v2, 0x0
    const/4 v3, 0x4
    const-string v4, "T"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v3, Ljava/lang/Object;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-direct {v0, v2, v3, v8}, Lorg/koin/core/module/InstanceFactory;-><init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    move-object v10, v0
    .line 20
    invoke-virtual {v5, v10}, Lorg/koin/core/module/Module;->indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .line 21
    new-instance v0, Lorg/koin/core/module/KoinDefinition;
    invoke-direct {v0, v5, v10}, Lorg/koin/core/module/KoinDefinition;-><init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    return-object v0
.end method

.method public final synthetic factory(Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;)Lorg/koin/core/module/KoinDefinition;
    .registers 10
    const-string v1, "definition"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v5, v0
    .line 25
    new-instance v0, Lorg/koin/core/module/InstanceFactory;
    const/4 v2, 0x1
    const/4 v3, 0x4
    const-string v4, "T"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v3, Ljava/lang/Object;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-direct {v0, v2, v3, v9}, Lorg/koin/core/module/InstanceFactory;-><init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    move-object v6, v0
    .line 26
    invoke-virtual {v7, v6}, Lorg/koin/core/module/Module;->indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .line 27
    new-instance v0, Lorg/koin/core/module/KoinDefinition;
    invoke-direct {v0, v7, v6}, Lorg/koin/core/module/KoinDefinition;-><init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    return-object v0
.end method

.method public static synthetic factory$default(Lorg/koin/core/module/Module;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lorg/koin/core/module/KoinDefinition;
    .registers 10
    .line 24
    const/4 v1, 0x1
    and-int v0, v8, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move-object v6, v0
    :L8
    const-string v1, "definition"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v8, v0
    .line 25
    new-instance v0, Lorg/koin/core/module/InstanceFactory;
    const/4 v2, 0x1
    const/4 v3, 0x4
    const-string v4, "T"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v3, Ljava/lang/Object;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-direct {v0, v2, v3, v7}, Lorg/koin/core/module/InstanceFactory;-><init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    move-object v9, v0
    .line 26
    invoke-virtual {v5, v9}, Lorg/koin/core/module/Module;->indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .line 27
    new-instance v0, Lorg/koin/core/module/KoinDefinition;
    invoke-direct {v0, v5, v9}, Lorg/koin/core/module/KoinDefinition;-><init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    return-object v0
.end method

.method public constructor <init>()V
    .registers 4
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-direct {v3, v0, v1, v2}, Lorg/koin/core/module/Module;-><init>(ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

