.class final Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NotebookProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field  label:I
.field final synthetic this$0:Lcom/quillbox/NotebookProvider;


# direct methods
.method constructor <init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->this$0:Lcom/quillbox/NotebookProvider;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 5
    new-instance v0, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->this$0:Lcom/quillbox/NotebookProvider;
    invoke-direct {v0, v1, p2}, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 212
    iget v0, p0, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L57
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;->this$0:Lcom/quillbox/NotebookProvider;
    invoke-static {v0}, Lcom/quillbox/NotebookProvider;->access$getStore$p(Lcom/quillbox/NotebookProvider;)Lcom/quillbox/NoteStore;
    move-result-object v0
    if-nez v0, :L50
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L50
    invoke-virtual {v0}, Lcom/quillbox/NoteStore;->purgeTrash()I
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
:L57
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
