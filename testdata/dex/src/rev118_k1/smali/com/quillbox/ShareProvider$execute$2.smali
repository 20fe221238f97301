.class final Lcom/quillbox/ShareProvider$execute$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShareProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $reply:Lcom/quillbox/Reply;
.field final synthetic $req:Lcom/quillbox/Request;
.field final synthetic $tool:Ljava/lang/String;
.field final synthetic $uid:I
.field  label:I
.field final synthetic this$0:Lcom/quillbox/ShareProvider;


# direct methods
.method constructor <init>(Lcom/quillbox/ShareProvider;ILcom/quillbox/Request;Ljava/lang/String;Lcom/quillbox/Reply;Lkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object p1, p0, Lcom/quillbox/ShareProvider$execute$2;->this$0:Lcom/quillbox/ShareProvider;
    iput p2, p0, Lcom/quillbox/ShareProvider$execute$2;->$uid:I
    iput-object p3, p0, Lcom/quillbox/ShareProvider$execute$2;->$req:Lcom/quillbox/Request;
    iput-object p4, p0, Lcom/quillbox/ShareProvider$execute$2;->$tool:Ljava/lang/String;
    iput-object p5, p0, Lcom/quillbox/ShareProvider$execute$2;->$reply:Lcom/quillbox/Reply;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10
    new-instance v0, Lcom/quillbox/ShareProvider$execute$2;
    iget-object v2, p0, Lcom/quillbox/ShareProvider$execute$2;->this$0:Lcom/quillbox/ShareProvider;
    iget v3, p0, Lcom/quillbox/ShareProvider$execute$2;->$uid:I
    iget-object v4, p0, Lcom/quillbox/ShareProvider$execute$2;->$req:Lcom/quillbox/Request;
    iget-object v5, p0, Lcom/quillbox/ShareProvider$execute$2;->$tool:Ljava/lang/String;
    iget-object v6, p0, Lcom/quillbox/ShareProvider$execute$2;->$reply:Lcom/quillbox/Reply;
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, p2
    invoke-direct/range {v0 .. v6}, Lcom/quillbox/ShareProvider$execute$2;-><init>(Lcom/quillbox/ShareProvider;ILcom/quillbox/Request;Ljava/lang/String;Lcom/quillbox/Reply;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/ShareProvider$execute$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/ShareProvider$execute$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/ShareProvider$execute$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/ShareProvider$execute$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 88
    iget v0, p0, Lcom/quillbox/ShareProvider$execute$2;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L89
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillbox/ShareProvider$execute$2;->this$0:Lcom/quillbox/ShareProvider;
    invoke-static {v0}, Lcom/quillbox/ShareProvider;->access$getStore$p(Lcom/quillbox/ShareProvider;)Lcom/quillbox/NoteStore;
    move-result-object v0
    if-nez v0, :L50
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L50
    iget v1, p0, Lcom/quillbox/ShareProvider$execute$2;->$uid:I
    iget-object v2, p0, Lcom/quillbox/ShareProvider$execute$2;->$req:Lcom/quillbox/Request;
    invoke-virtual {v2}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v2
    iget-object v3, p0, Lcom/quillbox/ShareProvider$execute$2;->$tool:Ljava/lang/String;
    iget-object v4, p0, Lcom/quillbox/ShareProvider$execute$2;->$req:Lcom/quillbox/Request;
    invoke-virtual {v4}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    iget-object v5, p0, Lcom/quillbox/ShareProvider$execute$2;->$reply:Lcom/quillbox/Reply;
    check-cast v5, Lcom/quillbox/Reply$Ok;
    invoke-virtual {v5}, Lcom/quillbox/Reply$Ok;->getValue()Lorg/json/JSONObject;
    move-result-object v5
    invoke-virtual/range {v0 .. v5}, Lcom/quillbox/NoteStore;->keep-z0Wnhzs(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L89
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
