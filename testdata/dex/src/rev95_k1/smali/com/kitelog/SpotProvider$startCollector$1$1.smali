.class final Lcom/kitelog/SpotProvider$startCollector$1$1;
.super Ljava/lang/Object;
.source "SpotProvider.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

.field final synthetic $store:Lcom/kitelog/SpotRepo;
.field final synthetic this$0:Lcom/kitelog/SpotProvider;

.method constructor <init>(Lcom/kitelog/SpotRepo;Lcom/kitelog/SpotProvider;)V
    .registers 3
    iput-object v1, v0, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    iput-object v2, v0, Lcom/kitelog/SpotProvider$startCollector$1$1;->this$0:Lcom/kitelog/SpotProvider;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final emit(Lcom/kitelog/Command;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 38
    move-object v3, v6
    .line 39
    instance-of v0, v3, Lcom/kitelog/Command$Purge;
    if-eqz v0, :L53
    check-cast v6, Lcom/kitelog/Command$Purge;
    invoke-virtual {v6}, Lcom/kitelog/Command$Purge;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L36
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    check-cast v6, Lcom/kitelog/Command$Purge;
    invoke-virtual {v6}, Lcom/kitelog/Command$Purge;->getSpot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotRepo;->purge(Ljava/lang/String;)V
    goto :L235
    :L36
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    check-cast v6, Lcom/kitelog/Command$Purge;
    invoke-virtual {v6}, Lcom/kitelog/Command$Purge;->getSpot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotRepo;->markPending(Ljava/lang/String;)V
    goto :L235
    :L53
    .line 40
    instance-of v0, v3, Lcom/kitelog/Command$Archive;
    if-eqz v0, :L104
    check-cast v6, Lcom/kitelog/Command$Archive;
    invoke-virtual {v6}, Lcom/kitelog/Command$Archive;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L87
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    check-cast v6, Lcom/kitelog/Command$Archive;
    invoke-virtual {v6}, Lcom/kitelog/Command$Archive;->getSpot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotRepo;->archive(Ljava/lang/String;)V
    goto :L235
    :L87
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    check-cast v6, Lcom/kitelog/Command$Archive;
    invoke-virtual {v6}, Lcom/kitelog/Command$Archive;->getSpot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotRepo;->markPending(Ljava/lang/String;)V
    goto :L235
    :L104
    .line 41
    instance-of v0, v3, Lcom/kitelog/Command$Checkin;
    if-eqz v0, :L163
    .line 42
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 43
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->this$0:Lcom/kitelog/SpotProvider;
    invoke-static {v0}, Lcom/kitelog/SpotProvider;->access$getLastSeen$p(Lcom/kitelog/SpotProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    check-cast v6, Lcom/kitelog/Command$Checkin;
    invoke-virtual {v6}, Lcom/kitelog/Command$Checkin;->getSpot()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 44
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    check-cast v6, Lcom/kitelog/Command$Checkin;
    invoke-virtual {v6}, Lcom/kitelog/Command$Checkin;->getSpot()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v4, v2}, Lcom/kitelog/SpotRepo;->touch(ILjava/lang/String;)V
    goto :L235
    :L163
    .line 46
    instance-of v0, v3, Lcom/kitelog/Command$Visit;
    if-eqz v0, :L227
    .line 47
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->this$0:Lcom/kitelog/SpotProvider;
    invoke-static {v0}, Lcom/kitelog/SpotProvider;->access$getLastSeen$p(Lcom/kitelog/SpotProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    move-result-object v0
    check-cast v6, Lcom/kitelog/Command$Visit;
    invoke-virtual {v6}, Lcom/kitelog/Command$Visit;->getUid()I
    move-result v1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    check-cast v6, Lcom/kitelog/Command$Visit;
    invoke-virtual {v6}, Lcom/kitelog/Command$Visit;->getSpot()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 48
    iget-object v0, v5, Lcom/kitelog/SpotProvider$startCollector$1$1;->$store:Lcom/kitelog/SpotRepo;
    check-cast v6, Lcom/kitelog/Command$Visit;
    invoke-virtual {v6}, Lcom/kitelog/Command$Visit;->getUid()I
    move-result v1
    check-cast v6, Lcom/kitelog/Command$Visit;
    invoke-virtual {v6}, Lcom/kitelog/Command$Visit;->getSpot()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/kitelog/SpotRepo;->touch(ILjava/lang/String;)V
    goto :L235
    :L227
    .line 38
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L235
    .line 51
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public bridge synthetic emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 37
    check-cast v2, Lcom/kitelog/Command;
    invoke-virtual {v1, v2, v3}, Lcom/kitelog/SpotProvider$startCollector$1$1;->emit(Lcom/kitelog/Command;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

