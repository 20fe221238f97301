.class public final Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;
.super Ljava/lang/Object;
.source "KoinComp.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nKoinComp.kt\nKotlin\n*S Kotlin\n*F\n+ 1 KoinComp.kt\norg/koin/core/component/KoinComponentKt$inject$1\n+ 2 KoinCore.kt\norg/koin/core/Koin\n*L\n1#1,9:1\n8#2:10\n*S KotlinDebug\n*F\n+ 1 KoinComp.kt\norg/koin/core/component/KoinComponentKt$inject$1\n*L\n8#1:10\n*E\n"
.end annotation

.field final synthetic $this_inject:Lorg/koin/core/component/KoinComponent;
.field final synthetic $qualifier:Lorg/koin/core/qualifier/Qualifier;
.field final synthetic $parameters:Lkotlin/jvm/functions/Function0;

.method public constructor <init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    .registers 4
    iput-object v1, v0, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;->$this_inject:Lorg/koin/core/component/KoinComponent;
    iput-object v2, v0, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;->$qualifier:Lorg/koin/core/qualifier/Qualifier;
    iput-object v3, v0, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;->$parameters:Lkotlin/jvm/functions/Function0;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 7
    .line 8
    iget-object v0, v6, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;->$this_inject:Lorg/koin/core/component/KoinComponent;
    invoke-interface {v0}, Lorg/koin/core/component/KoinComponent;->getKoin()Lorg/koin/core/Koin;
    move-result-object v0
    move-object v2, v0
    iget-object v0, v6, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;->$qualifier:Lorg/koin/core/qualifier/Qualifier;
    move-object v3, v0
    iget-object v0, v6, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;->$parameters:Lkotlin/jvm/functions/Function0;
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 10
    const-class v1, Lcom/kitelog/SpotRepo;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v2, v1, v3, v4}, Lorg/koin/core/Koin;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    .line 8
    return-object v0
.end method

