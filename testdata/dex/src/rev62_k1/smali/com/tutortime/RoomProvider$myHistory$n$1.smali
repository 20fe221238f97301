.class final Lcom/tutortime/RoomProvider$myHistory$n$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RoomProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRoomProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RoomProvider.kt\ncom/tutortime/RoomProvider$myHistory$n$1\n+ 2 Mutex.kt\nkotlinx/coroutines/sync/MutexKt\n*L\n1#1,112:1\n5#2,3:113\n*S KotlinDebug\n*F\n+ 1 RoomProvider.kt\ncom/tutortime/RoomProvider$myHistory$n$1\n*L\n96#1:113,3\n*E\n"
.end annotation

.field  L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  I$0:I
.field  label:I
.field final synthetic this$0:Lcom/tutortime/RoomProvider;
.field final synthetic $repo:Lcom/tutortime/SessionRepo;
.field final synthetic $uid:I

.method constructor <init>(Lcom/tutortime/RoomProvider;Lcom/tutortime/SessionRepo;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/tutortime/RoomProvider$myHistory$n$1;->this$0:Lcom/tutortime/RoomProvider;
    iput-object v3, v1, Lcom/tutortime/RoomProvider$myHistory$n$1;->$repo:Lcom/tutortime/SessionRepo;
    iput v4, v1, Lcom/tutortime/RoomProvider$myHistory$n$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 96
    move-object v12, v0
    iget v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->label:I
    packed-switch v0, :sw_9
    goto :L178
    :L32
    invoke-static/range {v14 .. v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 96
    iget-object v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->this$0:Lcom/tutortime/RoomProvider;
    invoke-static {v0}, Lcom/tutortime/RoomProvider;->access$getMutex$p(Lcom/tutortime/RoomProvider;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    move-object v4, v0
    iget-object v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->$repo:Lcom/tutortime/SessionRepo;
    move-object v6, v0
    iget v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->$uid:I
    move v7, v0
    .line 113
    const/4 v0, 0x0
    move-object v5, v0
    const/4 v0, 0x0
    move v8, v0
    .line 114
    iput-object v4, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->L$0:Ljava/lang/Object;
    iput-object v6, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->L$1:Ljava/lang/Object;
    iput v7, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->label:I
    move-object v0, v4
    move-object v1, v5
    move-object v2, v13
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L136
    .line 96
    return-object v12
    :L103
    const/4 v0, 0x0
    move v8, v0
    iget v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->I$0:I
    move v7, v0
    iget-object v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/tutortime/SessionRepo;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v5, v0
    iget-object v0, v13, Lcom/tutortime/RoomProvider$myHistory$n$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v4, v0
    invoke-static/range {v14 .. v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v14
    :L136
    .line 115
    :t_137
    nop
    const/4 v0, 0x0
    move v9, v0
    .line 96
    invoke-virtual {v6, v7}, Lcom/tutortime/SessionRepo;->history(I)I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    .line 115
    move-object v10, v0
    :t_153
    invoke-interface {v4, v5}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    move-object v0, v10
    goto :L177
    :L165
    move-exception v0
    move-object v11, v0
    invoke-interface {v4, v5}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v11
    :L177
    .line 96
    return-object v0
    :L178
    .line 96
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_137 .. :t_153} :L165
    :sw_9
    .packed-switch 0x0
        :L32
        :L103
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/tutortime/RoomProvider$myHistory$n$1;
    iget-object v1, v4, Lcom/tutortime/RoomProvider$myHistory$n$1;->this$0:Lcom/tutortime/RoomProvider;
    iget-object v2, v4, Lcom/tutortime/RoomProvider$myHistory$n$1;->$repo:Lcom/tutortime/SessionRepo;
    iget v3, v4, Lcom/tutortime/RoomProvider$myHistory$n$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, v6}, Lcom/tutortime/RoomProvider$myHistory$n$1;-><init>(Lcom/tutortime/RoomProvider;Lcom/tutortime/SessionRepo;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tutortime/RoomProvider$myHistory$n$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tutortime/RoomProvider$myHistory$n$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tutortime/RoomProvider$myHistory$n$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/RoomProvider$myHistory$n$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

