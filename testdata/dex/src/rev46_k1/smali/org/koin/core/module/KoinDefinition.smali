.class public final Lorg/koin/core/module/KoinDefinition;
.super Ljava/lang/Object;
.source "Module.kt"

.field private final module:Lorg/koin/core/module/Module;
.field private final factory:Lorg/koin/core/module/InstanceFactory;

.method public constructor <init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    .registers 4
    const-string v0, "module"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "factory"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lorg/koin/core/module/KoinDefinition;->module:Lorg/koin/core/module/Module;
    iput-object v3, v1, Lorg/koin/core/module/KoinDefinition;->factory:Lorg/koin/core/module/InstanceFactory;
    return-void
.end method

.method public final getModule()Lorg/koin/core/module/Module;
    .registers 2
    .line 9
    iget-object v0, v1, Lorg/koin/core/module/KoinDefinition;->module:Lorg/koin/core/module/Module;
    return-object v0
.end method

.method public final getFactory()Lorg/koin/core/module/InstanceFactory;
    .registers 2
    .line 9
    iget-object v0, v1, Lorg/koin/core/module/KoinDefinition;->factory:Lorg/koin/core/module/InstanceFactory;
    return-object v0
.end method

