.class final Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SyncToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $call:Lapp/quire/reader/cetp/Call;

.field final synthetic $meta:Lorg/json/JSONObject;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/cetp/SyncToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/SyncToolProvider;Lorg/json/JSONObject;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)V
    .registers 6

    iput-object p1, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    iput-object p2, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$meta:Lorg/json/JSONObject;

    iput-object p3, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$call:Lapp/quire/reader/cetp/Call;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7

    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;

    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    iget-object v2, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$meta:Lorg/json/JSONObject;

    iget-object v3, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$call:Lapp/quire/reader/cetp/Call;

    invoke-direct {v0, v1, v2, v3, p2}, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lorg/json/JSONObject;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 247
    iget v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 248
    new-instance v8, Ljava/io/File;

    iget-object v2, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    invoke-static {v2}, Lapp/quire/reader/cetp/SyncToolProvider;->access$getExportDir(Lapp/quire/reader/cetp/SyncToolProvider;)Ljava/io/File;

    move-result-object v2

    iget-object v3, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$meta:Lorg/json/JSONObject;

    const-string v4, "file"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v8, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 250
    invoke-virtual {v8}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->CONFLICT:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The export of this request is no longer on the device."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_0

    .line 251
    :cond_0
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$call:Lapp/quire/reader/cetp/Call;

    const-string v1, "large_results"

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v0, Lapp/quire/reader/cetp/Outcome$FileDone;

    .line 252
    const/high16 v3, 0x10000000

    invoke-static {v8, v3}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    const-string v4, "open(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 253
    iget-object v3, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$meta:Lorg/json/JSONObject;

    const-string v4, "size_bytes"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v3

    .line 254
    iget-object v5, p0, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;->$meta:Lorg/json/JSONObject;

    const-string v6, "sha256"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 251
    invoke-direct {v0, v2, v3, v4, v5}, Lapp/quire/reader/cetp/Outcome$FileDone;-><init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_0

    .line 256
    :cond_1
    invoke-virtual {v8}, Ljava/io/File;->length()J

    move-result-wide v0

    const-wide/32 v2, 0x30d40

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    const/4 v5, 0x0

    const/4 v6, 0x1

    const/4 v7, 0x0

    invoke-static {v8, v5, v6, v7}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_0

    .line 257
    :cond_2
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->RESULT_TOO_LARGE:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The export is too large to return without large_results."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    .line 258
    :goto_0
    return-object v0

    .line 247
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
