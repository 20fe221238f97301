.class final Lcom/quillbox/FileWorker$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FileWorker.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field  L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillbox/FileWorker;


# direct methods
.method constructor <init>(Lcom/quillbox/FileWorker;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/FileWorker$1;->this$0:Lcom/quillbox/FileWorker;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/quillbox/FileWorker$1;
    iget-object v1, p0, Lcom/quillbox/FileWorker$1;->this$0:Lcom/quillbox/FileWorker;
    invoke-direct {v0, v1, p2}, Lcom/quillbox/FileWorker$1;-><init>(Lcom/quillbox/FileWorker;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/FileWorker$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/FileWorker$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/FileWorker$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/FileWorker$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 76
    iget v0, p0, Lcom/quillbox/FileWorker$1;->label:I
    packed-switch v0, :pswitch_data_9
    goto :L249
:L36
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 77
    iget-object v0, p0, Lcom/quillbox/FileWorker$1;->this$0:Lcom/quillbox/FileWorker;
    invoke-static {v0}, Lcom/quillbox/FileWorker;->access$getJobs$p(Lcom/quillbox/FileWorker;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    invoke-interface {v0}, Lkotlinx/coroutines/channels/Channel;->iterator()Lkotlinx/coroutines/channels/ChannelIterator;
    move-result-object v5
:L53
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    iput-object v5, p0, Lcom/quillbox/FileWorker$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x0
    iput-object v3, p0, Lcom/quillbox/FileWorker$1;->L$1:Ljava/lang/Object;
    const/4 v3, 0x0
    iput-object v3, p0, Lcom/quillbox/FileWorker$1;->L$2:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, p0, Lcom/quillbox/FileWorker$1;->label:I
    invoke-interface {v5, v1}, Lkotlinx/coroutines/channels/ChannelIterator;->hasNext(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L105
    .line 76
    return-object v10
:L92
    iget-object v5, p0, Lcom/quillbox/FileWorker$1;->L$0:Ljava/lang/Object;
    check-cast v5, Lkotlinx/coroutines/channels/ChannelIterator;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L105
    .line 77
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :L245
    invoke-interface {v5}, Lkotlinx/coroutines/channels/ChannelIterator;->next()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/quillbox/FileJob;
:L124
    .line 79
    invoke-interface {v6}, Lcom/quillbox/FileJob;->perform()Lcom/quillbox/Outcome$Written;
    move-result-object v8
    check-cast v8, Lcom/quillbox/Outcome;
:L136
    goto :L154
:L139
    .line 80
    move-exception v9
    .line 81
    invoke-interface {v6, v9}, Lcom/quillbox/FileJob;->failure(Ljava/io/IOException;)Lcom/quillbox/Outcome$Failed;
    move-result-object v8
    check-cast v8, Lcom/quillbox/Outcome;
:L154
    .line 78
    move-object v7, v8
    .line 83
    invoke-interface {v6}, Lcom/quillbox/FileJob;->getReply()Lkotlinx/coroutines/channels/SendChannel;
    move-result-object v0
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    iput-object v5, p0, Lcom/quillbox/FileWorker$1;->L$0:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/FileWorker$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/FileWorker$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x2
    iput v4, p0, Lcom/quillbox/FileWorker$1;->label:I
    invoke-interface {v0, v7, v2}, Lkotlinx/coroutines/channels/SendChannel;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L241
    .line 76
    return-object v10
:L211
    iget-object v7, p0, Lcom/quillbox/FileWorker$1;->L$2:Ljava/lang/Object;
    check-cast v7, Lcom/quillbox/Outcome;
    iget-object v6, p0, Lcom/quillbox/FileWorker$1;->L$1:Ljava/lang/Object;
    check-cast v6, Lcom/quillbox/FileJob;
    iget-object v5, p0, Lcom/quillbox/FileWorker$1;->L$0:Ljava/lang/Object;
    check-cast v5, Lkotlinx/coroutines/channels/ChannelIterator;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L241
    .line 83
    goto :L53
:L245
    .line 85
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L249
    .line 76
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_9
    .packed-switch 0x0
        :L36
        :L92
        :L211
    .end packed-switch
    .catch Ljava/io/IOException; {:L124 .. :L136} :L139
.end method
