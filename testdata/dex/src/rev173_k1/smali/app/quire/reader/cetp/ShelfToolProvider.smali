.class public final Lapp/quire/reader/cetp/ShelfToolProvider;
.super Landroid/content/ContentProvider;
.source "ShelfToolProvider.kt"


# static fields
.field public static final Companion:Lapp/quire/reader/cetp/ShelfToolProvider$Companion;

.field public static final GRANT_SCREEN:Ljava/lang/String; = "app.quire.reader.ui.GrantActivity"

.field private static final INFO:Lorg/json/JSONObject;

.field private static final OFFERED:Ljava/util/Set;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.quire.reader"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Quire Shelf"


# instance fields
.field private final grants$delegate:Lkotlin/Lazy;

.field private final ledger:Lapp/quire/reader/cetp/MutationLedger;

.field private final library$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/ShelfToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quire/reader/cetp/ShelfToolProvider;->Companion:Lapp/quire/reader/cetp/ShelfToolProvider$Companion;

    .line 215
    const-string v0, "large_results"

    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ShelfToolProvider;->OFFERED:Ljava/util/Set;

    .line 216
    sget-object v3, Lapp/quire/reader/cetp/ShelfTools;->INSTANCE:Lapp/quire/reader/cetp/ShelfTools;

    invoke-virtual {v3}, Lapp/quire/reader/cetp/ShelfTools;->getScopes()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.quire.reader"

    const-string v1, "Quire Shelf"

    const-string v2, "Your reading shelf and highlights"

    invoke-static {v0, v1, v2, v3}, Lapp/quire/reader/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ShelfToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 28
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 30
    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider;->library$delegate:Lkotlin/Lazy;

    .line 31
    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider;->grants$delegate:Lkotlin/Lazy;

    .line 32
    new-instance v0, Lapp/quire/reader/cetp/InMemoryLedger;

    invoke-direct {v0}, Lapp/quire/reader/cetp/InMemoryLedger;-><init>()V

    check-cast v0, Lapp/quire/reader/cetp/MutationLedger;

    iput-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider;->ledger:Lapp/quire/reader/cetp/MutationLedger;

    .line 28
    return-void
.end method

.method public static final synthetic access$askConfirm(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 28
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$askGrant(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 28
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->askGrant(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$commit(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 28
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$deliverExport(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 28
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/ShelfToolProvider;->deliverExport(Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$execute(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 28
    invoke-direct {p0, p1, p2}, Lapp/quire/reader/cetp/ShelfToolProvider;->execute(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$exportShelf(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3

    .line 28
    invoke-direct {p0, p1}, Lapp/quire/reader/cetp/ShelfToolProvider;->exportShelf(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getExportDir(Lapp/quire/reader/cetp/ShelfToolProvider;)Ljava/io/File;
    .registers 2

    .line 28
    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getExportDir()Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getLibrary(Lapp/quire/reader/cetp/ShelfToolProvider;)Lapp/quire/reader/data/LibraryRepository;
    .registers 2

    .line 28
    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$perform(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 28
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/ShelfToolProvider;->perform(Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$proceed(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 28
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$read(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 28
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/ShelfToolProvider;->read(Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$resume(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 28
    invoke-direct/range {p0 .. p5}, Lapp/quire/reader/cetp/ShelfToolProvider;->resume(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$serve(Lapp/quire/reader/cetp/ShelfToolProvider;Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 28
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->serve(Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 21

    move-object/from16 v0, p4

    instance-of v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;

    move-object v14, v0

    iget v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p4

    invoke-direct {v14, v2, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v13, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 114
    iget v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 115
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Call;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 116
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The deadline passed before the user could be asked."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 118
    :cond_1
    move-object/from16 v0, p3

    const-string v1, "book_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 119
    const-wide/16 v2, 0x0

    cmp-long v0, v7, v2

    if-lez v0, :cond_3

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v5, p1

    iput-object v5, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    move-object/from16 v5, p2

    iput-object v5, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, p3

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$2:Ljava/lang/Object;

    iput-wide v7, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->J$0:J

    const/4 v5, 0x1

    iput v5, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->label:I

    invoke-virtual {v0, v7, v8, v14}, Lapp/quire/reader/data/LibraryRepository;->title(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_2

    .line 114
    return-object v15

    :pswitch_1
    iget-wide v7, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->J$0:J

    iget-object v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 119
    :cond_2
    check-cast v0, Ljava/lang/String;

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    move-object v9, v0

    .line 120
    if-nez v9, :cond_4

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_ARGS:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "book_id names no book on the shelf."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 121
    :cond_4
    new-instance v0, Landroid/content/Intent;

    const-string v2, "app.quire.reader.action.CONFIRM_TOOL_CALL"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const-string v1, "app.quire.reader"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v10

    .line 122
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete every highlight of \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\"? This cannot be undone."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/quire/reader/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v4

    move-object/from16 v6, p1

    iput-object v6, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    move-object/from16 v6, p2

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    move-object/from16 v6, p3

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$2:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$3:Ljava/lang/Object;

    iput-object v10, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$4:Ljava/lang/Object;

    iput-wide v7, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->J$0:J

    const/4 v6, 0x2

    iput v6, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->label:I

    move-object/from16 v2, p2

    move-object v5, v14

    const-string v1, "confirm"

    invoke-virtual/range {v0 .. v5}, Lapp/quire/reader/cetp/ParkedCalls;->park(Ljava/lang/String;Lapp/quire/reader/cetp/Call;Ljava/lang/String;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_5

    .line 114
    return-object v15

    :pswitch_2
    iget-wide v7, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->J$0:J

    iget-object v10, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$4:Ljava/lang/Object;

    check-cast v10, Landroid/content/Intent;

    iget-object v9, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$3:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    iget-object v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object v0, v14, Lapp/quire/reader/cetp/ShelfToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    :cond_5
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    move-object v11, v0

    .line 123
    invoke-virtual {v11}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.quire.reader.extra.PARKED_TOKEN"

    invoke-virtual {v10, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 124
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v11}, Lapp/quire/reader/cetp/Parked;->getSeq()J

    move-result-wide v1

    long-to-int v1, v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v10, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v12

    .line 125
    new-instance v0, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/quire/reader/cetp/ErrorCode;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Approve "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " in Quire first."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v11}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v12, v5}, Lapp/quire/reader/cetp/Outcome$NeedsUser;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0

    .line 114
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private final askGrant(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 24

    move-object/from16 v0, p4

    instance-of v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;

    move-object/from16 v17, v0

    move-object/from16 v0, v17

    iget v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v17

    iget v1, v1, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v17

    iput v1, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p4

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v17, v0

    :goto_0
    move-object/from16 v0, v17

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->result:Ljava/lang/Object;

    move-object/from16 v16, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v18

    .line 129
    move-object/from16 v0, v17

    iget v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 130
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    new-instance v1, Landroid/content/ComponentName;

    const-string v3, "app.quire.reader"

    const-string v4, "app.quire.reader.ui.GrantActivity"

    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v13

    .line 131
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p3

    check-cast v4, Ljava/lang/Iterable;

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3f

    const/4 v12, 0x0

    invoke-static/range {v4 .. v12}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Let this assistant use "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " ("

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ")."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v7, p1

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v17

    iput-object v7, v6, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$0:Ljava/lang/Object;

    move-object/from16 v7, p2

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v17

    iput-object v7, v6, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$1:Ljava/lang/Object;

    move-object/from16 v7, p3

    move-object/from16 v6, v17

    iput-object v7, v6, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$2:Ljava/lang/Object;

    move-object/from16 v6, v17

    iput-object v13, v6, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$3:Ljava/lang/Object;

    const/4 v7, 0x1

    move-object/from16 v6, v17

    iput v7, v6, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->label:I

    move-object/from16 v2, p2

    move-object/from16 v4, p3

    move-object/from16 v5, v17

    const-string v1, "grant"

    invoke-virtual/range {v0 .. v5}, Lapp/quire/reader/cetp/ParkedCalls;->park(Ljava/lang/String;Lapp/quire/reader/cetp/Call;Ljava/lang/String;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v18

    if-ne v0, v2, :cond_1

    .line 129
    return-object v18

    :pswitch_1
    move-object/from16 v0, v17

    iget-object v13, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$3:Ljava/lang/Object;

    check-cast v13, Landroid/content/Intent;

    move-object/from16 v0, v17

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$2:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 p3, v0

    move-object/from16 v0, v17

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v17

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$askGrant$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v16

    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    move-object v14, v0

    .line 132
    invoke-virtual {v14}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.quire.reader.extra.PARKED_TOKEN"

    invoke-virtual {v13, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 133
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v14}, Lapp/quire/reader/cetp/Parked;->getSeq()J

    move-result-wide v1

    long-to-int v1, v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v13, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v15

    .line 134
    new-instance v0, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->AUTH_REQUIRED:Lapp/quire/reader/cetp/ErrorCode;

    move-object/from16 v3, p3

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/16 v10, 0x3f

    const/4 v11, 0x0

    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Allow "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " for this assistant in Quire."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v15}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v14}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v15, v5}, Lapp/quire/reader/cetp/Outcome$NeedsUser;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0

    .line 129
    :goto_1
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

.method private final commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p4, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;

    if-eqz v0, :cond_0

    move-object v0, p4

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;

    move-object v7, v0

    iget v0, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;

    invoke-direct {v7, p0, p4}, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v6, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v8

    .line 137
    iget v0, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 138
    iget-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider;->ledger:Lapp/quire/reader/cetp/MutationLedger;

    new-instance v2, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;

    const/4 v4, 0x0

    invoke-direct {v2, p0, p1, p3, v4}, Lapp/quire/reader/cetp/ShelfToolProvider$commit$outcome$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function1;

    iput-object p1, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$0:Ljava/lang/Object;

    iput-object p2, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$2:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->label:I

    invoke-interface {v0, p2, v2, v7}, Lapp/quire/reader/cetp/MutationLedger;->run(Lapp/quire/reader/cetp/Call;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_1

    .line 137
    return-object v8

    :pswitch_1
    iget-object p3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v6

    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    move-object v5, v0

    .line 139
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "export_shelf"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    instance-of v0, v5, Lapp/quire/reader/cetp/Outcome$Done;

    if-eqz v0, :cond_3

    move-object v2, v5

    check-cast v2, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$2:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$3:Ljava/lang/Object;

    const/4 v3, 0x2

    iput v3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->label:I

    invoke-direct {p0, p2, v2, v7}, Lapp/quire/reader/cetp/ShelfToolProvider;->deliverExport(Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_2

    .line 137
    return-object v8

    :pswitch_2
    iget-object v5, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$3:Ljava/lang/Object;

    check-cast v5, Lapp/quire/reader/cetp/Outcome;

    iget-object p3, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v7, Lapp/quire/reader/cetp/ShelfToolProvider$commit$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v6

    .line 140
    :cond_2
    return-object v0

    .line 139
    :cond_3
    return-object v5

    .line 137
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private final deliverExport(Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 187
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/cetp/ShelfToolProvider$deliverExport$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p2, p1, v2}, Lapp/quire/reader/cetp/ShelfToolProvider$deliverExport$2;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lorg/json/JSONObject;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 199
    return-object v0
.end method

.method private final execute(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13

    .line 61
    sget-object v0, Lapp/quire/reader/cetp/ShelfTools;->INSTANCE:Lapp/quire/reader/cetp/ShelfTools;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/ShelfTools;->getByName()Ljava/util/Map;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    if-nez v0, :cond_0

    .line 62
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The shelf has no tool by that name."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 61
    :cond_0
    move-object v6, v0

    .line 63
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/quire/reader/cetp/WireKt;->parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    .line 64
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_ARGS:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "args must be one JSON object within max_request_bytes."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 63
    :cond_1
    move-object v7, v0

    .line 65
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getEnvelope()Lapp/quire/reader/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getResumeToken()Ljava/lang/String;

    move-result-object v8

    .line 66
    if-eqz v8, :cond_2

    move-object v0, p0

    move-object v1, v6

    move-object v2, p1

    move-object v3, v7

    move-object v4, v8

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/cetp/ShelfToolProvider;->resume(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0

    .line 67
    :cond_2
    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getGrants()Lapp/quire/reader/cetp/Grants;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6}, Lapp/quire/reader/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/quire/reader/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v9

    .line 68
    move-object v0, v9

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_4

    invoke-direct {p0, v6, p1, v9, p2}, Lapp/quire/reader/cetp/ShelfToolProvider;->askGrant(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0

    .line 69
    :cond_4
    invoke-direct {p0, v6, p1, v7, p2}, Lapp/quire/reader/cetp/ShelfToolProvider;->proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final exportShelf(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    instance-of v0, p1, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;

    move-object v8, v0

    iget v0, v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;

    invoke-direct {v8, p0, p1}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 163
    iget v0, v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_4

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 165
    :try_start_0
    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;

    const/4 v3, 0x0

    invoke-direct {v0, p0, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    const/4 v3, 0x1

    iput v3, v8, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$1;->label:I

    invoke-static {v0, v8}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    if-ne v0, v9, :cond_1

    .line 163
    return-object v9

    :pswitch_1
    :try_start_1
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 165
    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/WorkEvent;

    move-object v5, v0
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_0

    goto :goto_1

    .line 171
    :catch_0
    move-exception v6

    .line 172
    new-instance v5, Lapp/quire/reader/cetp/WorkEvent$Failed;

    move-object v2, v6

    check-cast v2, Ljava/lang/Throwable;

    invoke-direct {v5, v2}, Lapp/quire/reader/cetp/WorkEvent$Failed;-><init>(Ljava/lang/Throwable;)V

    check-cast v5, Lapp/quire/reader/cetp/WorkEvent;

    .line 164
    :goto_1
    move-object v4, v5

    .line 174
    move-object v5, v4

    .line 175
    instance-of v0, v5, Lapp/quire/reader/cetp/WorkEvent$Finished;

    if-eqz v0, :cond_2

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    move-object v2, v4

    check-cast v2, Lapp/quire/reader/cetp/WorkEvent$Finished;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/WorkEvent$Finished;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_3

    .line 176
    :cond_2
    instance-of v0, v5, Lapp/quire/reader/cetp/WorkEvent$Failed;

    if-eqz v0, :cond_4

    .line 177
    move-object v2, v4

    check-cast v2, Lapp/quire/reader/cetp/WorkEvent$Failed;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/WorkEvent$Failed;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "QuireTools"

    const-string v1, "shelf export failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 178
    move-object v0, v4

    check-cast v0, Lapp/quire/reader/cetp/WorkEvent$Failed;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/WorkEvent$Failed;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    instance-of v0, v0, Ljava/io/FileNotFoundException;

    if-eqz v0, :cond_3

    const-string v0, "Quire cannot write exports right now."

    goto :goto_2

    .line 179
    :cond_3
    const-string v0, "The export could not be written; free some space and retry."

    .line 178
    :goto_2
    move-object v6, v0

    .line 180
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/quire/reader/cetp/ErrorCode;

    invoke-direct {v0, v2, v6}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_3

    .line 182
    :cond_4
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The export stopped early."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    .line 174
    :goto_3
    return-object v0

    .line 163
    :goto_4
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 3

    .line 29
    invoke-virtual {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "provider not attached"

    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    return-object v0
.end method

.method private final getExportDir()Ljava/io/File;
    .registers 3

    .line 33
    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v0

    const-string v1, "getFilesDir(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/quire/reader/cetp/ExportFiles;->dir(Ljava/io/File;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method private final getGrants()Lapp/quire/reader/cetp/Grants;
    .registers 3

    .line 31
    iget-object v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider;->grants$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Grants;

    return-object v0
.end method

.method private final getLibrary()Lapp/quire/reader/data/LibraryRepository;
    .registers 3

    .line 30
    iget-object v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider;->library$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/LibraryRepository;

    return-object v0
.end method

.method public static final grants_delegate$lambda$0(Lapp/quire/reader/cetp/ShelfToolProvider;)Lapp/quire/reader/cetp/Grants;
    .registers 3

    .line 31
    new-instance v0, Lapp/quire/reader/cetp/Grants;

    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/cetp/Grants;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static final library_delegate$lambda$0(Lapp/quire/reader/cetp/ShelfToolProvider;)Lapp/quire/reader/data/LibraryRepository;
    .registers 4

    .line 30
    new-instance v0, Lapp/quire/reader/data/LibraryRepository;

    sget-object v1, Lapp/quire/reader/data/QuireDb;->Companion:Lapp/quire/reader/data/QuireDb$Companion;

    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v1, v2}, Lapp/quire/reader/data/QuireDb$Companion;->get(Landroid/content/Context;)Lapp/quire/reader/data/QuireDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/data/LibraryRepository;-><init>(Lapp/quire/reader/data/QuireDb;)V

    return-object v0
.end method

.method private final perform(Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 27

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;

    move-object/from16 v19, v0

    move-object/from16 v0, v19

    iget v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v19

    iget v1, v1, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v19

    iput v1, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v19, v0

    :goto_0
    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->result:Ljava/lang/Object;

    move-object/from16 v18, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v22

    .line 142
    move-object/from16 v0, v19

    iget v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_7

    :pswitch_0
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_5

    :sswitch_0
    const-string v1, "add_book"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto/16 :goto_5

    :sswitch_1
    const-string v1, "delete_highlights"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_10

    goto/16 :goto_5

    :sswitch_2
    const-string v1, "export_shelf"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_12

    goto/16 :goto_5

    :sswitch_3
    const-string v1, "archive_book"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto/16 :goto_5

    .line 144
    :cond_1
    move-object/from16 v0, p2

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    move-object v10, v9

    .line 224
    const/4 v11, 0x0

    .line 144
    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v12

    const/4 v0, 0x1

    if-gt v0, v12, :cond_3

    const/16 v1, 0xc9

    if-ge v12, v1, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_4

    const-string v13, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_4
    move-object v8, v9

    .line 145
    move-object/from16 v0, p2

    const-string v1, "author"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 224
    const/4 v12, 0x0

    .line 145
    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v13

    const/4 v0, 0x1

    if-gt v0, v13, :cond_6

    const/16 v1, 0x79

    if-ge v13, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_7

    const-string v14, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_7
    move-object v9, v10

    .line 146
    move-object/from16 v0, p2

    const-string v1, "pages"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v11

    move v12, v11

    .line 224
    const/4 v13, 0x0

    .line 146
    const/4 v0, 0x1

    if-gt v0, v12, :cond_9

    const/16 v1, 0x4e21

    if-ge v12, v1, :cond_8

    const/4 v0, 0x1

    goto :goto_3

    :cond_8
    const/4 v0, 0x0

    goto :goto_3

    :cond_9
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_a

    const-string v14, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_a
    move v10, v11

    .line 147
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v16, "book_id"

    move-object v15, v0

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v6, p1

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v6, p2

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$2:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$3:Ljava/lang/Object;

    move-object/from16 v5, v19

    iput-object v15, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$4:Ljava/lang/Object;

    move-object/from16 v6, v16

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$5:Ljava/lang/Object;

    move-object/from16 v5, v19

    iput v10, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->I$0:I

    const/4 v6, 0x1

    move-object/from16 v5, v19

    iput v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    move-object/from16 v4, v19

    invoke-virtual {v0, v8, v9, v10, v4}, Lapp/quire/reader/data/LibraryRepository;->addBook(Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_b

    .line 142
    return-object v22

    :pswitch_1
    move-object/from16 v0, v19

    iget v10, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->I$0:I

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$5:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    move-object/from16 v0, v19

    iget-object v15, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$4:Ljava/lang/Object;

    check-cast v15, Lorg/json/JSONObject;

    move-object/from16 v0, v19

    iget-object v9, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    move-object/from16 v0, v19

    iget-object v8, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v8, Ljava/lang/String;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 147
    :cond_b
    move-object/from16 v17, v0

    move-object/from16 v2, v17

    check-cast v2, Ljava/lang/Number;

    invoke-virtual {v2}, Ljava/lang/Number;->longValue()J

    move-result-wide v2

    move-object/from16 v1, v16

    invoke-virtual {v15, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v20, v0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    move-object/from16 v2, v20

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_6

    .line 150
    :cond_c
    move-object/from16 v0, p2

    const-string v1, "book_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 151
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v6, p1

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v6, p2

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, v19

    iput-wide v8, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->J$0:J

    const/4 v6, 0x2

    move-object/from16 v5, v19

    iput v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    const-string v3, "archived"

    move-object/from16 v4, v19

    invoke-virtual {v0, v8, v9, v3, v4}, Lapp/quire/reader/data/LibraryRepository;->setStatus(JLjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_d

    .line 142
    return-object v22

    :pswitch_2
    move-object/from16 v0, v19

    iget-wide v8, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->J$0:J

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 151
    :cond_d
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_e

    const/4 v0, 0x1

    goto :goto_4

    :cond_e
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_f

    const-string v11, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 152
    :cond_f
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "book_id"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "status"

    const-string v4, "archived"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_6

    .line 155
    :cond_10
    move-object/from16 v0, p2

    const-string v1, "book_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 156
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "book_id"

    invoke-virtual {v0, v1, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v16, "removed"

    move-object v15, v0

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v5, p1

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v5, p2

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v19

    iput-object v15, v4, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, v16

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$3:Ljava/lang/Object;

    move-object/from16 v4, v19

    iput-wide v8, v4, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->J$0:J

    const/4 v5, 0x3

    move-object/from16 v4, v19

    iput v5, v4, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    move-object/from16 v3, v19

    invoke-virtual {v0, v8, v9, v3}, Lapp/quire/reader/data/LibraryRepository;->deleteHighlights(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_11

    .line 142
    return-object v22

    :pswitch_3
    move-object/from16 v0, v19

    iget-wide v8, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->J$0:J

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    move-object/from16 v0, v19

    iget-object v15, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v15, Lorg/json/JSONObject;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 156
    :cond_11
    move-object/from16 v17, v0

    move-object/from16 v2, v17

    check-cast v2, Ljava/lang/Number;

    invoke-virtual {v2}, Ljava/lang/Number;->intValue()I

    move-result v2

    move-object/from16 v1, v16

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v21, v0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    move-object/from16 v2, v21

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_6

    .line 158
    :cond_12
    move-object/from16 v3, p1

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    const/4 v3, 0x4

    move-object/from16 v2, v19

    iput v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->label:I

    move-object/from16 v0, p0

    move-object/from16 v1, v19

    invoke-direct {v0, v1}, Lapp/quire/reader/cetp/ShelfToolProvider;->exportShelf(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_13

    .line 142
    return-object v22

    :pswitch_4
    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 160
    :cond_13
    return-object v0

    .line 159
    :goto_5
    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 160
    :goto_6
    return-object v0

    .line 142
    :goto_7
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0x6467c3ba -> :sswitch_3
        -0x49b14839 -> :sswitch_0
        -0x1eadc221 -> :sswitch_2
        -0x767cead -> :sswitch_1
    .end sparse-switch
.end method

.method private final proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 73
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getEffect()Lapp/quire/reader/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-direct {p0, p1, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->read(Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 76
    return-object v0

    .line 74
    :cond_0
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getConfirmation()Lapp/quire/reader/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/Confirmation;->ALWAYS:Lapp/quire/reader/cetp/Confirmation;

    if-ne v0, v1, :cond_1

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 76
    return-object v0

    .line 75
    :cond_1
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/ShelfToolProvider;->commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 76
    return-object v0
.end method

.method private final read(Lapp/quire/reader/cetp/ToolSpec;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;

    move-object v11, v0

    iget v0, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;

    move-object/from16 v3, p3

    invoke-direct {v11, p0, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v10, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v14

    .line 97
    iget v0, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 98
    move-object/from16 v0, p2

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x64

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v5

    .line 99
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 100
    const-string v1, "list_books"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 101
    move-object/from16 v0, p2

    const-string v1, "status"

    const-string v2, "reading"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 102
    invoke-static {}, Lapp/quire/reader/cetp/ShelfToolsKt;->getSTATUSES()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v6}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_ARGS:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "status must be reading, finished or archived."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 103
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v8, "books"

    move-object v7, v0

    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$1:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$2:Ljava/lang/Object;

    iput-object v7, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$3:Ljava/lang/Object;

    iput-object v8, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$4:Ljava/lang/Object;

    iput v5, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->I$0:I

    const/4 v4, 0x1

    iput v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->label:I

    invoke-virtual {v0, v6, v5, v11}, Lapp/quire/reader/data/LibraryRepository;->books(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_2

    .line 97
    return-object v14

    :pswitch_1
    iget v5, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->I$0:I

    iget-object v8, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$4:Ljava/lang/Object;

    check-cast v8, Ljava/lang/String;

    iget-object v7, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$3:Ljava/lang/Object;

    check-cast v7, Lorg/json/JSONObject;

    iget-object v6, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object v0, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p2, v0

    iget-object v0, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 103
    :cond_2
    move-object v9, v0

    invoke-virtual {v7, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v12, v0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-direct {v0, v12}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_2

    .line 106
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "text"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v6

    .line 107
    move-object v0, v6

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    invoke-virtual {v6}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_6

    :cond_5
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_ARGS:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "text must be 1 to 80 characters."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 108
    :cond_6
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v8, "highlights"

    move-object v7, v0

    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$0:Ljava/lang/Object;

    move-object/from16 v4, p2

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$1:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$2:Ljava/lang/Object;

    iput-object v7, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$3:Ljava/lang/Object;

    iput-object v8, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$4:Ljava/lang/Object;

    iput v5, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->I$0:I

    const/4 v4, 0x2

    iput v4, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->label:I

    invoke-virtual {v0, v6, v5, v11}, Lapp/quire/reader/data/LibraryRepository;->searchHighlights(Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_7

    .line 97
    return-object v14

    :pswitch_2
    iget v5, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->I$0:I

    iget-object v8, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$4:Ljava/lang/Object;

    check-cast v8, Ljava/lang/String;

    iget-object v7, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$3:Ljava/lang/Object;

    check-cast v7, Lorg/json/JSONObject;

    iget-object v6, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object v0, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p2, v0

    iget-object v0, v11, Lapp/quire/reader/cetp/ShelfToolProvider$read$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 108
    :cond_7
    move-object v9, v0

    invoke-virtual {v7, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v13, v0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-direct {v0, v13}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    .line 99
    :goto_2
    return-object v0

    .line 97
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
        :pswitch_2
    .end packed-switch
.end method

.method private final resume(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p5

    instance-of v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;

    move-object v10, v0

    iget v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;

    move-object/from16 v3, p5

    invoke-direct {v10, p0, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v9, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 79
    iget v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 80
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    iput-object p1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$0:Ljava/lang/Object;

    iput-object p2, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$1:Ljava/lang/Object;

    iput-object p3, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v4, p4

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$3:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    move-object/from16 v1, p4

    invoke-virtual {v0, v1, v10}, Lapp/quire/reader/cetp/ParkedCalls;->consume(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_1

    .line 79
    return-object v11

    :pswitch_1
    iget-object v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object p3, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 80
    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    if-nez v0, :cond_2

    .line 81
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "resume_token is unknown, used or expired."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 80
    :cond_2
    move-object v7, v0

    .line 82
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getProviderId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "app.quire.reader"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 83
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/quire/reader/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 85
    :cond_3
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "resume_token belongs to another call."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 87
    :cond_4
    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getGrants()Lapp/quire/reader/cetp/Grants;

    move-result-object v0

    invoke-virtual {p2}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/quire/reader/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v8

    .line 89
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "grant"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v8}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v6, p4

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$3:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$4:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$5:Ljava/lang/Object;

    const/4 v6, 0x2

    iput v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    invoke-direct {p0, p1, p2, p3, v10}, Lapp/quire/reader/cetp/ShelfToolProvider;->proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_5

    .line 79
    return-object v11

    :pswitch_2
    iget-object v8, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$5:Ljava/lang/Object;

    check-cast v8, Ljava/util/List;

    iget-object v7, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v7, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object p3, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 95
    :cond_5
    return-object v0

    .line 90
    :cond_6
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "grant"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->USER_CANCELLED:Lapp/quire/reader/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "The user did not allow "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_2

    .line 91
    :cond_7
    move-object v0, v8

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x1

    goto :goto_1

    :cond_8
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_9

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/quire/reader/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "This assistant may no longer use "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_2

    .line 92
    :cond_9
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getDecided()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-virtual {v7}, Lapp/quire/reader/cetp/Parked;->getApproved()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v6, p4

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$3:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$4:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$5:Ljava/lang/Object;

    const/4 v6, 0x3

    iput v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->label:I

    invoke-direct {p0, p1, p2, p3, v10}, Lapp/quire/reader/cetp/ShelfToolProvider;->commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_a

    .line 79
    return-object v11

    :pswitch_3
    iget-object v8, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$5:Ljava/lang/Object;

    check-cast v8, Ljava/util/List;

    iget-object v7, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v7, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object p3, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 95
    :cond_a
    return-object v0

    .line 93
    :cond_b
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->USER_CANCELLED:Lapp/quire/reader/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "The user did not approve "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    .line 88
    :goto_2
    return-object v0

    .line 79
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
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private final serve(Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17

    move-object/from16 v0, p4

    instance-of v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;

    move-object v10, v0

    iget v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;

    move-object/from16 v3, p4

    invoke-direct {v10, p0, v3}, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v9, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 45
    iget v0, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 46
    invoke-static {}, Lapp/quire/reader/cetp/WireKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "Quire has no such method."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
    :cond_1
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-virtual {p3}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v1

    sget-object v4, Lapp/quire/reader/cetp/ShelfToolProvider;->OFFERED:Ljava/util/Set;

    const-string v2, "app.quire.reader"

    const-string v3, "Quire Shelf"

    invoke-static {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/SessionsKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_2
    invoke-static {p2}, Lapp/quire/reader/cetp/WireKt;->problem(Lapp/quire/reader/cetp/Envelope;)Landroid/os/Bundle;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v7, v0

    .line 224
    const/4 v8, 0x0

    .line 48
    return-object v7

    .line 49
    :cond_3
    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getSessionToken()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p3}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v1

    const-string v2, "app.quire.reader"

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/quire/reader/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_4

    .line 50
    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 49
    :cond_4
    move-object v5, v0

    .line 51
    new-instance v6, Lapp/quire/reader/cetp/Call;

    const-string v3, "app.quire.reader"

    invoke-direct {v6, p3, v3, v5, p2}, Lapp/quire/reader/cetp/Call;-><init>(Lapp/quire/reader/cetp/Caller;Ljava/lang/String;Lapp/quire/reader/cetp/Session;Lapp/quire/reader/cetp/Envelope;)V

    .line 52
    move-object v7, p1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    .line 53
    :cond_5
    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ShelfToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 54
    :cond_6
    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/quire/reader/cetp/ShelfTools;->INSTANCE:Lapp/quire/reader/cetp/ShelfTools;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/ShelfTools;->getAll()Ljava/util/List;

    move-result-object v2

    const-string v1, "shelf-12"

    const/4 v3, 0x0

    invoke-static {v1, v2, v3}, Lapp/quire/reader/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/List;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 55
    :cond_7
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$3:Ljava/lang/Object;

    iput-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->label:I

    invoke-direct {p0, v6, v10}, Lapp/quire/reader/cetp/ShelfToolProvider;->execute(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_8

    .line 45
    return-object v11

    :pswitch_1
    iget-object v6, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v6, Lapp/quire/reader/cetp/Call;

    iget-object v5, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v5, Lapp/quire/reader/cetp/Session;

    iget-object p3, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lapp/quire/reader/cetp/Caller;

    iget-object p2, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Envelope;

    iget-object p1, v10, Lapp/quire/reader/cetp/ShelfToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 55
    :cond_8
    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/OutcomeKt;->toReply(Lapp/quire/reader/cetp/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 56
    :goto_1
    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "The shelf runs no background operations."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 52
    :goto_2
    return-object v0

    .line 45
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

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    new-instance v0, Lapp/quire/reader/cetp/Envelope;

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Envelope;-><init>(Landroid/os/Bundle;)V

    move-object v7, v0

    .line 39
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v8

    .line 40
    invoke-direct {p0}, Lapp/quire/reader/cetp/ShelfToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const-string v2, "getPackageManager(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v8}, Lapp/quire/reader/cetp/CallerCheck;->resolve(Landroid/content/pm/PackageManager;I)Lapp/quire/reader/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 41
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "Quire does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_1
    move-object v9, v0

    .line 42
    new-instance v1, Lapp/quire/reader/cetp/ShelfToolProvider$call$1;

    move-object v2, p0

    move-object v3, p1

    move-object v4, v7

    move-object v5, v9

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/cetp/ShelfToolProvider$call$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 207
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 203
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 205
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 35
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 201
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    const/4 v0, 0x0

    return v0
.end method
