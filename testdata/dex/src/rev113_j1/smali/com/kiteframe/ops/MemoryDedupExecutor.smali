.class public final Lcom/kiteframe/ops/MemoryDedupExecutor;
.super Ljava/lang/Object;
.source "MemoryDedupExecutor.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;
    }
.end annotation

# instance fields
.field private final outcomes:Ljava/util/concurrent/ConcurrentHashMap;

# direct methods
.method public constructor <init>()V
    .registers 4
    .line 13
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 14
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/ops/MemoryDedupExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

# virtual methods
.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 13
    .line 18
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v0
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    .line 19
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\n"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kiteframe/ops/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 20
    iget-object v0, v10, Lcom/kiteframe/ops/MemoryDedupExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    check-cast v8, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;
    .line 21
    if-eqz v8, :L83
    .line 22
    iget-object v0, v8, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;->digest:Ljava/lang/String;
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    .line 23
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was used with other arguments"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L77
    .line 25
    iget-object v0, v8, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;->result:Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
    :L83
    .line 27
    invoke-interface {v12}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 28
    instance-of v0, v9, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    if-nez v0, :L110
    instance-of v0, v9, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    if-eqz v0, :L130
    :L110
    .line 29
    iget-object v0, v10, Lcom/kiteframe/ops/MemoryDedupExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;
    invoke-direct {v2, v7, v9}, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderResult;)V
    invoke-virtual {v0, v6, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :L130
    .line 31
    return-object v9
.end method
