.class final Lcom/example/r30k2/FeedProvider$call$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FeedProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30k2/FeedProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.annotation runtime Lkotlin/coroutines/jvm/internal/DebugMetadata;
    c = "com.example.r30k2.FeedProvider$call$1"
    f = "FeedProvider.kt"
    i = {}
    l = {0x21}
    m = "invokeSuspend"
    n = {}
    nl = {-0x1}
    s = {}
.end annotation


# instance fields
.field L$0:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lcom/example/r30k2/FeedProvider;

.field final synthetic $ctx:Landroid/content/Context;


# direct methods
.method constructor <init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;",
            "Lkotlin/coroutines/Continuation<",
            "-Lcom/example/r30k2/FeedProvider$call$1;",
            ">;)V"
        }
    .end annotation

    .registers 5
    iput-object p1, p0, Lcom/example/r30k2/FeedProvider$call$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iput-object p2, p0, Lcom/example/r30k2/FeedProvider$call$1;->$ctx:Landroid/content/Context;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
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

    .registers 6
    new-instance v0, Lcom/example/r30k2/FeedProvider$call$1;
    iget-object v1, p0, Lcom/example/r30k2/FeedProvider$call$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iget-object v2, p0, Lcom/example/r30k2/FeedProvider$call$1;->$ctx:Landroid/content/Context;
    invoke-direct {v0, v1, v2, p2}, Lcom/example/r30k2/FeedProvider$call$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$call$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    invoke-virtual {p0, p1, p2}, Lcom/example/r30k2/FeedProvider$call$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object p1
    check-cast p1, Lcom/example/r30k2/FeedProvider$call$1;
    sget-object p2, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {p1, p2}, Lcom/example/r30k2/FeedProvider$call$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 33
    iget v1, p0, Lcom/example/r30k2/FeedProvider$call$1;->label:I
    packed-switch v1, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string v0, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"caller\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    iget-object v1, p0, Lcom/example/r30k2/FeedProvider$call$1;->this$0:Lcom/example/r30k2/FeedProvider;
    iget-object v2, p0, Lcom/example/r30k2/FeedProvider$call$1;->$ctx:Landroid/content/Context;
    invoke-static {v1, v2}, Lcom/example/r30k2/FeedProvider;->access$callerName(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v1
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    iput-object p1, p0, Lcom/example/r30k2/FeedProvider$call$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, p0, Lcom/example/r30k2/FeedProvider$call$1;->label:I
    invoke-static {v1, v2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v1
    if-ne v1, v0, :goto_0
    return-object v0
    :pswitch_1
    iget-object v0, p0, Lcom/example/r30k2/FeedProvider$call$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/StringBuilder;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v1, p1
    move-object p1, v0
    :goto_0
    check-cast v1, Ljava/lang/String;
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
