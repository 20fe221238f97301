.class final Lcom/quillbox/NotebookProvider$addNotes$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NotebookProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $args:Lorg/json/JSONObject;
.field final synthetic $folder:Ljava/lang/String;
.field final synthetic $ids:Ljava/util/ArrayList;
.field  label:I
.field final synthetic this$0:Lcom/quillbox/NotebookProvider;


# direct methods
.method constructor <init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Ljava/util/ArrayList;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object p1, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->this$0:Lcom/quillbox/NotebookProvider;
    iput-object p2, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$args:Lorg/json/JSONObject;
    iput-object p3, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$ids:Ljava/util/ArrayList;
    iput-object p4, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$folder:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/quillbox/NotebookProvider$addNotes$2$1;
    iget-object v2, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->this$0:Lcom/quillbox/NotebookProvider;
    iget-object v3, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$args:Lorg/json/JSONObject;
    iget-object v4, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$ids:Ljava/util/ArrayList;
    iget-object v5, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$folder:Ljava/lang/String;
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, p2
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/NotebookProvider$addNotes$2$1;-><init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Ljava/util/ArrayList;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NotebookProvider$addNotes$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NotebookProvider$addNotes$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NotebookProvider$addNotes$2$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NotebookProvider$addNotes$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v11
    .line 151
    iget v0, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->label:I
    packed-switch v0, :pswitch_data_9
    goto :L128
:L32
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 152
    iget-object v0, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->this$0:Lcom/quillbox/NotebookProvider;
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$args:Lorg/json/JSONObject;
    invoke-static {v0, v1}, Lcom/quillbox/NotebookProvider;->access$drafts(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v6
    const/4 v7, 0x0
    .line 238
    move-object v8, v6
    const/4 v9, 0x0
    .line 239
    const/4 v10, 0x0
    .line 240
    new-instance v0, Lcom/quillbox/NotebookProvider$addNotes$2$1$invokeSuspend$$inlined$filter$1;
    invoke-direct {v0, v8}, Lcom/quillbox/NotebookProvider$addNotes$2$1$invokeSuspend$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 152
    new-instance v1, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;
    iget-object v3, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$ids:Ljava/util/ArrayList;
    iget-object v4, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->this$0:Lcom/quillbox/NotebookProvider;
    iget-object v5, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->$folder:Ljava/lang/String;
    invoke-direct {v1, v3, v4, v5}, Lcom/quillbox/NotebookProvider$addNotes$2$1$2;-><init>(Ljava/util/ArrayList;Lcom/quillbox/NotebookProvider;Ljava/lang/String;)V
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, p0, Lcom/quillbox/NotebookProvider$addNotes$2$1;->label:I
    invoke-interface {v0, v1, v2}, Lkotlinx/coroutines/flow/Flow;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L123
    .line 151
    return-object v11
:L118
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L123
    .line 155
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L128
    .line 151
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_9
    .packed-switch 0x0
        :L32
        :L118
    .end packed-switch
.end method
