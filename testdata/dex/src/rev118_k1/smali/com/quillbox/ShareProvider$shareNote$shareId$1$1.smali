.class final Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShareProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $noteId:J
.field final synthetic $recipient:Ljava/lang/String;
.field final synthetic $uid:I
.field  label:I
.field final synthetic this$0:Lcom/quillbox/ShareProvider;


# direct methods
.method constructor <init>(Lcom/quillbox/ShareProvider;JLjava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object p1, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->this$0:Lcom/quillbox/ShareProvider;
    iput-wide p2, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$noteId:J
    iput-object p4, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$recipient:Ljava/lang/String;
    iput p5, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 10
    new-instance v0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;
    iget-object v2, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->this$0:Lcom/quillbox/ShareProvider;
    iget-wide v3, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$noteId:J
    iget-object v5, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$recipient:Ljava/lang/String;
    iget v6, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$uid:I
    move-object v1, v2
    move-wide v2, v3
    move-object v4, v5
    move v5, v6
    move-object v6, p2
    invoke-direct/range {v0 .. v6}, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;-><init>(Lcom/quillbox/ShareProvider;JLjava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 111
    iget v0, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L75
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->this$0:Lcom/quillbox/ShareProvider;
    invoke-static {v0}, Lcom/quillbox/ShareProvider;->access$getStore$p(Lcom/quillbox/ShareProvider;)Lcom/quillbox/NoteStore;
    move-result-object v0
    if-nez v0, :L50
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L50
    iget-wide v1, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$noteId:J
    iget-object v4, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$recipient:Ljava/lang/String;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget v3, p0, Lcom/quillbox/ShareProvider$shareNote$shareId$1$1;->$uid:I
    invoke-virtual {v0, v1, v2, v4, v3}, Lcom/quillbox/NoteStore;->share(JLjava/lang/String;I)J
    move-result-wide v0
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
:L75
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
