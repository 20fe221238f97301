.class public final Lcom/quillbox/NotebookProvider;
.super Landroid/content/ContentProvider;
.source "NotebookProvider.kt"

# static fields
.field public static final Companion:Lcom/quillbox/NotebookProvider$Companion;
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.quillbox.notebook"


# instance fields
.field private final confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final ledger:Lcom/quillbox/ResumeLedger;
.field private resolutions:Lcom/quillbox/Resolutions;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final sessions:Lcom/quillbox/SessionBook;
.field private store:Lcom/quillbox/NoteStore;
.field private worker:Lcom/quillbox/FileWorker;
.field private final writes:Lkotlinx/coroutines/sync/Mutex;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/quillbox/NotebookProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/quillbox/NotebookProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quillbox/NotebookProvider;->Companion:Lcom/quillbox/NotebookProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 7
    .line 36
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 40
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/quillbox/NotebookProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 41
    new-instance v0, Lcom/quillbox/SessionBook;
    const-wide/16 v2, 0x0
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/quillbox/SessionBook;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, p0, Lcom/quillbox/NotebookProvider;->sessions:Lcom/quillbox/SessionBook;
    .line 42
    new-instance v0, Lcom/quillbox/ResumeLedger;
    new-instance v2, Ljava/security/SecureRandom;
    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V
    check-cast v2, Ljava/util/Random;
    invoke-static {v2}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillbox/ResumeLedger;-><init>(Lkotlin/random/Random;)V
    iput-object v0, p0, Lcom/quillbox/NotebookProvider;->ledger:Lcom/quillbox/ResumeLedger;
    .line 43
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, p0, Lcom/quillbox/NotebookProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 47
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/StateFlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, p0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 36
    return-void
.end method

.method public static final synthetic access$addNotes(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 36
    invoke-direct {p0, p1, p2}, Lcom/quillbox/NotebookProvider;->addNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$archiveNotes(Lcom/quillbox/NotebookProvider;Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 36
    invoke-direct {p0, p1, p2, p3}, Lcom/quillbox/NotebookProvider;->archiveNotes(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$askUser(Lcom/quillbox/NotebookProvider;Landroid/content/Context;ILcom/quillbox/Request;Ljava/lang/Class;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    .line 36
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    move-object v7, p7
    invoke-direct/range {v0 .. v7}, Lcom/quillbox/NotebookProvider;->askUser(Landroid/content/Context;ILcom/quillbox/Request;Ljava/lang/Class;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$deleteNote(Lcom/quillbox/NotebookProvider;Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 36
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-object v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/NotebookProvider;->deleteNote(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$drafts(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;)Lkotlinx/coroutines/flow/Flow;
    .registers 3
    .line 36
    invoke-direct {p0, p1}, Lcom/quillbox/NotebookProvider;->drafts(Lorg/json/JSONObject;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$execute(Lcom/quillbox/NotebookProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 36
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/quillbox/NotebookProvider;->execute(Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$exportNotes(Lcom/quillbox/NotebookProvider;Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 36
    invoke-direct {p0, p1, p2, p3}, Lcom/quillbox/NotebookProvider;->exportNotes(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getNote(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 36
    invoke-direct {p0, p1, p2}, Lcom/quillbox/NotebookProvider;->getNote(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getStore$p(Lcom/quillbox/NotebookProvider;)Lcom/quillbox/NoteStore;
    .registers 2
    .line 36
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->store:Lcom/quillbox/NoteStore;
    return-object v0
.end method

.method public static final synthetic access$importMarkdown(Lcom/quillbox/NotebookProvider;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 36
    invoke-direct {p0, p1, p2, p3}, Lcom/quillbox/NotebookProvider;->importMarkdown(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$listNotes(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 36
    invoke-direct {p0, p1, p2}, Lcom/quillbox/NotebookProvider;->listNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$markdownDrafts(Lcom/quillbox/NotebookProvider;Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    .registers 3
    .line 36
    invoke-direct {p0, p1}, Lcom/quillbox/NotebookProvider;->markdownDrafts(Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$purgeTrash(Lcom/quillbox/NotebookProvider;Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 36
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-object v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/NotebookProvider;->purgeTrash(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final addNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$addNotes$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillbox/NotebookProvider$addNotes$1;
    move-object/from16 v16, v0
    move-object/from16 v0, v16
    iget v0, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v16
    iget v1, v1, Lcom/quillbox/NotebookProvider$addNotes$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v16
    iput v1, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->label:I
    goto :L52
:L41
    new-instance v0, Lcom/quillbox/NotebookProvider$addNotes$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/quillbox/NotebookProvider$addNotes$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v16, v0
:L52
    move-object/from16 v0, v16
    iget-object v15, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v17
    .line 147
    move-object/from16 v0, v16
    iget v0, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L444
:L96
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 148
    move-object/from16 v0, p1
    const-string v1, "folder"
    const-string v2, "Inbox"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 149
    new-instance v8, Ljava/util/ArrayList;
    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V
    .line 150
    move-object/from16 v0, p0
    iget-object v9, v0, Lcom/quillbox/NotebookProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 247
    const/4 v10, 0x0
    const/4 v11, 0x0
    .line 251
    move-object/from16 v4, p1
    move-object/from16 v3, v16
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, v16
    iput-object v7, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v16
    iput-object v8, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v16
    iput-object v9, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    move-object/from16 v3, v16
    iput v4, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->label:I
    move-object/from16 v2, v16
    invoke-interface {v9, v10, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v17
    if-ne v0, v2, :L237
    .line 147
    return-object v17
:L186
    const/4 v11, 0x0
    const/4 v10, 0x0
    move-object/from16 v0, v16
    iget-object v9, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$3:Ljava/lang/Object;
    check-cast v9, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v16
    iget-object v8, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$2:Ljava/lang/Object;
    check-cast v8, Ljava/util/ArrayList;
    move-object/from16 v0, v16
    iget-object v7, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p1, v0
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L237
:L238
    .line 253
    const/4 v12, 0x0
    .line 151
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$addNotes$2$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p1
    move-object v4, v8
    move-object v5, v7
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/quillbox/NotebookProvider$addNotes$2$1;-><init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Ljava/util/ArrayList;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v16
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v16
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v16
    iput-object v8, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v16
    iput-object v9, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x2
    move-object/from16 v3, v16
    iput v4, v3, Lcom/quillbox/NotebookProvider$addNotes$1;->label:I
    move-object/from16 v2, v16
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L307
    move-object/from16 v2, v17
    if-ne v0, v2, :L371
    .line 147
    return-object v17
:L316
    const/4 v11, 0x0
    const/4 v12, 0x0
    const/4 v10, 0x0
    move-object/from16 v0, v16
    iget-object v9, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$3:Ljava/lang/Object;
    check-cast v9, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v16
    iget-object v8, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$2:Ljava/lang/Object;
    check-cast v8, Ljava/util/ArrayList;
    move-object/from16 v0, v16
    iget-object v7, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$addNotes$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p1, v0
:L363
    invoke-static {v15}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v15
:L371
    .line 156
    sget-object v13, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L377
    .line 255
    invoke-interface {v9, v10}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 256
    goto :L403
:L389
    .line 255
    move-exception v14
:L391
    invoke-interface {v9, v10}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v14
:L403
    .line 157
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    new-instance v4, Lorg/json/JSONArray;
    move-object v6, v8
    check-cast v6, Ljava/util/Collection;
    invoke-direct {v4, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v3, "ids"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L444
    .line 147
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L96
        :L186
        :L316
    .end packed-switch
    .catchall {:L238 .. :L307} :L389
    .catchall {:L363 .. :L377} :L389
.end method

.method private final archiveNotes(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, p3
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$archiveNotes$1;
    if-eqz v0, :L41
    move-object/from16 v0, p3
    check-cast v0, Lcom/quillbox/NotebookProvider$archiveNotes$1;
    move-object v12, v0
    iget v0, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    goto :L52
:L41
    new-instance v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;
    move-object/from16 v3, p3
    invoke-direct {v12, p0, v3}, Lcom/quillbox/NotebookProvider$archiveNotes$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v11, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 185
    iget v0, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L683
:L100
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 186
    move-object/from16 v0, p2
    const-string v1, "name"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 187
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L136
    const/4 v0, 0x1
    goto :L137
:L136
    const/4 v0, 0x0
:L137
    if-eqz v0, :L157
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "name is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L157
    .line 188
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$archiveNotes$notes$1;
    move-object/from16 v4, p2
    const/4 v5, 0x0
    invoke-direct {v1, p0, v4, v5}, Lcom/quillbox/NotebookProvider$archiveNotes$notes$1;-><init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    iput-object p1, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$1:Ljava/lang/Object;
    iput-object v7, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    invoke-static {v0, v1, v12}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L253
    .line 185
    return-object v13
:L218
    iget-object v7, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$2:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    iget-object p1, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L253
    check-cast v0, Ljava/util/List;
    move-object v8, v0
    .line 189
    const/4 v0, 0x1
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v9
    .line 190
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->worker:Lcom/quillbox/FileWorker;
    if-nez v0, :L285
    const-string v0, "worker"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L285
    new-instance v1, Lcom/quillbox/ArchiveJob;
    new-instance v3, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v5
    const-string v6, "archives"
    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v6, v9
    check-cast v6, Lkotlinx/coroutines/channels/SendChannel;
    invoke-direct {v1, v3, v7, v8, v6}, Lcom/quillbox/ArchiveJob;-><init>(Ljava/io/File;Ljava/lang/String;Ljava/util/List;Lkotlinx/coroutines/channels/SendChannel;)V
    check-cast v1, Lcom/quillbox/FileJob;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$2:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$3:Ljava/lang/Object;
    iput-object v9, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$4:Ljava/lang/Object;
    const/4 v4, 0x2
    iput v4, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    invoke-virtual {v0, v1, v12}, Lcom/quillbox/FileWorker;->submit(Lcom/quillbox/FileJob;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L443
    .line 185
    return-object v13
:L388
    iget-object v9, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$4:Ljava/lang/Object;
    check-cast v9, Lkotlinx/coroutines/channels/Channel;
    iget-object v8, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$3:Ljava/lang/Object;
    check-cast v8, Ljava/util/List;
    iget-object v7, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$2:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    iget-object p1, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L443
    .line 191
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, p2
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$2:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$3:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$4:Ljava/lang/Object;
    const/4 v3, 0x3
    iput v3, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->label:I
    invoke-interface {v9, v12}, Lkotlinx/coroutines/channels/Channel;->receive(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L571
    .line 185
    return-object v13
:L516
    iget-object v9, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$4:Ljava/lang/Object;
    check-cast v9, Lkotlinx/coroutines/channels/Channel;
    iget-object v8, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$3:Ljava/lang/Object;
    check-cast v8, Ljava/util/List;
    iget-object v7, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$2:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    iget-object p1, v12, Lcom/quillbox/NotebookProvider$archiveNotes$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L571
    check-cast v0, Lcom/quillbox/Outcome;
    move-object v10, v0
    .line 192
    instance-of v0, v10, Lcom/quillbox/Outcome$Written;
    if-eqz v0, :L639
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object v4, v10
    check-cast v4, Lcom/quillbox/Outcome$Written;
    invoke-virtual {v4}, Lcom/quillbox/Outcome$Written;->getFile()Ljava/lang/String;
    move-result-object v4
    const-string v3, "file"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    move-object v4, v10
    check-cast v4, Lcom/quillbox/Outcome$Written;
    invoke-virtual {v4}, Lcom/quillbox/Outcome$Written;->getBytes()I
    move-result v4
    const-string v3, "bytes"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L682
:L639
    .line 193
    instance-of v0, v10, Lcom/quillbox/Outcome$Failed;
    if-eqz v0, :L674
    new-instance v0, Lcom/quillbox/Reply$Failed;
    move-object v3, v10
    check-cast v3, Lcom/quillbox/Outcome$Failed;
    invoke-virtual {v3}, Lcom/quillbox/Outcome$Failed;->getMessage()Ljava/lang/String;
    move-result-object v2
    const-string v1, "INTERNAL_ERROR"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L682
:L674
    .line 191
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L682
    return-object v0
:L683
    .line 185
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L100
        :L218
        :L388
        :L516
    .end packed-switch
.end method

.method private final askUser(Landroid/content/Context;ILcom/quillbox/Request;Ljava/lang/Class;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p7
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$askUser$1;
    if-eqz v0, :L43
    move-object/from16 v0, p7
    check-cast v0, Lcom/quillbox/NotebookProvider$askUser$1;
    move-object v9, v0
    iget v0, v9, Lcom/quillbox/NotebookProvider$askUser$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L43
    iget v1, v9, Lcom/quillbox/NotebookProvider$askUser$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v9, Lcom/quillbox/NotebookProvider$askUser$1;->label:I
    goto :L55
:L43
    new-instance v9, Lcom/quillbox/NotebookProvider$askUser$1;
    move-object/from16 v3, p7
    invoke-direct {v9, p0, v3}, Lcom/quillbox/NotebookProvider$askUser$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
:L55
    iget-object v8, v9, Lcom/quillbox/NotebookProvider$askUser$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 217
    iget v0, v9, Lcom/quillbox/NotebookProvider$askUser$1;->label:I
    packed-switch v0, :pswitch_data_72
    goto/16 :L344
:L96
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 218
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p3
    invoke-virtual {v3}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, p2, v2, v3}, Lcom/quillbox/ResumeLedger;->issue-zr-XnMg(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 219
    new-instance v0, Landroid/content/Intent;
    move-object/from16 v3, p4
    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "note_id"
    move-wide/from16 v2, p5
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v7
    .line 220
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->resolutions:Lcom/quillbox/Resolutions;
    if-nez v0, :L163
    const-string v0, "resolutions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L163
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v2
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$2:Ljava/lang/Object;
    iput-object v6, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$3:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$4:Ljava/lang/Object;
    iput p2, v9, Lcom/quillbox/NotebookProvider$askUser$1;->I$0:I
    move-wide/from16 v4, p5
    iput-wide v4, v9, Lcom/quillbox/NotebookProvider$askUser$1;->J$0:J
    const/4 v4, 0x1
    iput v4, v9, Lcom/quillbox/NotebookProvider$askUser$1;->label:I
    invoke-virtual {v0, v7, v2, v9}, Lcom/quillbox/Resolutions;->sealed(Landroid/content/Intent;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L323
    .line 217
    return-object v12
:L255
    iget-wide v0, v9, Lcom/quillbox/NotebookProvider$askUser$1;->J$0:J
    move-wide/from16 p5, v0
    iget p2, v9, Lcom/quillbox/NotebookProvider$askUser$1;->I$0:I
    iget-object v7, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$4:Ljava/lang/Object;
    check-cast v7, Landroid/content/Intent;
    iget-object v6, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$3:Ljava/lang/Object;
    check-cast v6, Ljava/lang/String;
    iget-object v0, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/Class;
    move-object/from16 p4, v0
    iget-object v0, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object p1, v9, Lcom/quillbox/NotebookProvider$askUser$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
:L323
    .line 220
    check-cast v0, Landroid/app/PendingIntent;
    move-object v10, v6
    move-object v11, v0
    new-instance v0, Lcom/quillbox/Reply$NeedsUser;
    invoke-direct {v0, v11, v10}, Lcom/quillbox/Reply$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
:L344
    .line 217
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_72
    .packed-switch 0x0
        :L96
        :L255
    .end packed-switch
.end method

.method private final deleteNote(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 29
    move-object/from16 v0, p5
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;
    if-eqz v0, :L43
    move-object/from16 v0, p5
    check-cast v0, Lcom/quillbox/NotebookProvider$deleteNote$1;
    move-object/from16 v21, v0
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L43
    move-object/from16 v1, v21
    iget v1, v1, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v21
    iput v1, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    goto :L55
:L43
    new-instance v0, Lcom/quillbox/NotebookProvider$deleteNote$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p5
    invoke-direct {v0, v2, v3}, Lcom/quillbox/NotebookProvider$deleteNote$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v21, v0
:L55
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->result:Ljava/lang/Object;
    move-object/from16 v20, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v22
    .line 197
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    packed-switch v0, :pswitch_data_72
    goto/16 :L878
:L104
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 198
    move-object/from16 v0, p4
    const-string v1, "note_id"
    const-wide/16 v2, -0x1
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J
    move-result-wide v10
    .line 199
    const-wide/16 v2, 0x0
    cmp-long v0, v10, v2
    if-gez v0, :L146
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "note_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L146
    .line 200
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/NotebookProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v3, p3
    invoke-virtual {v3}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p3
    invoke-virtual {v4}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    move/from16 v2, p2
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillbox/ResumeLedger;->redeem-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v12
    .line 201
    if-eqz v12, :L238
    move-object/from16 v0, p0
    iget-object v13, v0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v14, 0x0
:L182
    .line 268
    invoke-interface {v13}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v15
    .line 269
    move-object v0, v15
    check-cast v0, Ljava/util/Map;
    move-object/from16 v16, v0
    const/16 v17, 0x0
    .line 201
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/quillbox/RequestId;->box-impl(Ljava/lang/String;)Lcom/quillbox/RequestId;
    move-result-object v1
    move/from16 v2, p2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    move-object/from16 v0, v16
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v18
    .line 270
    move-object/from16 v2, v18
    invoke-interface {v13, v15, v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L182
:L238
    .line 202
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/quillbox/RequestId;->box-impl(Ljava/lang/String;)Lcom/quillbox/RequestId;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move/from16 v13, p2
    if-nez v0, :L276
    goto :L284
:L276
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-eq v0, v13, :L417
:L284
    move-object/from16 v9, p1
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    move-object/from16 v8, v21
    iput-object v9, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v9, p3
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    move-object/from16 v8, v21
    iput-object v9, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v9, p4
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    move-object/from16 v8, v21
    iput-object v9, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$2:Ljava/lang/Object;
    move/from16 v9, p2
    move-object/from16 v8, v21
    iput v9, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->I$0:I
    move-object/from16 v8, v21
    iput-wide v10, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->J$0:J
    move-object/from16 v8, v21
    iput-boolean v12, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->Z$0:Z
    const/4 v9, 0x1
    move-object/from16 v8, v21
    iput v9, v8, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move/from16 v2, p2
    move-object/from16 v3, p3
    move-wide v5, v10
    move-object/from16 v7, v21
    const-class v4, Lcom/quillbox/ConfirmDeleteActivity;
    invoke-direct/range {v0 .. v7}, Lcom/quillbox/NotebookProvider;->askUser(Landroid/content/Context;ILcom/quillbox/Request;Ljava/lang/Class;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v22
    if-ne v0, v2, :L416
    .line 197
    return-object v22
:L361
    move-object/from16 v0, v21
    iget-boolean v12, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->Z$0:Z
    move-object/from16 v0, v21
    iget-wide v10, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->I$0:I
    move/from16 p2, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L416
    .line 203
    return-object v0
:L417
    move-object/from16 v0, p0
    iget-object v14, v0, Lcom/quillbox/NotebookProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 272
    const/4 v15, 0x0
    const/16 v16, 0x0
    .line 276
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v21
    iput-object v14, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->I$0:I
    move-object/from16 v3, v21
    iput-wide v10, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->J$0:J
    move-object/from16 v3, v21
    iput-boolean v12, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->Z$0:Z
    const/4 v4, 0x2
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    move-object/from16 v2, v21
    invoke-interface {v14, v15, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v22
    if-ne v0, v2, :L579
    .line 197
    return-object v22
:L508
    const/16 v16, 0x0
    move-object/from16 v0, v21
    iget-boolean v12, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->Z$0:Z
    move-object/from16 v0, v21
    iget-wide v10, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->I$0:I
    move/from16 p2, v0
    const/4 v15, 0x0
    move-object/from16 v0, v21
    iget-object v14, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$3:Ljava/lang/Object;
    check-cast v14, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L579
:L580
    .line 278
    const/16 v17, 0x0
    .line 203
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$deleteNote$deleted$1$1;
    move-object/from16 v3, p0
    const/4 v6, 0x0
    invoke-direct {v1, v3, v10, v11, v6}, Lcom/quillbox/NotebookProvider$deleteNote$deleted$1$1;-><init>(Lcom/quillbox/NotebookProvider;JLkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v21
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v21
    iput-object v14, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->I$0:I
    move-object/from16 v3, v21
    iput-wide v10, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->J$0:J
    move-object/from16 v3, v21
    iput-boolean v12, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->Z$0:Z
    const/4 v4, 0x3
    move-object/from16 v3, v21
    iput v4, v3, Lcom/quillbox/NotebookProvider$deleteNote$1;->label:I
    move-object/from16 v2, v21
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L667
    move-object/from16 v2, v22
    if-ne v0, v2, :L751
    .line 197
    return-object v22
:L676
    const/16 v16, 0x0
    const/16 v17, 0x0
    move-object/from16 v0, v21
    iget-boolean v12, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->Z$0:Z
    move-object/from16 v0, v21
    iget-wide v10, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->J$0:J
    move-object/from16 v0, v21
    iget v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->I$0:I
    move/from16 p2, v0
    const/4 v15, 0x0
    move-object/from16 v0, v21
    iget-object v14, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$3:Ljava/lang/Object;
    check-cast v14, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v21
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$deleteNote$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
:L743
    move-object/from16 v0, v20
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v20
:L751
    .line 203
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v18
:L759
    .line 280
    invoke-interface {v14, v15}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 281
    goto :L785
:L771
    .line 280
    move-exception v19
:L773
    invoke-interface {v14, v15}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v19
:L785
    .line 203
    move/from16 v13, v18
    .line 204
    move-object/from16 v0, p0
    iget-object v14, v0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v15, 0x0
:L799
    .line 283
    invoke-interface {v14}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v16
    .line 284
    move-object/from16 v0, v16
    check-cast v0, Ljava/util/Map;
    move-object/from16 v17, v0
    const/16 v18, 0x0
    .line 204
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/quillbox/RequestId;->box-impl(Ljava/lang/String;)Lcom/quillbox/RequestId;
    move-result-object v1
    move-object/from16 v0, v17
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v17
    .line 285
    move-object/from16 v1, v16
    move-object/from16 v2, v17
    invoke-interface {v14, v1, v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L799
    .line 205
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "deleted"
    invoke-virtual {v2, v3, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L878
    .line 197
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_72
    .packed-switch 0x0
        :L104
        :L361
        :L508
        :L676
    .end packed-switch
    .catchall {:L580 .. :L667} :L771
    .catchall {:L743 .. :L759} :L771
.end method

.method private final drafts(Lorg/json/JSONObject;)Lkotlinx/coroutines/flow/Flow;
    .registers 4
    .line 132
    new-instance v0, Lcom/quillbox/NotebookProvider$drafts$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, v1}, Lcom/quillbox/NotebookProvider$drafts$1;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 138
    return-object v0
.end method

.method private final execute(Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p4
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$execute$1;
    if-eqz v0, :L43
    move-object/from16 v0, p4
    check-cast v0, Lcom/quillbox/NotebookProvider$execute$1;
    move-object v14, v0
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L43
    iget v1, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    goto :L55
:L43
    new-instance v14, Lcom/quillbox/NotebookProvider$execute$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p4
    invoke-direct {v14, v2, v3}, Lcom/quillbox/NotebookProvider$execute$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
:L55
    iget-object v13, v14, Lcom/quillbox/NotebookProvider$execute$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v15
    .line 78
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    packed-switch v0, :pswitch_data_72
    goto/16 :L1914
:L132
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 79
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/quillbox/Request;->getDeadlineAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L165
    .line 80
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline has passed"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L165
    .line 83
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/quillbox/Request;->args()Lorg/json/JSONObject;
    move-result-object v9
:L172
    goto :L194
:L175
    .line 84
    move-exception v10
    .line 85
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L194
    .line 82
    move-object v8, v9
    .line 87
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v9
    .line 88
    sget-object v0, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    invoke-virtual {v0}, Lcom/quillbox/Catalog;->getNOTEBOOK_MUTATIONS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v9}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v10
    .line 89
    if-eqz v10, :L439
    .line 90
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$execute$seen$1;
    move-object/from16 v3, p0
    move/from16 v4, p2
    move-object/from16 v5, p3
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/quillbox/NotebookProvider$execute$seen$1;-><init>(Lcom/quillbox/NotebookProvider;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    iput-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v4, 0x1
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L361
    .line 78
    return-object v15
:L303
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L361
    check-cast v0, [Ljava/lang/String;
    move-object v11, v0
    .line 91
    if-eqz v11, :L439
    .line 92
    const/4 v1, 0x0
    aget-object v0, v11, v1
    invoke-static {v0, v9}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L403
    const/4 v1, 0x1
    aget-object v0, v11, v1
    sget-object v1, Lcom/quillbox/NoteStore;->Companion:Lcom/quillbox/NoteStore$Companion;
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/quillbox/NoteStore$Companion;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L420
:L403
    .line 93
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was used for another call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L420
    .line 95
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    const/4 v5, 0x2
    aget-object v4, v11, v5
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L439
    .line 98
    move-object v12, v9
    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_448
    goto/16 :L1705
:L524
    const-string v1, "add_notes"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L900
    goto/16 :L1705
:L538
    const-string v1, "list_notes"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L636
    goto/16 :L1705
:L552
    const-string v1, "get_note"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L768
    goto/16 :L1705
:L566
    const-string v1, "export_notes"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1165
    goto/16 :L1705
:L580
    const-string v1, "delete_note"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1433
    goto/16 :L1705
:L594
    const-string v1, "import_markdown"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1032
    goto/16 :L1705
:L608
    const-string v1, "archive_notes"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1299
    goto/16 :L1705
:L622
    const-string v1, "purge_trash"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L1569
    goto/16 :L1705
:L636
    .line 99
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v4, 0x2
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    invoke-direct {v0, v8, v14}, Lcom/quillbox/NotebookProvider;->listNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L762
    .line 78
    return-object v15
:L704
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L762
    .line 99
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1724
:L768
    .line 100
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v4, 0x3
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    invoke-direct {v0, v8, v14}, Lcom/quillbox/NotebookProvider;->getNote(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L894
    .line 78
    return-object v15
:L836
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L894
    .line 100
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1724
:L900
    .line 101
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v4, 0x4
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    invoke-direct {v0, v8, v14}, Lcom/quillbox/NotebookProvider;->addNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1026
    .line 78
    return-object v15
:L968
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1026
    .line 101
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1724
:L1032
    .line 102
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p3
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v5, p2
    iput v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v5, 0x5
    iput v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move/from16 v1, p2
    invoke-direct {v0, v1, v8, v14}, Lcom/quillbox/NotebookProvider;->importMarkdown(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1159
    .line 78
    return-object v15
:L1101
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1159
    .line 102
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1724
:L1165
    .line 103
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p3
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v5, p2
    iput v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v5, 0x6
    iput v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-direct {v0, v1, v8, v14}, Lcom/quillbox/NotebookProvider;->exportNotes(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1293
    .line 78
    return-object v15
:L1235
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1293
    .line 103
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1724
:L1299
    .line 104
    move-object/from16 v5, p1
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v5, p3
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v5
    iput-object v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v5, p2
    iput v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/4 v5, 0x7
    iput v5, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    invoke-direct {v0, v1, v8, v14}, Lcom/quillbox/NotebookProvider;->archiveNotes(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1427
    .line 78
    return-object v15
:L1369
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1427
    .line 104
    check-cast v0, Lcom/quillbox/Reply;
    goto/16 :L1724
:L1433
    .line 105
    move-object/from16 v7, p1
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    iput-object v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v7, p3
    iput-object v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    iput-object v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v7, p2
    iput v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/16 v7, 0x8
    iput v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move/from16 v2, p2
    move-object/from16 v3, p3
    move-object v4, v8
    move-object v5, v14
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/NotebookProvider;->deleteNote(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1563
    .line 78
    return-object v15
:L1505
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1563
    .line 105
    check-cast v0, Lcom/quillbox/Reply;
    goto :L1724
:L1569
    .line 106
    move-object/from16 v7, p1
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    iput-object v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v7, p3
    iput-object v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
    iput-object v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    iput-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    move/from16 v7, p2
    iput v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/16 v7, 0x9
    iput v7, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move/from16 v2, p2
    move-object/from16 v3, p3
    move-object v4, v8
    move-object v5, v14
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/NotebookProvider;->purgeTrash(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1699
    .line 78
    return-object v15
:L1641
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1699
    .line 106
    check-cast v0, Lcom/quillbox/Reply;
    goto :L1724
:L1705
    .line 107
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No such tool"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
:L1724
    .line 98
    move-object v11, v0
    .line 109
    if-eqz v10, :L1911
    instance-of v0, v11, Lcom/quillbox/Reply$Ok;
    if-eqz v0, :L1911
    .line 110
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$execute$2;
    move-object/from16 v2, p0
    move/from16 v3, p2
    move-object/from16 v4, p3
    move-object v5, v9
    move-object v6, v11
    const/4 v7, 0x0
    invoke-direct/range {v1 .. v7}, Lcom/quillbox/NotebookProvider$execute$2;-><init>(Lcom/quillbox/NotebookProvider;ILcom/quillbox/Request;Ljava/lang/String;Lcom/quillbox/Reply;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    iput-object v11, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$4:Ljava/lang/Object;
    move/from16 v4, p2
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    iput-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    const/16 v4, 0xa
    iput v4, v14, Lcom/quillbox/NotebookProvider$execute$1;->label:I
    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L1910
    .line 78
    return-object v15
:L1842
    iget-boolean v10, v14, Lcom/quillbox/NotebookProvider$execute$1;->Z$0:Z
    iget v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->I$0:I
    move/from16 p2, v0
    iget-object v11, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$4:Ljava/lang/Object;
    check-cast v11, Lcom/quillbox/Reply;
    iget-object v9, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$3:Ljava/lang/Object;
    check-cast v9, Ljava/lang/String;
    iget-object v8, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$2:Ljava/lang/Object;
    check-cast v8, Lorg/json/JSONObject;
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    iget-object v0, v14, Lcom/quillbox/NotebookProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v13
:L1910
:L1911
    .line 112
    return-object v11
:L1914
    .line 78
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_72
    .packed-switch 0x0
        :L132
        :L303
        :L704
        :L836
        :L968
        :L1101
        :L1235
        :L1369
        :L1505
        :L1641
        :L1842
    .end packed-switch

:sswitch_data_448
    .sparse-switch
        -0x42e049fa -> :L580
        -0x36fcfbb7 -> :L594
        -0x27e786fc -> :L608
        -0x1ef0d18a -> :L566
        0x14316da3 -> :L524
        0x233b1aa4 -> :L622
        0x29e5f3e0 -> :L538
        0x75ceff3b -> :L552
    .end sparse-switch
    .catch Lorg/json/JSONException; {:L165 .. :L172} :L175
.end method

.method private final exportNotes(Landroid/content/Context;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    move-object/from16 v0, p3
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$exportNotes$1;
    if-eqz v0, :L41
    move-object/from16 v0, p3
    check-cast v0, Lcom/quillbox/NotebookProvider$exportNotes$1;
    move-object v12, v0
    iget v0, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    goto :L52
:L41
    new-instance v12, Lcom/quillbox/NotebookProvider$exportNotes$1;
    move-object/from16 v3, p3
    invoke-direct {v12, p0, v3}, Lcom/quillbox/NotebookProvider$exportNotes$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v11, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v13
    .line 173
    iget v0, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L683
:L100
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 174
    move-object/from16 v0, p2
    const-string v1, "file_name"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 175
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v7
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L136
    const/4 v0, 0x1
    goto :L137
:L136
    const/4 v0, 0x0
:L137
    if-eqz v0, :L157
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "file_name is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L157
    .line 176
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;
    move-object/from16 v4, p2
    const/4 v5, 0x0
    invoke-direct {v1, p0, v4, v5}, Lcom/quillbox/NotebookProvider$exportNotes$notes$1;-><init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    iput-object p1, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$1:Ljava/lang/Object;
    iput-object v7, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    invoke-static {v0, v1, v12}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L253
    .line 173
    return-object v13
:L218
    iget-object v7, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$2:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    iget-object p1, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L253
    check-cast v0, Ljava/util/List;
    move-object v8, v0
    .line 177
    const/4 v0, 0x1
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v9
    .line 178
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->worker:Lcom/quillbox/FileWorker;
    if-nez v0, :L285
    const-string v0, "worker"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L285
    new-instance v1, Lcom/quillbox/ExportJob;
    new-instance v3, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v5
    const-string v6, "exports"
    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v6, v9
    check-cast v6, Lkotlinx/coroutines/channels/SendChannel;
    invoke-direct {v1, v3, v7, v8, v6}, Lcom/quillbox/ExportJob;-><init>(Ljava/io/File;Ljava/lang/String;Ljava/util/List;Lkotlinx/coroutines/channels/SendChannel;)V
    check-cast v1, Lcom/quillbox/FileJob;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$2:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$3:Ljava/lang/Object;
    iput-object v9, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$4:Ljava/lang/Object;
    const/4 v4, 0x2
    iput v4, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    invoke-virtual {v0, v1, v12}, Lcom/quillbox/FileWorker;->submit(Lcom/quillbox/FileJob;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L443
    .line 173
    return-object v13
:L388
    iget-object v9, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$4:Ljava/lang/Object;
    check-cast v9, Lkotlinx/coroutines/channels/Channel;
    iget-object v8, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$3:Ljava/lang/Object;
    check-cast v8, Ljava/util/List;
    iget-object v7, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$2:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    iget-object p1, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L443
    .line 179
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, p2
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$2:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$3:Ljava/lang/Object;
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$4:Ljava/lang/Object;
    const/4 v3, 0x3
    iput v3, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->label:I
    invoke-interface {v9, v12}, Lkotlinx/coroutines/channels/Channel;->receive(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v13, :L571
    .line 173
    return-object v13
:L516
    iget-object v9, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$4:Ljava/lang/Object;
    check-cast v9, Lkotlinx/coroutines/channels/Channel;
    iget-object v8, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$3:Ljava/lang/Object;
    check-cast v8, Ljava/util/List;
    iget-object v7, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$2:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    iget-object v0, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    iget-object p1, v12, Lcom/quillbox/NotebookProvider$exportNotes$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Context;
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v11
:L571
    check-cast v0, Lcom/quillbox/Outcome;
    move-object v10, v0
    .line 180
    instance-of v0, v10, Lcom/quillbox/Outcome$Written;
    if-eqz v0, :L639
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object v4, v10
    check-cast v4, Lcom/quillbox/Outcome$Written;
    invoke-virtual {v4}, Lcom/quillbox/Outcome$Written;->getFile()Ljava/lang/String;
    move-result-object v4
    const-string v3, "file"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    move-object v4, v10
    check-cast v4, Lcom/quillbox/Outcome$Written;
    invoke-virtual {v4}, Lcom/quillbox/Outcome$Written;->getBytes()I
    move-result v4
    const-string v3, "bytes"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L682
:L639
    .line 181
    instance-of v0, v10, Lcom/quillbox/Outcome$Failed;
    if-eqz v0, :L674
    new-instance v0, Lcom/quillbox/Reply$Failed;
    move-object v3, v10
    check-cast v3, Lcom/quillbox/Outcome$Failed;
    invoke-virtual {v3}, Lcom/quillbox/Outcome$Failed;->getMessage()Ljava/lang/String;
    move-result-object v2
    const-string v1, "INTERNAL_ERROR"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L682
:L674
    .line 179
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L682
    return-object v0
:L683
    .line 173
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L100
        :L218
        :L388
        :L516
    .end packed-switch
.end method

.method private final getNote(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    instance-of v0, p2, Lcom/quillbox/NotebookProvider$getNote$1;
    if-eqz v0, :L41
    move-object v0, p2
    check-cast v0, Lcom/quillbox/NotebookProvider$getNote$1;
    move-object v10, v0
    iget v0, v10, Lcom/quillbox/NotebookProvider$getNote$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v10, Lcom/quillbox/NotebookProvider$getNote$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v10, Lcom/quillbox/NotebookProvider$getNote$1;->label:I
    goto :L52
:L41
    new-instance v10, Lcom/quillbox/NotebookProvider$getNote$1;
    invoke-direct {v10, p0, p2}, Lcom/quillbox/NotebookProvider$getNote$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
:L52
    iget-object v9, v10, Lcom/quillbox/NotebookProvider$getNote$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v11
    .line 123
    iget v0, v10, Lcom/quillbox/NotebookProvider$getNote$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto :L232
:L92
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
:L97
    .line 125
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->store:Lcom/quillbox/NoteStore;
    if-nez v0, :L114
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L114
    const-string v2, "note_id"
    const-wide/16 v3, -0x1
    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/quillbox/NoteStore;->note(J)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v10, Lcom/quillbox/NotebookProvider$getNote$1;->L$0:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v10, Lcom/quillbox/NotebookProvider$getNote$1;->label:I
    invoke-static {v0, v10}, Lkotlinx/coroutines/flow/FlowKt;->single(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L147
    if-ne v0, v11, :L173
    .line 123
    return-object v11
:L156
    iget-object p1, v10, Lcom/quillbox/NotebookProvider$getNote$1;->L$0:Ljava/lang/Object;
    check-cast p1, Lorg/json/JSONObject;
:L165
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L173
    .line 125
    check-cast v0, Lcom/quillbox/Note;
    move-object v7, v0
:L178
    goto :L200
:L181
    .line 126
    move-exception v8
    .line 127
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "INVALID_ARGS"
    const-string v2, "There is no note with that id"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
:L200
    .line 124
    move-object v6, v7
    .line 129
    new-instance v0, Lcom/quillbox/Reply$Ok;
    invoke-virtual {v6}, Lcom/quillbox/Note;->toJson()Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v6}, Lcom/quillbox/Note;->getBody()Ljava/lang/String;
    move-result-object v4
    const-string v3, "body"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L232
    .line 123
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L156
    .end packed-switch
    .catch Ljava/util/NoSuchElementException; {:L97 .. :L147} :L181
    .catch Ljava/util/NoSuchElementException; {:L165 .. :L178} :L181
.end method

.method private final importMarkdown(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23
    move-object/from16 v0, p3
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;
    if-eqz v0, :L41
    move-object/from16 v0, p3
    check-cast v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;
    move-object/from16 v17, v0
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v17
    iget v1, v1, Lcom/quillbox/NotebookProvider$importMarkdown$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v17
    iput v1, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->label:I
    goto :L52
:L41
    new-instance v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p3
    invoke-direct {v0, v2, v3}, Lcom/quillbox/NotebookProvider$importMarkdown$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v17, v0
:L52
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->result:Ljava/lang/Object;
    move-object/from16 v16, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v18
    .line 160
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L475
:L96
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 161
    move-object/from16 v0, p2
    const-string v1, "folder"
    const-string v2, "Imported"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 162
    new-instance v9, Ljava/util/ArrayList;
    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V
    .line 163
    move-object/from16 v0, p0
    iget-object v10, v0, Lcom/quillbox/NotebookProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 257
    const/4 v11, 0x0
    const/4 v12, 0x0
    .line 261
    move-object/from16 v4, p2
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$0:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v8, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v9, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v10, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p1
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->I$0:I
    const/4 v4, 0x1
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->label:I
    move-object/from16 v2, v17
    invoke-interface {v10, v11, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v18
    if-ne v0, v2, :L252
    .line 160
    return-object v18
:L194
    const/4 v12, 0x0
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->I$0:I
    move/from16 p1, v0
    const/4 v11, 0x0
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v17
    iget-object v9, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/util/ArrayList;
    move-object/from16 v0, v17
    iget-object v8, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$1:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L252
:L253
    .line 263
    const/4 v13, 0x0
    .line 164
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$importMarkdown$2$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    move-object v4, v9
    move-object v5, v8
    move/from16 v6, p1
    const/4 v7, 0x0
    invoke-direct/range {v1 .. v7}, Lcom/quillbox/NotebookProvider$importMarkdown$2$1;-><init>(Lcom/quillbox/NotebookProvider;Lorg/json/JSONObject;Ljava/util/ArrayList;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p2
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v17
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$1:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v9, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v17
    iput-object v10, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p1
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->I$0:I
    const/4 v4, 0x2
    move-object/from16 v3, v17
    iput v4, v3, Lcom/quillbox/NotebookProvider$importMarkdown$1;->label:I
    move-object/from16 v2, v17
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L331
    move-object/from16 v2, v18
    if-ne v0, v2, :L402
    .line 160
    return-object v18
:L340
    const/4 v12, 0x0
    const/4 v13, 0x0
    move-object/from16 v0, v17
    iget v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->I$0:I
    move/from16 p1, v0
    const/4 v11, 0x0
    move-object/from16 v0, v17
    iget-object v10, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$3:Ljava/lang/Object;
    check-cast v10, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v17
    iget-object v9, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$2:Ljava/lang/Object;
    check-cast v9, Ljava/util/ArrayList;
    move-object/from16 v0, v17
    iget-object v8, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$1:Ljava/lang/Object;
    check-cast v8, Ljava/lang/String;
    move-object/from16 v0, v17
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$importMarkdown$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p2, v0
:L394
    move-object/from16 v0, v16
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
:L402
    .line 169
    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L408
    .line 265
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 266
    goto :L434
:L420
    .line 265
    move-exception v15
:L422
    invoke-interface {v10, v11}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v15
:L434
    .line 170
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    new-instance v4, Lorg/json/JSONArray;
    move-object v6, v9
    check-cast v6, Ljava/util/Collection;
    invoke-direct {v4, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v3, "ids"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L475
    .line 160
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L96
        :L194
        :L340
    .end packed-switch
    .catchall {:L253 .. :L331} :L420
    .catchall {:L394 .. :L408} :L420
.end method

.method private final listNotes(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 30
    move-object/from16 v0, p2
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$listNotes$1;
    if-eqz v0, :L41
    move-object/from16 v0, p2
    check-cast v0, Lcom/quillbox/NotebookProvider$listNotes$1;
    move-object/from16 v23, v0
    move-object/from16 v0, v23
    iget v0, v0, Lcom/quillbox/NotebookProvider$listNotes$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    move-object/from16 v1, v23
    iget v1, v1, Lcom/quillbox/NotebookProvider$listNotes$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v23
    iput v1, v0, Lcom/quillbox/NotebookProvider$listNotes$1;->label:I
    goto :L52
:L41
    new-instance v0, Lcom/quillbox/NotebookProvider$listNotes$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/quillbox/NotebookProvider$listNotes$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v23, v0
:L52
    move-object/from16 v0, v23
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$listNotes$1;->result:Ljava/lang/Object;
    move-object/from16 v22, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v26
    .line 115
    move-object/from16 v0, v23
    iget v0, v0, Lcom/quillbox/NotebookProvider$listNotes$1;->label:I
    packed-switch v0, :pswitch_data_69
    goto/16 :L402
:L92
    move-object/from16 v0, v22
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 116
    move-object/from16 v0, p1
    const-string v1, "query"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 117
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/NotebookProvider;->store:Lcom/quillbox/NoteStore;
    if-nez v0, :L121
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L121
    move-object/from16 v1, p1
    const-string v2, "folder"
    const-string v3, "Inbox"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/quillbox/NoteStore;->notes(Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v9
    .line 118
    const/4 v10, 0x0
    .line 238
    move-object v11, v9
    const/4 v12, 0x0
    .line 239
    const/4 v13, 0x0
    .line 240
    new-instance v0, Lcom/quillbox/NotebookProvider$listNotes$$inlined$filter$1;
    invoke-direct {v0, v11, v7}, Lcom/quillbox/NotebookProvider$listNotes$$inlined$filter$1;-><init>(Lkotlinx/coroutines/flow/Flow;Ljava/lang/String;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 119
    move-object/from16 v6, p1
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    move-object/from16 v5, v23
    iput-object v6, v5, Lcom/quillbox/NotebookProvider$listNotes$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
    move-object/from16 v5, v23
    iput-object v6, v5, Lcom/quillbox/NotebookProvider$listNotes$1;->L$1:Ljava/lang/Object;
    const/4 v6, 0x1
    move-object/from16 v5, v23
    iput v6, v5, Lcom/quillbox/NotebookProvider$listNotes$1;->label:I
    const/4 v1, 0x0
    move-object/from16 v2, v23
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/flow/FlowKt;->toList$default(Lkotlinx/coroutines/flow/Flow;Ljava/util/List;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v26
    if-ne v0, v2, :L238
    .line 115
    return-object v26
:L213
    move-object/from16 v0, v23
    iget-object v7, v0, Lcom/quillbox/NotebookProvider$listNotes$1;->L$1:Ljava/lang/Object;
    check-cast v7, Ljava/lang/String;
    move-object/from16 v0, v23
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$listNotes$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p1, v0
    move-object/from16 v0, v22
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v22
:L238
    check-cast v0, Ljava/util/List;
    .line 117
    move-object v8, v0
    .line 120
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v8
    check-cast v2, Ljava/lang/Iterable;
    move-object v10, v2
    const-string v20, "notes"
    move-object/from16 v19, v0
    const/4 v11, 0x0
    .line 243
    move-object v12, v10
    new-instance v13, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v10, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v13, Ljava/util/Collection;
    const/4 v14, 0x0
    .line 244
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v15
:L302
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L352
    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v16
    .line 245
    move-object/from16 v1, v16
    check-cast v1, Lcom/quillbox/Note;
    move-object/from16 v17, v1
    move-object/from16 v21, v13
    const/16 v18, 0x0
    .line 120
    move-object/from16 v0, v17
    invoke-virtual {v0}, Lcom/quillbox/Note;->toJson()Lorg/json/JSONObject;
    move-result-object v0
    .line 245
    move-object v1, v0
    move-object/from16 v0, v21
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L302
:L352
    .line 246
    move-object v0, v13
    check-cast v0, Ljava/util/List;
    .line 243
    move-object/from16 v21, v0
    move-object/from16 v2, v21
    check-cast v2, Ljava/util/Collection;
    .line 120
    move-object/from16 v24, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v24
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    move-object/from16 v0, v19
    move-object/from16 v1, v20
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v25, v0
    new-instance v0, Lcom/quillbox/Reply$Ok;
    move-object/from16 v2, v25
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L402
    .line 115
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_69
    .packed-switch 0x0
        :L92
        :L213
    .end packed-switch
.end method

.method private final markdownDrafts(Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    .registers 4
    .line 140
    new-instance v0, Lcom/quillbox/NotebookProvider$markdownDrafts$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, v1}, Lcom/quillbox/NotebookProvider$markdownDrafts$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 145
    return-object v0
.end method

.method private final purgeTrash(Landroid/content/Context;ILcom/quillbox/Request;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26
    move-object/from16 v0, p5
    instance-of v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;
    if-eqz v0, :L43
    move-object/from16 v0, p5
    check-cast v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;
    move-object/from16 v18, v0
    move-object/from16 v0, v18
    iget v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L43
    move-object/from16 v1, v18
    iget v1, v1, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    move-object/from16 v0, v18
    iput v1, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    goto :L55
:L43
    new-instance v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;
    move-object/from16 v2, p0
    move-object/from16 v3, p5
    invoke-direct {v0, v2, v3}, Lcom/quillbox/NotebookProvider$purgeTrash$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v18, v0
:L55
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->result:Ljava/lang/Object;
    move-object/from16 v17, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v19
    .line 208
    move-object/from16 v0, v18
    iget v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    packed-switch v0, :pswitch_data_72
    goto/16 :L817
:L104
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 209
    move-object/from16 v0, p4
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L143
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/NotebookProvider;->ledger:Lcom/quillbox/ResumeLedger;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v3, p3
    invoke-virtual {v3}, Lcom/quillbox/Request;->getTool-dFydwOw()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p3
    invoke-virtual {v4}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    move/from16 v2, p2
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quillbox/ResumeLedger;->redeem-kQFphpI(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L147
:L143
    const/4 v0, 0x1
    goto :L148
:L147
    const/4 v0, 0x0
:L148
    move v10, v0
    .line 210
    if-eqz v10, :L220
    move-object/from16 v0, p0
    iget-object v11, v0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v12, 0x0
:L164
    .line 288
    invoke-interface {v11}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v13
    .line 289
    move-object v0, v13
    check-cast v0, Ljava/util/Map;
    move-object v14, v0
    const/4 v15, 0x0
    .line 210
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/quillbox/RequestId;->box-impl(Ljava/lang/String;)Lcom/quillbox/RequestId;
    move-result-object v1
    move/from16 v2, p2
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    invoke-static {v14, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v16
    .line 290
    move-object/from16 v2, v16
    invoke-interface {v11, v13, v2}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L164
:L220
    .line 211
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/quillbox/RequestId;->box-impl(Ljava/lang/String;)Lcom/quillbox/RequestId;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move/from16 v11, p2
    if-nez v0, :L258
    goto :L266
:L258
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-eq v0, v11, :L386
:L266
    move-object/from16 v9, p1
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    move-object/from16 v8, v18
    iput-object v9, v8, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$0:Ljava/lang/Object;
    move-object/from16 v9, p3
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    move-object/from16 v8, v18
    iput-object v9, v8, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$1:Ljava/lang/Object;
    move-object/from16 v9, p4
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    move-object/from16 v8, v18
    iput-object v9, v8, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$2:Ljava/lang/Object;
    move/from16 v9, p2
    move-object/from16 v8, v18
    iput v9, v8, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$0:I
    move-object/from16 v8, v18
    iput v10, v8, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$1:I
    const/4 v9, 0x1
    move-object/from16 v8, v18
    iput v9, v8, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move/from16 v2, p2
    move-object/from16 v3, p3
    move-object/from16 v7, v18
    const-class v4, Lcom/quillbox/ConfirmPurgeActivity;
    const-wide/16 v5, -0x1
    invoke-direct/range {v0 .. v7}, Lcom/quillbox/NotebookProvider;->askUser(Landroid/content/Context;ILcom/quillbox/Request;Ljava/lang/Class;JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v19
    if-ne v0, v2, :L385
    .line 208
    return-object v19
:L337
    move-object/from16 v0, v18
    iget v10, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$1:I
    move-object/from16 v0, v18
    iget v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$0:I
    move/from16 p2, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v17
:L385
    .line 212
    return-object v0
:L386
    move-object/from16 v0, p0
    iget-object v12, v0, Lcom/quillbox/NotebookProvider;->writes:Lkotlinx/coroutines/sync/Mutex;
    .line 292
    const/4 v13, 0x0
    const/4 v14, 0x0
    .line 296
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v18
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    move-object/from16 v3, v18
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v18
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v18
    iput-object v12, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    move-object/from16 v3, v18
    iput v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$0:I
    move-object/from16 v3, v18
    iput v10, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$1:I
    const/4 v4, 0x2
    move-object/from16 v3, v18
    iput v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    move-object/from16 v2, v18
    invoke-interface {v12, v13, v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    move-object/from16 v2, v19
    if-ne v0, v2, :L534
    .line 208
    return-object v19
:L470
    const/4 v14, 0x0
    move-object/from16 v0, v18
    iget v10, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$1:I
    move-object/from16 v0, v18
    iget v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$0:I
    move/from16 p2, v0
    const/4 v13, 0x0
    move-object/from16 v0, v18
    iget-object v12, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$3:Ljava/lang/Object;
    check-cast v12, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v17
:L534
:L535
    .line 298
    const/4 v15, 0x0
    .line 212
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;
    move-object/from16 v3, p0
    const/4 v4, 0x0
    invoke-direct {v1, v3, v4}, Lcom/quillbox/NotebookProvider$purgeTrash$purged$1$1;-><init>(Lcom/quillbox/NotebookProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    move-object/from16 v4, p1
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v18
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$0:Ljava/lang/Object;
    move-object/from16 v4, p3
    move-object/from16 v3, v18
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$1:Ljava/lang/Object;
    move-object/from16 v4, p4
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v3, v18
    iput-object v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$2:Ljava/lang/Object;
    move-object/from16 v3, v18
    iput-object v12, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$3:Ljava/lang/Object;
    move/from16 v4, p2
    move-object/from16 v3, v18
    iput v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$0:I
    move-object/from16 v3, v18
    iput v10, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$1:I
    const/4 v4, 0x3
    move-object/from16 v3, v18
    iput v4, v3, Lcom/quillbox/NotebookProvider$purgeTrash$1;->label:I
    move-object/from16 v2, v18
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L613
    move-object/from16 v2, v19
    if-ne v0, v2, :L690
    .line 208
    return-object v19
:L622
    const/4 v14, 0x0
    const/4 v15, 0x0
    move-object/from16 v0, v18
    iget v10, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$1:I
    move-object/from16 v0, v18
    iget v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->I$0:I
    move/from16 p2, v0
    const/4 v13, 0x0
    move-object/from16 v0, v18
    iget-object v12, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$3:Ljava/lang/Object;
    check-cast v12, Lkotlinx/coroutines/sync/Mutex;
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$2:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/from16 p4, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lcom/quillbox/Request;
    move-object/from16 p3, v0
    move-object/from16 v0, v18
    iget-object v0, v0, Lcom/quillbox/NotebookProvider$purgeTrash$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object/from16 p1, v0
:L682
    move-object/from16 v0, v17
    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v17
:L690
    .line 212
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v16
:L698
    .line 300
    invoke-interface {v12, v13}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 301
    goto :L724
:L710
    .line 300
    move-exception v15
:L712
    invoke-interface {v12, v13}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v15
:L724
    .line 212
    move/from16 v11, v16
    .line 213
    move-object/from16 v0, p0
    iget-object v12, v0, Lcom/quillbox/NotebookProvider;->confirmations:Lkotlinx/coroutines/flow/MutableStateFlow;
    const/4 v13, 0x0
:L738
    .line 303
    invoke-interface {v12}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v14
    .line 304
    move-object v0, v14
    check-cast v0, Ljava/util/Map;
    move-object v15, v0
    const/16 v16, 0x0
    .line 213
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/quillbox/Request;->getRequestId-wftnvm8()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/quillbox/RequestId;->box-impl(Ljava/lang/String;)Lcom/quillbox/RequestId;
    move-result-object v1
    invoke-static {v15, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v15
    .line 305
    invoke-interface {v12, v14, v15}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L738
    .line 214
    new-instance v0, Lcom/quillbox/Reply$Ok;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "purged"
    invoke-virtual {v2, v3, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L817
    .line 208
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_72
    .packed-switch 0x0
        :L104
        :L337
        :L470
        :L622
    .end packed-switch
    .catchall {:L535 .. :L613} :L710
    .catchall {:L682 .. :L698} :L710
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0}, Lcom/quillbox/CallersKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v7
    .line 59
    invoke-virtual {p0}, Lcom/quillbox/NotebookProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L26
    const/4 v0, 0x0
    return-object v0
:L26
    move-object v8, v0
    .line 60
    invoke-static {v8, v7}, Lcom/quillbox/CallersKt;->admits(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :L60
    .line 61
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not use Quillbox tools"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L60
    .line 63
    new-instance v0, Lcom/quillbox/Request;
    move-object v2, p3
    if-nez p3, :L77
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
:L77
    invoke-direct {v0, v2}, Lcom/quillbox/Request;-><init>(Landroid/os/Bundle;)V
    move-object v9, v0
    .line 64
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L110
    invoke-virtual {v9}, Lcom/quillbox/Request;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    iget-object v2, p0, Lcom/quillbox/NotebookProvider;->sessions:Lcom/quillbox/SessionBook;
    const-string v3, "com.quillbox.notebook"
    const-string v4, "Quillbox notebook"
    invoke-static {v0, v7, v2, v3, v4}, Lcom/quillbox/ProtocolKt;->negotiated(Landroid/os/Bundle;ILcom/quillbox/SessionBook;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L110
    .line 65
    invoke-virtual {v9}, Lcom/quillbox/Request;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L142
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Quillbox speaks CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
    invoke-static {v0, v9}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L142
    .line 66
    iget-object v0, p0, Lcom/quillbox/NotebookProvider;->sessions:Lcom/quillbox/SessionBook;
    invoke-virtual {v9}, Lcom/quillbox/Request;->getSessionToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/quillbox/SessionBook;->find(Ljava/lang/String;I)Lcom/quillbox/Session;
    move-result-object v0
    if-nez v0, :L180
    .line 67
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "Negotiate a session first"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/quillbox/Reply;
    invoke-static {v0, v9}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L180
    .line 69
    move-object v11, p1
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_188
    goto :L331
:L224
    const-string v1, "list_tools"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L282
    goto :L331
:L237
    const-string v1, "get_provider_info"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L263
    goto :L331
:L250
    const-string v1, "execute_tool"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L301
    goto :L331
:L263
    .line 70
    new-instance v0, Lcom/quillbox/Reply$Ok;
    sget-object v2, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    invoke-virtual {v2}, Lcom/quillbox/Catalog;->notebookInfo()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L350
:L282
    .line 71
    new-instance v0, Lcom/quillbox/Reply$Ok;
    sget-object v2, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    invoke-virtual {v2}, Lcom/quillbox/Catalog;->notebookTools()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillbox/Reply$Ok;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillbox/Reply;
    goto :L350
:L301
    .line 72
    new-instance v1, Lcom/quillbox/NotebookProvider$call$reply$1;
    move-object v2, p0
    move-object v3, v8
    move v4, v7
    move-object v5, v9
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/quillbox/NotebookProvider$call$reply$1;-><init>(Lcom/quillbox/NotebookProvider;Landroid/content/Context;ILcom/quillbox/Request;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillbox/Reply;
    goto :L350
:L331
    .line 73
    new-instance v0, Lcom/quillbox/Reply$Failed;
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/quillbox/Reply;
:L350
    .line 69
    move-object v10, v0
    .line 75
    invoke-static {v10, v9}, Lcom/quillbox/ProtocolKt;->toBundle(Lcom/quillbox/Reply;Lcom/quillbox/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0

:sswitch_data_188
    .sparse-switch
        -0x503e73de -> :L250
        -0xa1e06ed -> :L237
        0x2a3a6efa -> :L224
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 229
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 225
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 227
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 6
    .line 50
    invoke-virtual {p0}, Lcom/quillbox/NotebookProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
:L11
    move-object v4, v0
    .line 51
    new-instance v1, Lcom/quillbox/NoteStore;
    invoke-direct {v1, v4}, Lcom/quillbox/NoteStore;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/quillbox/NotebookProvider;->store:Lcom/quillbox/NoteStore;
    .line 52
    new-instance v1, Lcom/quillbox/FileWorker;
    iget-object v2, p0, Lcom/quillbox/NotebookProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-direct {v1, v2}, Lcom/quillbox/FileWorker;-><init>(Lkotlinx/coroutines/CoroutineScope;)V
    iput-object v1, p0, Lcom/quillbox/NotebookProvider;->worker:Lcom/quillbox/FileWorker;
    .line 53
    new-instance v1, Lcom/quillbox/Resolutions;
    new-instance v3, Lcom/quillbox/SettingsRepo;
    invoke-direct {v3, v4}, Lcom/quillbox/SettingsRepo;-><init>(Landroid/content/Context;)V
    invoke-direct {v1, v4, v3}, Lcom/quillbox/Resolutions;-><init>(Landroid/content/Context;Lcom/quillbox/SettingsRepo;)V
    iput-object v1, p0, Lcom/quillbox/NotebookProvider;->resolutions:Lcom/quillbox/Resolutions;
    .line 54
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 223
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 231
    const/4 v0, 0x0
    return v0
.end method
