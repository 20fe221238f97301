.class final Lcom/tidewell/home/InboxWatcher$incoming$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "InboxWatcher.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $sinceMs:J

.field final synthetic $threadId:J

.field private synthetic L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lcom/tidewell/home/InboxWatcher;


# direct methods
.method constructor <init>(Lcom/tidewell/home/InboxWatcher;JJLkotlin/coroutines/Continuation;)V
    .registers 8

    iput-object p1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    iput-wide p2, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$threadId:J

    iput-wide p4, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$sinceMs:J

    const/4 v0, 0x2

    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method

.method public static final invokeSuspend$lambda$1(Lcom/tidewell/home/InboxWatcher;Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;)Lkotlin/Unit;
    .registers 4

    .line 33
    invoke-static {p0}, Lcom/tidewell/home/InboxWatcher;->access$getResolver$p(Lcom/tidewell/home/InboxWatcher;)Landroid/content/ContentResolver;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Landroid/database/ContentObserver;

    invoke-virtual {v0, v1}, Landroid/content/ContentResolver;->unregisterContentObserver(Landroid/database/ContentObserver;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11

    new-instance v0, Lcom/tidewell/home/InboxWatcher$incoming$1;

    iget-object v2, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    iget-wide v3, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$threadId:J

    iget-wide v5, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$sinceMs:J

    move-object v1, v2

    move-wide v2, v3

    move-wide v4, v5

    move-object v6, p2

    invoke-direct/range {v0 .. v6}, Lcom/tidewell/home/InboxWatcher$incoming$1;-><init>(Lcom/tidewell/home/InboxWatcher;JJLkotlin/coroutines/Continuation;)V

    move-object v7, v0

    iput-object p1, v7, Lcom/tidewell/home/InboxWatcher$incoming$1;->L$0:Ljava/lang/Object;

    move-object v0, v7

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/channels/ProducerScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lcom/tidewell/home/InboxWatcher$incoming$1;->invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lcom/tidewell/home/InboxWatcher$incoming$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lcom/tidewell/home/InboxWatcher$incoming$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lcom/tidewell/home/InboxWatcher$incoming$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16

    iget-object v8, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->L$0:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/channels/ProducerScope;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 25
    iget v0, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 26
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    invoke-virtual {v0}, Lcom/tidewell/home/InboxWatcher;->getHandler()Landroid/os/Handler;

    move-result-object v10

    new-instance v0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;

    iget-object v2, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    iget-wide v3, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$threadId:J

    iget-wide v5, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$sinceMs:J

    move-object v1, v2

    move-wide v2, v3

    move-wide v4, v5

    move-object v6, v8

    move-object v7, v10

    invoke-direct/range {v0 .. v7}, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;-><init>(Lcom/tidewell/home/InboxWatcher;JJLkotlinx/coroutines/channels/ProducerScope;Landroid/os/Handler;)V

    move-object v9, v0

    .line 31
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    invoke-static {v0}, Lcom/tidewell/home/InboxWatcher;->access$getResolver$p(Lcom/tidewell/home/InboxWatcher;)Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/tidewell/home/InboxWatcher;->Companion:Lcom/tidewell/home/InboxWatcher$Companion;

    invoke-virtual {v1}, Lcom/tidewell/home/InboxWatcher$Companion;->getINBOX()Landroid/net/Uri;

    move-result-object v1

    move-object v3, v9

    check-cast v3, Landroid/database/ContentObserver;

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/ContentResolver;->registerContentObserver(Landroid/net/Uri;ZLandroid/database/ContentObserver;)V

    .line 32
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    iget-wide v1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$threadId:J

    iget-wide v3, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->$sinceMs:J

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidewell/home/InboxWatcher;->latest(JJ)Lcom/tidewell/home/IncomingText;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v11, v0

    .line 51
    const/4 v12, 0x0

    .line 32
    invoke-interface {v8, v11}, Lkotlinx/coroutines/channels/ProducerScope;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/channels/ChannelResult;->box-impl(Ljava/lang/Object;)Lkotlinx/coroutines/channels/ChannelResult;

    goto :goto_0

    .line 33
    :cond_0
    :goto_0
    iget-object v1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    new-instance v3, Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;

    invoke-direct {v3, v1, v9}, Lcom/tidewell/home/InboxWatcher$incoming$1$$ExternalSyntheticLambda0;-><init>(Lcom/tidewell/home/InboxWatcher;Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;)V

    move-object v1, v3

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->L$0:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->label:I

    invoke-static {v8, v1, v2}, Lkotlinx/coroutines/channels/ProduceKt;->awaitClose(Lkotlinx/coroutines/channels/ProducerScope;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_1

    .line 25
    return-object v13

    :pswitch_1
    iget-object v9, p0, Lcom/tidewell/home/InboxWatcher$incoming$1;->L$1:Ljava/lang/Object;

    check-cast v9, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;

    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 34
    :cond_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 25
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
