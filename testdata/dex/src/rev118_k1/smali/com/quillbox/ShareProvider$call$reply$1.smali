.class final Lcom/quillbox/ShareProvider$call$reply$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShareProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $req:Lcom/quillbox/Request;
.field final synthetic $uid:I
.field  label:I
.field final synthetic this$0:Lcom/quillbox/ShareProvider;


# direct methods
.method constructor <init>(Lcom/quillbox/ShareProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object p1, p0, Lcom/quillbox/ShareProvider$call$reply$1;->this$0:Lcom/quillbox/ShareProvider;
    iput-object p2, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$ctx:Landroid/content/Context;
    iput p3, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$uid:I
    iput-object p4, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$req:Lcom/quillbox/Request;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/quillbox/ShareProvider$call$reply$1;
    iget-object v2, p0, Lcom/quillbox/ShareProvider$call$reply$1;->this$0:Lcom/quillbox/ShareProvider;
    iget-object v3, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$ctx:Landroid/content/Context;
    iget v4, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$uid:I
    iget-object v5, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$req:Lcom/quillbox/Request;
    move-object v1, v2
    move-object v2, v3
    move v3, v4
    move-object v4, v5
    move-object v5, p2
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/ShareProvider$call$reply$1;-><init>(Lcom/quillbox/ShareProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/ShareProvider$call$reply$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/ShareProvider$call$reply$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/ShareProvider$call$reply$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/ShareProvider$call$reply$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    .line 54
    iget v0, p0, Lcom/quillbox/ShareProvider$call$reply$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L77
:L32
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillbox/ShareProvider$call$reply$1;->this$0:Lcom/quillbox/ShareProvider;
    iget-object v1, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$ctx:Landroid/content/Context;
    iget v2, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$uid:I
    iget-object v3, p0, Lcom/quillbox/ShareProvider$call$reply$1;->$req:Lcom/quillbox/Request;
    move-object v4, p0
    check-cast v4, Lkotlin/coroutines/Continuation;
    const/4 v5, 0x1
    iput v5, p0, Lcom/quillbox/ShareProvider$call$reply$1;->label:I
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillbox/ShareProvider;->access$execute(Lcom/quillbox/ShareProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L76
    return-object v6
:L71
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L76
    return-object v0
:L77
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L32
        :L71
    .end packed-switch
.end method
