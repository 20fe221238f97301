.class final Lcom/example/r27d/LruExecutor;
.super Ljava/lang/Object;
.source "LruExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final done:Ljava/util/Map;

.method constructor <init>()V
    .registers 5
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 6
    new-instance v0, Lcom/example/r27d/LruExecutor$1;
    const/16 v1, 0x100
    const/high16 v2, 0x3f400000    # 0.75f
    const/4 v3, 0x1
    invoke-direct {v0, p0, v1, v2, v3}, Lcom/example/r27d/LruExecutor$1;-><init>(Lcom/example/r27d/LruExecutor;IFZ)V
    invoke-static {v0}, Ljava/util/Collections;->synchronizedMap(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r27d/LruExecutor;->done:Ljava/util/Map;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    .line 13
    iget-object p1, p0, Lcom/example/r27d/LruExecutor;->done:Ljava/util/Map;
    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 14
    if-eqz p1, :cond_new
    return-object p1
    .line 15
    :cond_new
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 16
    iget-object p3, p0, Lcom/example/r27d/LruExecutor;->done:Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 17
    return-object p1
.end method
