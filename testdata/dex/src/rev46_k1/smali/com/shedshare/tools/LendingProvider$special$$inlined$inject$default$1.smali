.class public final Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;
.super Ljava/lang/Object;
.source "KoinComponent.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nKoinComponent.kt\nKotlin\n*S Kotlin\n*F\n+ 1 KoinComponent.kt\norg/koin/core/component/KoinComponentKt$inject$1\n*L\n1#1,16:1\n*E\n"
.end annotation

.field final synthetic $this_inject:Lorg/koin/core/component/KoinComponent;
.field final synthetic $qualifier:Lorg/koin/core/qualifier/Qualifier;
.field final synthetic $parameters:Lkotlin/jvm/functions/Function0;

.method public constructor <init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    .registers 4
    iput-object v1, v0, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;->$this_inject:Lorg/koin/core/component/KoinComponent;
    iput-object v2, v0, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;->$qualifier:Lorg/koin/core/qualifier/Qualifier;
    iput-object v3, v0, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;->$parameters:Lkotlin/jvm/functions/Function0;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 5
    .line 15
    iget-object v0, v4, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;->$this_inject:Lorg/koin/core/component/KoinComponent;
    invoke-interface {v0}, Lorg/koin/core/component/KoinComponent;->getKoin()Lorg/koin/core/Koin;
    move-result-object v0
    const-class v1, Lcom/shedshare/tools/ToolLedger;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    iget-object v2, v4, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;->$qualifier:Lorg/koin/core/qualifier/Qualifier;
    iget-object v3, v4, Lcom/shedshare/tools/LendingProvider$special$$inlined$inject$default$1;->$parameters:Lkotlin/jvm/functions/Function0;
    invoke-virtual {v0, v1, v2, v3}, Lorg/koin/core/Koin;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

