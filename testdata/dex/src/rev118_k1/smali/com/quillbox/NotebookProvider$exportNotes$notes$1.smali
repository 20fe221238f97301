.class final Lcom/quillbox/NotebookProvider$exportNotes$notes$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NotebookProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $args:Lorg/json/JSONObject;
.field  label:I
.field final synthetic this$0:Lcom/quillbox/NotebookProvider;


# direct methods
.method constructor <init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->this$0:Lcom/quillbox/NotebookProvider;
    iput-object p2, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->this$0:Lcom/quillbox/NotebookProvider;
    iget-object v2, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->$args:Lorg/json/JSONObject;
    invoke-direct {v0, v1, v2, p2}, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;-><init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    .line 176
    iget v0, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L102
:L32
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->this$0:Lcom/quillbox/NotebookProvider;
    invoke-static {v0}, Lcom/quillbox/NotebookProvider;->access$getStore$p(Lcom/quillbox/NotebookProvider;)Lcom/quillbox/NoteStore;
    move-result-object v0
    if-nez v0, :L54
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L54
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->$args:Lorg/json/JSONObject;
    const-string v2, "folder"
    const-string v3, "Inbox"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/quillbox/NoteStore;->notes(Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v5, 0x1
    iput v5, p0, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;->label:I
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L101
    return-object v6
:L96
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L101
    return-object v0
:L102
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L32
        :L96
    .end packed-switch
.end method
