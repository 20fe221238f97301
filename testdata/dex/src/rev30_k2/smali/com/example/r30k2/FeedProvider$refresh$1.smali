.class final Lcom/example/r30k2/FeedProvider$refresh$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30k2/FeedProvider;->refresh(Landroid/content/Context;I)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r30k2.FeedProvider$refresh$1"
    f = "FeedProvider.kt"
    i = {}
    l = {0x34}
    m = "invokeSuspend"
    n = {}
    nl = {0x35}
    s = {}
.end annotation


# instance fields
.field label:I

.field final synthetic this$0:Lcom/example/r30k2/FeedProvider;

.field final synthetic $ctx:Landroid/content/Context;

.field final synthetic $uid:I


# direct methods
.method constructor <init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;I",
            "Lkotlin/coroutines/Continuation<",
            "-Lcom/example/r30k2/FeedProvider$refresh$1;",
            ">;)V"
        }
    .end annotation

    .registers 6
    iput-object p1, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iput-object p2, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->$ctx:Landroid/content/Context;
    iput p3, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Ljava/lang/Object;",
            "Lkotlin/coroutines/Continuation<",
            "*>;)",
            "Lkotlin/coroutines/Continuation<",
            "Lkotlin/Unit;",
            ">;"
        }
    .end annotation

    .registers 7
    new-instance v0, Lcom/example/r30k2/FeedProvider$refresh$1;
    iget-object v1, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iget-object v2, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->$ctx:Landroid/content/Context;
    iget v3, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->$uid:I
    invoke-direct {v0, v1, v2, v3, p2}, Lcom/example/r30k2/FeedProvider$refresh$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$refresh$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$refresh$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r30k2/FeedProvider$refresh$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r30k2/FeedProvider$refresh$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 50
    iget v1, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 51
    nop
    .line 52
    :try_start_0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object p1
    check-cast p1, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/example/r30k2/FeedProvider$refresh$1$n$1;
    iget-object v2, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iget-object v3, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->$ctx:Landroid/content/Context;
    iget v4, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->$uid:I
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/example/r30k2/FeedProvider$refresh$1$n$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, p0, Lcom/example/r30k2/FeedProvider$refresh$1;->label:I
    invoke-static {p1, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    if-ne p1, v0, :cond_0
    .line 50
    return-object v0
    :pswitch_1
    :try_start_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 52
    :cond_0
    check-cast p1, Ljava/lang/Number;
    invoke-virtual {p1}, Ljava/lang/Number;->intValue()I
    move-result p1
    .line 53
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"items\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 v0, 0x7d
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_0
    goto :goto_0
    .line 54
    :catch_0
    move-exception p1
    .line 55
    const-string v0, "UNAVAILABLE"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {p1}, Lkotlin/ExceptionsKt;->stackTraceToString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/r30k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 56
    :goto_0
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
