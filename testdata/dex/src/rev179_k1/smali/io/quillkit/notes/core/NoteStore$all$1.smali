.class final Lio/quillkit/notes/core/NoteStore$all$1;
.super Lkotlin/coroutines/jvm/internal/RestrictedSuspendLambda;
.source "NoteStore.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field private synthetic L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field L$2:Ljava/lang/Object;

.field L$3:Ljava/lang/Object;

.field L$4:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lio/quillkit/notes/core/NoteStore;


# direct methods
.method constructor <init>(Lio/quillkit/notes/core/NoteStore;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lio/quillkit/notes/core/NoteStore$all$1;->this$0:Lio/quillkit/notes/core/NoteStore;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/RestrictedSuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v2, Lio/quillkit/notes/core/NoteStore$all$1;

    iget-object v1, p0, Lio/quillkit/notes/core/NoteStore$all$1;->this$0:Lio/quillkit/notes/core/NoteStore;

    invoke-direct {v2, v1, p2}, Lio/quillkit/notes/core/NoteStore$all$1;-><init>(Lio/quillkit/notes/core/NoteStore;Lkotlin/coroutines/Continuation;)V

    iput-object p1, v2, Lio/quillkit/notes/core/NoteStore$all$1;->L$0:Ljava/lang/Object;

    move-object v0, v2

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlin/sequences/SequenceScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/NoteStore$all$1;->invoke(Lkotlin/sequences/SequenceScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlin/sequences/SequenceScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lio/quillkit/notes/core/NoteStore$all$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/core/NoteStore$all$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lio/quillkit/notes/core/NoteStore$all$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11

    iget-object v3, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$0:Ljava/lang/Object;

    check-cast v3, Lkotlin/sequences/SequenceScope;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v8

    .line 21
    iget v0, p0, Lio/quillkit/notes/core/NoteStore$all$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 22
    iget-object v0, p0, Lio/quillkit/notes/core/NoteStore$all$1;->this$0:Lio/quillkit/notes/core/NoteStore;

    invoke-virtual {v0}, Lio/quillkit/notes/core/NoteStore;->bookDirs()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/nio/file/Path;

    .line 23
    iget-object v0, p0, Lio/quillkit/notes/core/NoteStore$all$1;->this$0:Lio/quillkit/notes/core/NoteStore;

    invoke-virtual {v0, v5}, Lio/quillkit/notes/core/NoteStore;->notesIn(Ljava/nio/file/Path;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Lio/quillkit/notes/core/Note;

    move-object v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    iput-object v3, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$0:Ljava/lang/Object;

    iput-object v4, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$1:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    iput-object v2, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$2:Ljava/lang/Object;

    iput-object v6, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$3:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    iput-object v2, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$4:Ljava/lang/Object;

    const/4 v2, 0x1

    iput v2, p0, Lio/quillkit/notes/core/NoteStore$all$1;->label:I

    invoke-virtual {v3, v7, v1}, Lkotlin/sequences/SequenceScope;->yield(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_1

    .line 21
    return-object v8

    :pswitch_1
    iget-object v7, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$4:Ljava/lang/Object;

    check-cast v7, Lio/quillkit/notes/core/Note;

    iget-object v6, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$3:Ljava/lang/Object;

    check-cast v6, Ljava/util/Iterator;

    iget-object v5, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$2:Ljava/lang/Object;

    check-cast v5, Ljava/nio/file/Path;

    iget-object v4, p0, Lio/quillkit/notes/core/NoteStore$all$1;->L$1:Ljava/lang/Object;

    check-cast v4, Ljava/util/Iterator;

    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 23
    :cond_1
    goto :goto_0

    .line 25
    :cond_2
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 21
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
