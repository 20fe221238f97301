.class final Lcom/quillbox/NotebookProvider$drafts$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NotebookProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $args:Lorg/json/JSONObject;
.field  I$0:I
.field  I$1:I
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  label:I


# direct methods
.method constructor <init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/NotebookProvider$drafts$1;->$args:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v2, Lcom/quillbox/NotebookProvider$drafts$1;
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$drafts$1;->$args:Lorg/json/JSONObject;
    invoke-direct {v2, v1, p2}, Lcom/quillbox/NotebookProvider$drafts$1;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v2, Lcom/quillbox/NotebookProvider$drafts$1;->L$0:Ljava/lang/Object;
    move-object v0, v2
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NotebookProvider$drafts$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NotebookProvider$drafts$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NotebookProvider$drafts$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NotebookProvider$drafts$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    iget-object v7, p0, Lcom/quillbox/NotebookProvider$drafts$1;->L$0:Ljava/lang/Object;
    check-cast v7, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 132
    iget v0, p0, Lcom/quillbox/NotebookProvider$drafts$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto :L223
:L40
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 133
    iget-object v0, p0, Lcom/quillbox/NotebookProvider$drafts$1;->$args:Lorg/json/JSONObject;
    const-string v1, "notes"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;
    move-result-object v0
    if-nez v0, :L65
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
:L65
    move-object v8, v0
    .line 134
    const/4 v9, 0x0
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I
    move-result v10
:L75
    if-ge v9, v10, :L219
    .line 135
    invoke-virtual {v8, v9}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;
    move-result-object v11
    .line 136
    new-instance v1, Lcom/quillbox/Draft;
    const-string v4, "title"
    invoke-virtual {v11, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "body"
    invoke-virtual {v11, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "optString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v3, v4}, Lcom/quillbox/Draft;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    iput-object v7, p0, Lcom/quillbox/NotebookProvider$drafts$1;->L$0:Ljava/lang/Object;
    iput-object v8, p0, Lcom/quillbox/NotebookProvider$drafts$1;->L$1:Ljava/lang/Object;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/NotebookProvider$drafts$1;->L$2:Ljava/lang/Object;
    iput v9, p0, Lcom/quillbox/NotebookProvider$drafts$1;->I$0:I
    iput v10, p0, Lcom/quillbox/NotebookProvider$drafts$1;->I$1:I
    const/4 v4, 0x1
    iput v4, p0, Lcom/quillbox/NotebookProvider$drafts$1;->label:I
    invoke-interface {v7, v1, v2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L212
    .line 132
    return-object v12
:L178
    iget v10, p0, Lcom/quillbox/NotebookProvider$drafts$1;->I$1:I
    iget v9, p0, Lcom/quillbox/NotebookProvider$drafts$1;->I$0:I
    iget-object v11, p0, Lcom/quillbox/NotebookProvider$drafts$1;->L$2:Ljava/lang/Object;
    check-cast v11, Lorg/json/JSONObject;
    iget-object v8, p0, Lcom/quillbox/NotebookProvider$drafts$1;->L$1:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONArray;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L212
    .line 134
    add-int/lit8 v9, v9, 0x1
    goto :L75
:L219
    .line 138
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L223
    .line 132
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L40
        :L178
    .end packed-switch
.end method
