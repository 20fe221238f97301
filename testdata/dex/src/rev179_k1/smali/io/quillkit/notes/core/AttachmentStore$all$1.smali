.class final Lio/quillkit/notes/core/AttachmentStore$all$1;
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

.field L$5:Ljava/lang/Object;

.field L$6:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lio/quillkit/notes/core/AttachmentStore;


# direct methods
.method constructor <init>(Lio/quillkit/notes/core/AttachmentStore;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->this$0:Lio/quillkit/notes/core/AttachmentStore;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/RestrictedSuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v2, Lio/quillkit/notes/core/AttachmentStore$all$1;

    iget-object v1, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->this$0:Lio/quillkit/notes/core/AttachmentStore;

    invoke-direct {v2, v1, p2}, Lio/quillkit/notes/core/AttachmentStore$all$1;-><init>(Lio/quillkit/notes/core/AttachmentStore;Lkotlin/coroutines/Continuation;)V

    iput-object p1, v2, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$0:Ljava/lang/Object;

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

    invoke-virtual {p0, v1, v2}, Lio/quillkit/notes/core/AttachmentStore$all$1;->invoke(Lkotlin/sequences/SequenceScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlin/sequences/SequenceScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lio/quillkit/notes/core/AttachmentStore$all$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lio/quillkit/notes/core/AttachmentStore$all$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lio/quillkit/notes/core/AttachmentStore$all$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16

    iget-object v4, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$0:Ljava/lang/Object;

    check-cast v4, Lkotlin/sequences/SequenceScope;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 51
    iget v0, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 52
    iget-object v0, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->this$0:Lio/quillkit/notes/core/AttachmentStore;

    invoke-virtual {v0}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v0, v1}, Ljava/nio/file/Files;->isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 53
    :cond_0
    iget-object v0, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->this$0:Lio/quillkit/notes/core/AttachmentStore;

    invoke-virtual {v0}, Lio/quillkit/notes/core/AttachmentStore;->getRoot()Ljava/nio/file/Path;

    move-result-object v0

    invoke-static {v0}, Ljava/nio/file/Files;->newDirectoryStream(Ljava/nio/file/Path;)Ljava/nio/file/DirectoryStream;

    move-result-object v6

    check-cast v6, Ljava/io/Closeable;

    const/4 v7, 0x0

    :try_start_0
    move-object v0, v6

    check-cast v0, Ljava/nio/file/DirectoryStream;

    move-object v8, v0

    .line 92
    const/4 v9, 0x0

    .line 53
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v8

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v8

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v9

    move-object v7, v9

    throw v9
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v9

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v9

    :goto_0
    move-object v5, v0

    .line 54
    invoke-interface {v5}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :cond_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/nio/file/Path;

    .line 55
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/nio/file/LinkOption;

    invoke-static {v7, v1}, Ljava/nio/file/Files;->isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 56
    invoke-static {v7}, Ljava/nio/file/Files;->newDirectoryStream(Ljava/nio/file/Path;)Ljava/nio/file/DirectoryStream;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    const/4 v10, 0x0

    :try_start_2
    move-object v0, v9

    check-cast v0, Ljava/nio/file/DirectoryStream;

    move-object v11, v0

    .line 92
    const/4 v12, 0x0

    .line 56
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v11

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v11
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_1
    :try_start_3
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    :catchall_1
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    :goto_1
    move-object v8, v0

    .line 57
    invoke-interface {v8}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_2
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Ljava/nio/file/Path;

    iget-object v1, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->this$0:Lio/quillkit/notes/core/AttachmentStore;

    invoke-interface {v7}, Ljava/nio/file/Path;->getFileName()Ljava/nio/file/Path;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1, v2, v10}, Lio/quillkit/notes/core/AttachmentStore;->describe(Ljava/lang/String;Ljava/nio/file/Path;)Lio/quillkit/notes/core/Attachment;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lkotlin/coroutines/Continuation;

    iput-object v4, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$0:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$1:Ljava/lang/Object;

    iput-object v6, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$2:Ljava/lang/Object;

    iput-object v7, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$3:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$4:Ljava/lang/Object;

    iput-object v9, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$5:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$6:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->label:I

    invoke-virtual {v4, v1, v2}, Lkotlin/sequences/SequenceScope;->yield(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_2

    .line 51
    return-object v13

    :pswitch_1
    iget-object v10, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$6:Ljava/lang/Object;

    check-cast v10, Ljava/nio/file/Path;

    iget-object v9, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$5:Ljava/lang/Object;

    check-cast v9, Ljava/util/Iterator;

    iget-object v8, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$4:Ljava/lang/Object;

    check-cast v8, Ljava/util/List;

    iget-object v7, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$3:Ljava/lang/Object;

    check-cast v7, Ljava/nio/file/Path;

    iget-object v6, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/util/Iterator;

    iget-object v5, p0, Lio/quillkit/notes/core/AttachmentStore$all$1;->L$1:Ljava/lang/Object;

    check-cast v5, Ljava/util/List;

    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    .line 57
    :cond_2
    goto :goto_2

    .line 59
    :cond_3
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 51
    :goto_3
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
