# See sketch/SeenExecutor.java (SeenExecutor).
.class public final Lcom/example/r8o2/SeenExecutor;
.super Ljava/lang/Object;
.source "SeenExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final seen:Ljava/util/Set;

.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    invoke-static {}, Lcom/example/r8o2/SeenExecutor$$ExternalSyntheticApiModelOutline0;->m()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r8o2/SeenExecutor;->seen:Ljava/util/Set;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 13
    iget-object v0, p0, Lcom/example/r8o2/SeenExecutor;->seen:Ljava/util/Set;
    invoke-interface {v0, p2}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_new
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->duplicate()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :cond_new
    .line 14
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method
