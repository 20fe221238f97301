.class final Lcom/quillbox/NotebookProvider$markdownDrafts$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NotebookProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $text:Ljava/lang/String;
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field  L$3:Ljava/lang/Object;
.field  label:I


# direct methods
.method constructor <init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->$text:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v2, Lcom/quillbox/NotebookProvider$markdownDrafts$1;
    iget-object v1, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->$text:Ljava/lang/String;
    invoke-direct {v2, v1, p2}, Lcom/quillbox/NotebookProvider$markdownDrafts$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v2, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$0:Ljava/lang/Object;
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
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 14
    iget-object v7, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$0:Ljava/lang/Object;
    check-cast v7, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v11
    .line 140
    iget v0, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto/16 :L246
:L40
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 141
    iget-object v0, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->$text:Ljava/lang/String;
    check-cast v0, Ljava/lang/CharSequence;
    const/4 v1, 0x1
    new-array v9, v1, [Ljava/lang/String;
    const-string v3, "\n# "
    const/4 v2, 0x0
    aput-object v3, v9, v2
    move-object v1, v9
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x6
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlin/text/StringsKt;->split$default(Ljava/lang/CharSequence;[Ljava/lang/String;ZIILjava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v8
:L79
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L242
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Ljava/lang/String;
    .line 142
    const-string v1, "# "
    check-cast v1, Ljava/lang/CharSequence;
    invoke-static {v9, v1}, Lkotlin/text/StringsKt;->removePrefix(Ljava/lang/String;Ljava/lang/CharSequence;)Ljava/lang/String;
    move-result-object v0
    const/16 v1, 0xa
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->substringBefore$default(Ljava/lang/String;CLjava/lang/String;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v10
    .line 143
    new-instance v1, Lcom/quillbox/Draft;
    const/16 v5, 0xa
    const-string v6, ""
    invoke-static {v9, v5, v6}, Lkotlin/text/StringsKt;->substringAfter(Ljava/lang/String;CLjava/lang/String;)Ljava/lang/String;
    move-result-object v4
    check-cast v4, Ljava/lang/CharSequence;
    invoke-static {v4}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v1, v10, v4}, Lcom/quillbox/Draft;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    iput-object v7, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$0:Ljava/lang/Object;
    iput-object v8, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$1:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$2:Ljava/lang/Object;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->label:I
    invoke-interface {v7, v1, v2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L238
    .line 140
    return-object v11
:L207
    iget-object v10, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$3:Ljava/lang/Object;
    check-cast v10, Ljava/lang/String;
    iget-object v9, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, p0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;->L$1:Ljava/lang/Object;
    check-cast v8, Ljava/util/Iterator;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L238
    .line 143
    goto :L79
:L242
    .line 145
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L246
    .line 140
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L40
        :L207
    .end packed-switch
.end method
