.class public final Lapp/quire/reader/cetp/SyncToolProvider;
.super Landroid/content/ContentProvider;
.source "SyncToolProvider.kt"


# static fields
.field public static final ACCOUNT_APP:Ljava/lang/String; = "app.quire.account"

.field private static final BATCH:I = 0x32

.field public static final Companion:Lapp/quire/reader/cetp/SyncToolProvider$Companion;

.field private static final INFO:Lorg/json/JSONObject;

.field private static final OFFERED:Ljava/util/Set;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.quire.reader.sync"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Quire Sync"

.field public static final SIGN_IN_SCREEN:Ljava/lang/String; = "app.quire.account.SignInActivity"


# instance fields
.field private final accounts$delegate:Lkotlin/Lazy;

.field private final db$delegate:Lkotlin/Lazy;

.field private final engine$delegate:Lkotlin/Lazy;

.field private final grants$delegate:Lkotlin/Lazy;

.field private final jobs:Lkotlinx/coroutines/channels/Channel;

.field private final ledger$delegate:Lkotlin/Lazy;

.field private final library$delegate:Lkotlin/Lazy;

.field private final ops$delegate:Lkotlin/Lazy;

.field private final scope:Lkotlinx/coroutines/CoroutineScope;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/SyncToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quire/reader/cetp/SyncToolProvider;->Companion:Lapp/quire/reader/cetp/SyncToolProvider$Companion;

    .line 278
    const/4 v0, 0x3

    new-array v4, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v4, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v4, v1

    const-string v2, "large_results"

    const/4 v1, 0x2

    aput-object v2, v4, v1

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/SyncToolProvider;->OFFERED:Ljava/util/Set;

    .line 279
    sget-object v3, Lapp/quire/reader/cetp/SyncTools;->INSTANCE:Lapp/quire/reader/cetp/SyncTools;

    invoke-virtual {v3}, Lapp/quire/reader/cetp/SyncTools;->getScopes()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.quire.reader.sync"

    const-string v1, "Quire Sync"

    const-string v2, "Syncs Quire highlights with Quire Cloud"

    invoke-static {v0, v1, v2, v3}, Lapp/quire/reader/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/SyncToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 6

    .line 38
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 40
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->db$delegate:Lkotlin/Lazy;

    .line 41
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->library$delegate:Lkotlin/Lazy;

    .line 42
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->ops$delegate:Lkotlin/Lazy;

    .line 43
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->ledger$delegate:Lkotlin/Lazy;

    .line 44
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->accounts$delegate:Lkotlin/Lazy;

    .line 45
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda5;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->engine$delegate:Lkotlin/Lazy;

    .line 46
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0}, Lapp/quire/reader/cetp/SyncToolProvider$$ExternalSyntheticLambda6;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->grants$delegate:Lkotlin/Lazy;

    .line 48
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->scope:Lkotlinx/coroutines/CoroutineScope;

    .line 49
    const v0, 0x7fffffff

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x6

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;

    move-result-object v0

    iput-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->jobs:Lkotlinx/coroutines/channels/Channel;

    .line 38
    return-void
.end method

.method public static final synthetic access$askConfirm(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 38
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/SyncToolProvider;->askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$askSignIn(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 38
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/SyncToolProvider;->askSignIn(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$cancel(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 38
    invoke-direct {p0, p1, p2}, Lapp/quire/reader/cetp/SyncToolProvider;->cancel(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$commit(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 38
    invoke-direct/range {p0 .. p5}, Lapp/quire/reader/cetp/SyncToolProvider;->commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$deliverExport(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 38
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/SyncToolProvider;->deliverExport(Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$drain(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3

    .line 38
    invoke-direct {p0, p1}, Lapp/quire/reader/cetp/SyncToolProvider;->drain(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$execute(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 38
    invoke-direct {p0, p1, p2}, Lapp/quire/reader/cetp/SyncToolProvider;->execute(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getExportDir(Lapp/quire/reader/cetp/SyncToolProvider;)Ljava/io/File;
    .registers 2

    .line 38
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getExportDir()Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getOps(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/OperationRepository;
    .registers 2

    .line 38
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$operation(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 38
    invoke-direct {p0, p1, p2}, Lapp/quire/reader/cetp/SyncToolProvider;->operation(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$perform(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 38
    invoke-direct/range {p0 .. p5}, Lapp/quire/reader/cetp/SyncToolProvider;->perform(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$proceed(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 38
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/SyncToolProvider;->proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$push(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/data/Account;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 38
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/SyncToolProvider;->push(Lapp/quire/reader/data/Account;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$resume(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 38
    invoke-direct/range {p0 .. p5}, Lapp/quire/reader/cetp/SyncToolProvider;->resume(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$serve(Lapp/quire/reader/cetp/SyncToolProvider;Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 38
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/quire/reader/cetp/SyncToolProvider;->serve(Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$syncNow(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/Call;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    .line 38
    invoke-direct {p0, p1, p2, p3}, Lapp/quire/reader/cetp/SyncToolProvider;->syncNow(Lapp/quire/reader/cetp/Call;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final accounts_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/Accounts;
    .registers 3

    .line 44
    new-instance v0, Lapp/quire/reader/data/Accounts;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/data/Accounts;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;

    move-object v12, v0

    iget v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;

    move-object/from16 v3, p3

    invoke-direct {v12, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v11, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 153
    iget v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 154
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Call;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 155
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The deadline passed before the user could be asked."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 157
    :cond_1
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    iput-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->label:I

    invoke-virtual {v0, v12}, Lapp/quire/reader/data/LibraryRepository;->counts(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_2

    .line 153
    return-object v13

    :pswitch_1
    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 157
    :cond_2
    check-cast v0, Lorg/json/JSONObject;

    const-string v1, "highlights"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 158
    new-instance v0, Landroid/content/Intent;

    const-string v2, "app.quire.reader.action.CONFIRM_TOOL_CALL"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lapp/quire/reader/ui/ConfirmActivity;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    move-result-object v8

    .line 159
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Remove the Quire Cloud copy of "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " highlights? This cannot be undone."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v4

    iput-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    move-object/from16 v6, p2

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    iput-object v8, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$2:Ljava/lang/Object;

    iput v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->I$0:I

    const/4 v6, 0x2

    iput v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->label:I

    move-object/from16 v2, p2

    move-object v5, v12

    const-string v1, "confirm"

    invoke-virtual/range {v0 .. v5}, Lapp/quire/reader/cetp/ParkedCalls;->park(Ljava/lang/String;Lapp/quire/reader/cetp/Call;Ljava/lang/String;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_3

    .line 153
    return-object v13

    :pswitch_2
    iget v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->I$0:I

    iget-object v8, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$2:Ljava/lang/Object;

    check-cast v8, Landroid/content/Intent;

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$askConfirm$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    :cond_3
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    move-object v9, v0

    .line 160
    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.quire.reader.extra.PARKED_TOKEN"

    invoke-virtual {v8, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 161
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getSeq()J

    move-result-wide v1

    long-to-int v1, v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 162
    new-instance v0, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/quire/reader/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

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

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v10, v5}, Lapp/quire/reader/cetp/Outcome$NeedsUser;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0

    .line 153
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

.method private final askSignIn(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;

    move-object v11, v0

    iget v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;

    move-object/from16 v3, p3

    invoke-direct {v11, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v10, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v12

    .line 144
    iget v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 145
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    new-instance v1, Landroid/content/ComponentName;

    const-string v3, "app.quire.account"

    const-string v4, "app.quire.account.SignInActivity"

    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v7

    .line 146
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Sign in to Quire Cloud to use "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v4

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->L$1:Ljava/lang/Object;

    iput-object v7, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->L$2:Ljava/lang/Object;

    const/4 v6, 0x1

    iput v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->label:I

    move-object v2, p2

    move-object v5, v11

    const-string v1, "sign_in"

    invoke-virtual/range {v0 .. v5}, Lapp/quire/reader/cetp/ParkedCalls;->park(Ljava/lang/String;Lapp/quire/reader/cetp/Call;Ljava/lang/String;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_1

    .line 144
    return-object v12

    :pswitch_1
    iget-object v7, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->L$2:Ljava/lang/Object;

    check-cast v7, Landroid/content/Intent;

    iget-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$askSignIn$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    move-object v8, v0

    .line 147
    invoke-virtual {v8}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.quire.reader.extra.PARKED_TOKEN"

    invoke-virtual {v7, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 148
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v8}, Lapp/quire/reader/cetp/Parked;->getSeq()J

    move-result-wide v1

    long-to-int v1, v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v9

    .line 149
    new-instance v0, Lapp/quire/reader/cetp/Outcome$NeedsUser;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->AUTH_REQUIRED:Lapp/quire/reader/cetp/ErrorCode;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v8}, Lapp/quire/reader/cetp/Parked;->getToken()Ljava/lang/String;

    move-result-object v5

    const-string v3, "Sign in to Quire Cloud first."

    invoke-direct {v0, v2, v3, v9, v5}, Lapp/quire/reader/cetp/Outcome$NeedsUser;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0

    .line 144
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

.method private final cancel(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p2, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;

    move-object v9, v0

    iget v0, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;

    invoke-direct {v9, p0, p2}, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v8, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v10

    .line 98
    iget v0, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 99
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getEnvelope()Lapp/quire/reader/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getOperationId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    invoke-direct {p0, p1}, Lapp/quire/reader/cetp/SyncToolProvider;->noOperation(Lapp/quire/reader/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 100
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    iput-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->label:I

    invoke-virtual {v0, v6, v2, v3, v9}, Lapp/quire/reader/data/OperationRepository;->find(Ljava/lang/String;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_2

    .line 98
    return-object v10

    :pswitch_1
    iget-object v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/Call;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 100
    :cond_2
    check-cast v0, Lapp/quire/reader/data/Operation;

    if-nez v0, :cond_3

    invoke-direct {p0, p1}, Lapp/quire/reader/cetp/SyncToolProvider;->noOperation(Lapp/quire/reader/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v7, v0

    .line 101
    invoke-virtual {v7}, Lapp/quire/reader/data/Operation;->getTerminal()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->CONFLICT:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "The operation has already ended."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :cond_4
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {v7}, Lapp/quire/reader/data/Operation;->getId()Ljava/lang/String;

    move-result-object v1

    iput-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    iput-object v7, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x2

    iput v4, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->label:I

    invoke-virtual {v0, v1, v9}, Lapp/quire/reader/data/OperationRepository;->requestCancel(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v10, :cond_5

    .line 98
    return-object v10

    :pswitch_2
    iget-object v7, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$2:Ljava/lang/Object;

    check-cast v7, Lapp/quire/reader/data/Operation;

    iget-object v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$1:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$cancel$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/Call;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 103
    :cond_5
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lapp/quire/reader/data/Operation;->getId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 98
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

.method private final commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19

    move-object/from16 v0, p5

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;

    move-object v11, v0

    iget v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;

    move-object/from16 v3, p5

    invoke-direct {v11, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v10, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v12

    .line 165
    iget v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 166
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLedger()Lapp/quire/reader/cetp/MutationLedger;

    move-result-object v0

    new-instance v2, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;

    move-object v3, p0

    move-object v4, p1

    move-object v5, p2

    move-object/from16 v6, p3

    move-object/from16 v7, p4

    const/4 v8, 0x0

    invoke-direct/range {v2 .. v8}, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)V

    check-cast v2, Lkotlin/jvm/functions/Function1;

    iput-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$0:Ljava/lang/Object;

    iput-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, p3

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, p4

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$3:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->label:I

    invoke-interface {v0, p2, v2, v11}, Lapp/quire/reader/cetp/MutationLedger;->run(Lapp/quire/reader/cetp/Call;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_1

    .line 165
    return-object v12

    :pswitch_1
    iget-object v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    iget-object v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    move-object v9, v0

    .line 167
    instance-of v0, v9, Lapp/quire/reader/cetp/Outcome$Done;

    if-nez v0, :cond_2

    return-object v9

    .line 169
    :cond_2
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "export_library"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v2, v9

    check-cast v2, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, p3

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, p4

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$3:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$4:Ljava/lang/Object;

    const/4 v5, 0x2

    iput v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->label:I

    invoke-direct {p0, p2, v2, v11}, Lapp/quire/reader/cetp/SyncToolProvider;->deliverExport(Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v12, :cond_3

    .line 165
    return-object v12

    :pswitch_2
    iget-object v9, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$4:Ljava/lang/Object;

    check-cast v9, Lapp/quire/reader/cetp/Outcome;

    iget-object v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    iget-object v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$commit$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 173
    :cond_3
    return-object v0

    .line 170
    :cond_4
    move-object v0, v9

    check-cast v0, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Accepted;

    move-object v2, v9

    check-cast v2, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Accepted;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_1

    .line 171
    :cond_5
    move-object v0, v9

    .line 168
    :goto_1
    return-object v0

    .line 165
    :goto_2
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

.method public static final db_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/QuireDb;
    .registers 3

    .line 40
    sget-object v0, Lapp/quire/reader/data/QuireDb;->Companion:Lapp/quire/reader/data/QuireDb$Companion;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/QuireDb$Companion;->get(Landroid/content/Context;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    return-object v0
.end method

.method private final deliverExport(Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7

    .line 247
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p2, p1, v2}, Lapp/quire/reader/cetp/SyncToolProvider$deliverExport$2;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lorg/json/JSONObject;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 259
    return-object v0
.end method

.method private final drain(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17

    move-object/from16 v0, p1

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p1

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;

    move-object v13, v0

    iget v0, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;

    move-object/from16 v3, p1

    invoke-direct {v13, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v12, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v14

    .line 209
    iget v0, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 210
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->jobs:Lkotlinx/coroutines/channels/Channel;

    invoke-interface {v0}, Lkotlinx/coroutines/channels/Channel;->iterator()Lkotlinx/coroutines/channels/ChannelIterator;

    move-result-object v9

    :cond_1
    :goto_1
    iput-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    const/4 v3, 0x0

    iput-object v3, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    const/4 v3, 0x0

    iput-object v3, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    invoke-interface {v9, v13}, Lkotlinx/coroutines/channels/ChannelIterator;->hasNext(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_2

    .line 209
    return-object v14

    :pswitch_1
    iget-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/channels/ChannelIterator;

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    .line 210
    :cond_2
    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-interface {v9}, Lkotlinx/coroutines/channels/ChannelIterator;->next()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lapp/quire/reader/cetp/SyncJob;

    .line 211
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {v10}, Lapp/quire/reader/cetp/SyncJob;->getOpId()Ljava/lang/String;

    move-result-object v1

    iput-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    iput-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    const/4 v8, 0x2

    iput v8, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    move-object v4, v13

    const-string v2, "running"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quire/reader/data/OperationRepository;->move$default(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_3

    .line 209
    return-object v14

    :pswitch_2
    iget-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/cetp/SyncJob;

    iget-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/channels/ChannelIterator;

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    .line 212
    :cond_3
    invoke-virtual {v10}, Lapp/quire/reader/cetp/SyncJob;->getAccount()Lapp/quire/reader/data/Account;

    move-result-object v1

    invoke-virtual {v10}, Lapp/quire/reader/cetp/SyncJob;->getOpId()Ljava/lang/String;

    move-result-object v2

    iput-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    iput-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    const/4 v5, 0x3

    iput v5, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    invoke-direct {p0, v1, v2, v13}, Lapp/quire/reader/cetp/SyncToolProvider;->push(Lapp/quire/reader/data/Account;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_4

    .line 209
    return-object v14

    :pswitch_3
    iget-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/cetp/SyncJob;

    iget-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/channels/ChannelIterator;

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    :cond_4
    check-cast v0, Lapp/quire/reader/cetp/WorkEvent;

    move-object v11, v0

    .line 213
    instance-of v0, v11, Lapp/quire/reader/cetp/WorkEvent$Finished;

    if-eqz v0, :cond_6

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {v10}, Lapp/quire/reader/cetp/SyncJob;->getOpId()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "kind"

    const-string v5, "inline"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    move-object v5, v11

    check-cast v5, Lapp/quire/reader/cetp/WorkEvent$Finished;

    invoke-virtual {v5}, Lapp/quire/reader/cetp/WorkEvent$Finished;->getValue()Lorg/json/JSONObject;

    move-result-object v5

    const-string v4, "value"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    iput-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    const/4 v6, 0x4

    iput v6, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    const-string v2, "succeeded"

    invoke-virtual {v0, v1, v2, v3, v13}, Lapp/quire/reader/data/OperationRepository;->move(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_5

    .line 209
    return-object v14

    :pswitch_4
    iget-object v11, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    check-cast v11, Lapp/quire/reader/cetp/WorkEvent;

    iget-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/cetp/SyncJob;

    iget-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/channels/ChannelIterator;

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    .line 213
    :cond_5
    goto/16 :goto_1

    .line 214
    :cond_6
    instance-of v0, v11, Lapp/quire/reader/cetp/WorkEvent$Failed;

    if-eqz v0, :cond_8

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    .line 215
    invoke-virtual {v10}, Lapp/quire/reader/cetp/SyncJob;->getOpId()Ljava/lang/String;

    move-result-object v1

    .line 217
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 218
    const-string v4, "error_code"

    const-string v5, "UNAVAILABLE"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 219
    move-object v5, v11

    check-cast v5, Lapp/quire/reader/cetp/WorkEvent$Failed;

    invoke-virtual {v5}, Lapp/quire/reader/cetp/WorkEvent$Failed;->getCause()Ljava/lang/Throwable;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v5

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Sync stopped: "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const-string v4, "error_message"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 220
    const-string v4, "retryable"

    const/4 v5, 0x1

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v3

    .line 214
    iput-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    const/4 v6, 0x5

    iput v6, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    const-string v2, "failed"

    invoke-virtual {v0, v1, v2, v3, v13}, Lapp/quire/reader/data/OperationRepository;->move(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_7

    .line 209
    return-object v14

    :pswitch_5
    iget-object v11, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    check-cast v11, Lapp/quire/reader/cetp/WorkEvent;

    iget-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/cetp/SyncJob;

    iget-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/channels/ChannelIterator;

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    .line 214
    :cond_7
    goto/16 :goto_1

    .line 222
    :cond_8
    instance-of v0, v11, Lapp/quire/reader/cetp/WorkEvent$Cancelled;

    if-eqz v0, :cond_a

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {v10}, Lapp/quire/reader/cetp/SyncJob;->getOpId()Ljava/lang/String;

    move-result-object v1

    iput-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    iput-object v8, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    iput-object v8, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    const/4 v8, 0x6

    iput v8, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->label:I

    move-object v4, v13

    const-string v2, "cancelled"

    const/4 v3, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quire/reader/data/OperationRepository;->move$default(Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v14, :cond_9

    .line 209
    return-object v14

    :pswitch_6
    iget-object v11, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$2:Ljava/lang/Object;

    check-cast v11, Lapp/quire/reader/cetp/WorkEvent;

    iget-object v10, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$1:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/cetp/SyncJob;

    iget-object v9, v13, Lapp/quire/reader/cetp/SyncToolProvider$drain$1;->L$0:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/channels/ChannelIterator;

    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v12

    .line 222
    :cond_9
    goto/16 :goto_1

    .line 223
    :cond_a
    instance-of v0, v11, Lapp/quire/reader/cetp/WorkEvent$Progress;

    if-nez v0, :cond_1

    .line 212
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 226
    :cond_b
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 209
    :goto_2
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
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method public static final engine_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/SyncEngine;
    .registers 3

    .line 45
    new-instance v0, Lapp/quire/reader/data/SyncEngine;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/data/SyncEngine;-><init>(Lapp/quire/reader/data/LibraryRepository;)V

    return-object v0
.end method

.method private final execute(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19

    .line 110
    sget-object v0, Lapp/quire/reader/cetp/SyncTools;->INSTANCE:Lapp/quire/reader/cetp/SyncTools;

    invoke-virtual {v0}, Lapp/quire/reader/cetp/SyncTools;->getByName()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    if-nez v0, :cond_0

    .line 111
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "Quire Sync has no tool by that name."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 110
    :cond_0
    move-object v12, v0

    .line 112
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/quire/reader/cetp/WireKt;->parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    .line 113
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_ARGS:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "args must be one JSON object within max_request_bytes."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 112
    :cond_1
    move-object v13, v0

    .line 114
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/SyncToolProvider;->getGrants()Lapp/quire/reader/cetp/Grants;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v12}, Lapp/quire/reader/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/quire/reader/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v14

    .line 115
    move-object v0, v14

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    .line 116
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/quire/reader/cetp/ErrorCode;

    move-object v3, v14

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

    const-string v5, "Turn on "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " for this assistant in Quire."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 118
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Call;->getEnvelope()Lapp/quire/reader/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getResumeToken()Ljava/lang/String;

    move-result-object v15

    .line 119
    if-eqz v15, :cond_4

    move-object/from16 v0, p0

    move-object v1, v12

    move-object/from16 v2, p1

    move-object v3, v13

    move-object v4, v15

    move-object/from16 v5, p2

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/cetp/SyncToolProvider;->resume(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 120
    return-object v0

    .line 119
    :cond_4
    move-object/from16 v0, p0

    move-object/from16 v2, p1

    move-object/from16 v4, p2

    invoke-direct {v0, v12, v2, v13, v4}, Lapp/quire/reader/cetp/SyncToolProvider;->proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 120
    return-object v0
.end method

.method private final getAccounts()Lapp/quire/reader/data/Accounts;
    .registers 3

    .line 44
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->accounts$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/Accounts;

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 3

    .line 39
    invoke-virtual {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getContext()Landroid/content/Context;

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

.method private final getDb()Lapp/quire/reader/data/QuireDb;
    .registers 3

    .line 40
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->db$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/QuireDb;

    return-object v0
.end method

.method private final getEngine()Lapp/quire/reader/data/SyncEngine;
    .registers 3

    .line 45
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->engine$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/SyncEngine;

    return-object v0
.end method

.method private final getExportDir()Ljava/io/File;
    .registers 3

    .line 47
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

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

    .line 46
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->grants$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Grants;

    return-object v0
.end method

.method private final getLedger()Lapp/quire/reader/cetp/MutationLedger;
    .registers 3

    .line 43
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->ledger$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/MutationLedger;

    return-object v0
.end method

.method private final getLibrary()Lapp/quire/reader/data/LibraryRepository;
    .registers 3

    .line 41
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->library$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/LibraryRepository;

    return-object v0
.end method

.method private final getOps()Lapp/quire/reader/data/OperationRepository;
    .registers 3

    .line 42
    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider;->ops$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/OperationRepository;

    return-object v0
.end method

.method public static final grants_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/cetp/Grants;
    .registers 3

    .line 46
    new-instance v0, Lapp/quire/reader/cetp/Grants;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/cetp/Grants;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static final ledger_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/cetp/DurableLedger;
    .registers 4

    .line 43
    new-instance v0, Lapp/quire/reader/cetp/DurableLedger;

    new-instance v1, Lapp/quire/reader/data/RequestRepository;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getDb()Lapp/quire/reader/data/QuireDb;

    move-result-object v2

    invoke-direct {v1, v2}, Lapp/quire/reader/data/RequestRepository;-><init>(Lapp/quire/reader/data/QuireDb;)V

    invoke-direct {v0, v1}, Lapp/quire/reader/cetp/DurableLedger;-><init>(Lapp/quire/reader/data/RequestRepository;)V

    return-object v0
.end method

.method public static final library_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/LibraryRepository;
    .registers 3

    .line 41
    new-instance v0, Lapp/quire/reader/data/LibraryRepository;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getDb()Lapp/quire/reader/data/QuireDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/data/LibraryRepository;-><init>(Lapp/quire/reader/data/QuireDb;)V

    return-object v0
.end method

.method private final noOperation(Lapp/quire/reader/cetp/Call;)Landroid/os/Bundle;
    .registers 5

    .line 107
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "No operation with that operation_id for this request_id."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final operation(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13

    instance-of v0, p2, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;

    move-object v8, v0

    iget v0, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;

    invoke-direct {v8, p0, p2}, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 92
    iget v0, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 93
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getEnvelope()Lapp/quire/reader/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Envelope;->getOperationId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    invoke-direct {p0, p1}, Lapp/quire/reader/cetp/SyncToolProvider;->noOperation(Lapp/quire/reader/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v5, v0

    .line 94
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    iput-object p1, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->L$0:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->label:I

    invoke-virtual {v0, v5, v2, v3, v8}, Lapp/quire/reader/data/OperationRepository;->find(Ljava/lang/String;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_2

    .line 92
    return-object v9

    :pswitch_1
    iget-object v5, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->L$1:Ljava/lang/Object;

    check-cast v5, Ljava/lang/String;

    iget-object p1, v8, Lapp/quire/reader/cetp/SyncToolProvider$operation$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/Call;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 94
    :cond_2
    check-cast v0, Lapp/quire/reader/data/Operation;

    if-nez v0, :cond_3

    invoke-direct {p0, p1}, Lapp/quire/reader/cetp/SyncToolProvider;->noOperation(Lapp/quire/reader/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v6, v0

    .line 95
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v6}, Lapp/quire/reader/data/Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :goto_1
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

.method public static final ops_delegate$lambda$0(Lapp/quire/reader/cetp/SyncToolProvider;)Lapp/quire/reader/data/OperationRepository;
    .registers 3

    .line 42
    new-instance v0, Lapp/quire/reader/data/OperationRepository;

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getDb()Lapp/quire/reader/data/QuireDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/quire/reader/data/OperationRepository;-><init>(Lapp/quire/reader/data/QuireDb;)V

    return-object v0
.end method

.method private final perform(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 29

    move-object/from16 v0, p5

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;

    move-object/from16 v19, v0

    move-object/from16 v0, v19

    iget v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v19

    iget v1, v1, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v19

    iput v1, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p5

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v19, v0

    :goto_0
    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->result:Ljava/lang/Object;

    move-object/from16 v18, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v22

    .line 175
    move-object/from16 v0, v19

    iget v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_4

    :pswitch_0
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_2

    :sswitch_0
    const-string v1, "purge_cloud_copy"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto/16 :goto_2

    :sswitch_1
    const-string v1, "export_library"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto/16 :goto_2

    :sswitch_2
    const-string v1, "pause_sync"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_2

    :sswitch_3
    const-string v1, "sync_now"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    .line 176
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    move-object/from16 v2, p4

    if-nez p4, :cond_1

    const-string v8, "Required value was null."

    new-instance v2, Ljava/lang/IllegalStateException;

    invoke-virtual {v8}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v2

    :cond_1
    move-object/from16 v5, p1

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v5, p2

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, p3

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, p4

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    move-object/from16 v4, v19

    iput-object v5, v4, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    const/4 v5, 0x1

    move-object/from16 v4, v19

    iput v5, v4, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    move-object/from16 v3, v19

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/SyncToolProvider;->syncNow(Lapp/quire/reader/cetp/Call;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_2

    .line 175
    return-object v22

    :pswitch_1
    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 189
    :cond_2
    return-object v0

    .line 178
    :cond_3
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v14, "books"

    move-object v13, v0

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v3, p1

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, p3

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, p4

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v13, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v14, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    const/4 v3, 0x2

    move-object/from16 v2, v19

    iput v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository;->allBooks(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_4

    .line 175
    return-object v22

    :pswitch_2
    move-object/from16 v0, v19

    iget-object v14, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v19

    iget-object v13, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    check-cast v13, Lorg/json/JSONObject;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 178
    :cond_4
    move-object v15, v0

    invoke-virtual {v13, v14, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v14, "highlights"

    move-object v13, v0

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v3, p1

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, p3

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, p4

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v13, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v14, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    const/4 v3, 0x3

    move-object/from16 v2, v19

    iput v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository;->allHighlights(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_5

    .line 175
    return-object v22

    :pswitch_3
    move-object/from16 v0, v19

    iget-object v14, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    check-cast v14, Ljava/lang/String;

    move-object/from16 v0, v19

    iget-object v13, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    check-cast v13, Lorg/json/JSONObject;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 178
    :cond_5
    move-object v15, v0

    invoke-virtual {v13, v14, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    .line 179
    sget-object v0, Lapp/quire/reader/cetp/ExportFiles;->INSTANCE:Lapp/quire/reader/cetp/ExportFiles;

    move-object/from16 v1, p0

    invoke-direct {v1}, Lapp/quire/reader/cetp/SyncToolProvider;->getExportDir()Ljava/io/File;

    move-result-object v1

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v6, p1

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v6, p2

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v6, p3

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    move-object/from16 v6, p4

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    const/4 v6, 0x0

    move-object/from16 v5, v19

    iput-object v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    const/4 v6, 0x4

    move-object/from16 v5, v19

    iput v6, v5, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    const-string v2, "library"

    move-object/from16 v4, v19

    invoke-virtual {v0, v1, v2, v8, v4}, Lapp/quire/reader/cetp/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_6

    .line 175
    return-object v22

    :pswitch_4
    move-object/from16 v0, v19

    iget-object v8, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    check-cast v8, Lorg/json/JSONObject;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 179
    :cond_6
    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 v20, v0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    move-object/from16 v2, v20

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_3

    .line 181
    :cond_7
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v16, "reset"

    move-object v15, v0

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    move-object/from16 v3, p1

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, p3

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, p4

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    move-object/from16 v2, v19

    iput-object v15, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    move-object/from16 v3, v16

    move-object/from16 v2, v19

    iput-object v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    const/4 v3, 0x5

    move-object/from16 v2, v19

    iput v3, v2, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->label:I

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository;->forgetSync(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_8

    .line 175
    return-object v22

    :pswitch_5
    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$5:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    move-object/from16 v0, v19

    iget-object v15, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$4:Ljava/lang/Object;

    check-cast v15, Lorg/json/JSONObject;

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/data/Account;

    move-object/from16 p4, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    move-object/from16 v0, v19

    iget-object v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$perform$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 181
    :cond_8
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

    goto :goto_3

    .line 183
    :cond_9
    move-object/from16 v0, p3

    const-string v1, "hours"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v9

    move v10, v9

    .line 283
    const/4 v11, 0x0

    .line 183
    const/4 v0, 0x1

    if-gt v0, v10, :cond_b

    const/16 v1, 0x49

    if-ge v10, v1, :cond_a

    const/4 v0, 0x1

    goto :goto_1

    :cond_a
    const/4 v0, 0x0

    goto :goto_1

    :cond_b
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_c

    const-string v12, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_c
    move v8, v9

    .line 184
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    int-to-long v2, v8

    const-wide/32 v4, 0x36ee80

    mul-long/2addr v2, v4

    add-long v9, v0, v2

    .line 185
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    const-string v1, "sync_settings"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    const-string v1, "paused_until"

    invoke-interface {v0, v1, v9, v10}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 186
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "paused_until"

    invoke-virtual {v2, v3, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_3

    .line 188
    :cond_d
    :goto_2
    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 189
    :goto_3
    return-object v0

    .line 175
    :goto_4
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
        :pswitch_4
        :pswitch_5
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0x7c4840ad -> :sswitch_0
        -0x2d008bc -> :sswitch_2
        0x64fbeb30 -> :sswitch_1
        0x6c4e2f32 -> :sswitch_3
    .end sparse-switch
.end method

.method private final proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17

    move-object/from16 v0, p4

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;

    move-object v9, v0

    iget v0, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;

    move-object/from16 v3, p4

    invoke-direct {v9, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v8, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 122
    iget v0, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 123
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getEffect()Lapp/quire/reader/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_2

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    invoke-virtual {v0, v9}, Lapp/quire/reader/data/LibraryRepository;->counts(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_1

    .line 122
    return-object v11

    :pswitch_1
    iget-object p3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 123
    :cond_1
    check-cast v0, Lorg/json/JSONObject;

    move-object v10, v0

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    invoke-direct {v0, v10}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    return-object v0

    .line 124
    :cond_2
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getOpenWorld()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getAccounts()Lapp/quire/reader/data/Accounts;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/Accounts;->getSignedIn()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/Account;

    if-nez v0, :cond_5

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getAccounts()Lapp/quire/reader/data/Accounts;

    move-result-object v0

    iput-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    iput-object p2, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    iput-object p3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    const/4 v3, 0x2

    iput v3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    invoke-virtual {v0, v9}, Lapp/quire/reader/data/Accounts;->reload(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_3

    .line 122
    return-object v11

    :pswitch_2
    iget-object p3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 124
    :cond_3
    check-cast v0, Lapp/quire/reader/data/Account;

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :cond_5
    :goto_1
    move-object v7, v0

    .line 125
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getOpenWorld()Z

    move-result v0

    if-eqz v0, :cond_7

    if-nez v7, :cond_7

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$3:Ljava/lang/Object;

    const/4 v5, 0x3

    iput v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    invoke-direct {p0, p1, p2, v9}, Lapp/quire/reader/cetp/SyncToolProvider;->askSignIn(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_6

    .line 122
    return-object v11

    :pswitch_3
    iget-object v7, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$3:Ljava/lang/Object;

    check-cast v7, Lapp/quire/reader/data/Account;

    iget-object p3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 126
    :cond_6
    return-object v0

    :cond_7
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getConfirmation()Lapp/quire/reader/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/Confirmation;->ALWAYS:Lapp/quire/reader/cetp/Confirmation;

    if-ne v0, v1, :cond_9

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$3:Ljava/lang/Object;

    const/4 v5, 0x4

    iput v5, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    invoke-direct {p0, p1, p2, v9}, Lapp/quire/reader/cetp/SyncToolProvider;->askConfirm(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_8

    .line 122
    return-object v11

    :pswitch_4
    iget-object v7, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$3:Ljava/lang/Object;

    check-cast v7, Lapp/quire/reader/data/Account;

    iget-object p3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 127
    :cond_8
    return-object v0

    .line 126
    :cond_9
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$3:Ljava/lang/Object;

    const/4 v6, 0x5

    iput v6, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->label:I

    move-object v0, p0

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, v7

    move-object v5, v9

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/cetp/SyncToolProvider;->commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_a

    .line 122
    return-object v11

    :pswitch_5
    iget-object v7, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$3:Ljava/lang/Object;

    check-cast v7, Lapp/quire/reader/data/Account;

    iget-object p3, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Call;

    iget-object p1, v9, Lapp/quire/reader/cetp/SyncToolProvider$proceed$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v8

    .line 127
    :cond_a
    return-object v0

    .line 122
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
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method private final push(Lapp/quire/reader/data/Account;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17

    move-object/from16 v0, p3

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$push$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p3

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$push$1;

    move-object v11, v0

    iget v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;

    move-object/from16 v3, p3

    invoke-direct {v11, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$push$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v10, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v12

    .line 229
    iget v0, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 231
    :try_start_0
    const/4 v6, 0x0

    .line 233
    :goto_1
    if-eqz p2, :cond_2

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    iput-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$0:Ljava/lang/Object;

    iput-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x0

    iput-object v4, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$2:Ljava/lang/Object;

    iput v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$0:I

    const/4 v4, 0x1

    iput v4, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    invoke-virtual {v0, p2, v11}, Lapp/quire/reader/data/OperationRepository;->cancelRequested(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1

    if-ne v0, v12, :cond_1

    .line 229
    return-object v12

    :pswitch_1
    iget v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$0:I

    iget-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/data/Account;

    :try_start_1
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 233
    :cond_1
    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v0, Lapp/quire/reader/cetp/WorkEvent$Cancelled;->INSTANCE:Lapp/quire/reader/cetp/WorkEvent$Cancelled;

    return-object v0

    .line 234
    :cond_2
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getLibrary()Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    iput-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$0:Ljava/lang/Object;

    iput-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x0

    iput-object v4, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$2:Ljava/lang/Object;

    iput v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$0:I

    const/4 v4, 0x2

    iput v4, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    const/16 v1, 0x32

    invoke-virtual {v0, v1, v11}, Lapp/quire/reader/data/LibraryRepository;->unsynced(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_1
    .catch Ljava/lang/IllegalStateException; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_1

    if-ne v0, v12, :cond_3

    .line 229
    return-object v12

    :pswitch_2
    iget v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$0:I

    iget-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/data/Account;

    :try_start_2
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    :cond_3
    check-cast v0, Ljava/util/List;

    move-object v7, v0

    .line 235
    invoke-interface {v7}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_5

    .line 236
    move v8, v6

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getEngine()Lapp/quire/reader/data/SyncEngine;

    move-result-object v0

    iput-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$0:Ljava/lang/Object;

    iput-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$1:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$2:Ljava/lang/Object;

    iput v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$0:I

    iput v8, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$1:I

    const/4 v5, 0x3

    iput v5, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->label:I

    invoke-virtual {v0, p1, v7, v11}, Lapp/quire/reader/data/SyncEngine;->push(Lapp/quire/reader/data/Account;Ljava/util/List;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_2
    .catch Ljava/lang/IllegalStateException; {:try_start_2 .. :try_end_2} :catch_0
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_1

    if-ne v0, v12, :cond_4

    .line 229
    return-object v12

    :pswitch_3
    iget v8, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$1:I

    iget v6, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->I$0:I

    iget-object v7, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$2:Ljava/lang/Object;

    check-cast v7, Ljava/util/List;

    iget-object p2, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v11, Lapp/quire/reader/cetp/SyncToolProvider$push$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/data/Account;

    :try_start_3
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v10

    .line 236
    :cond_4
    move-object v9, v0

    move-object v1, v9

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    add-int v6, v8, v1

    goto/16 :goto_1

    .line 238
    :cond_5
    new-instance v0, Lapp/quire/reader/cetp/WorkEvent$Finished;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "pushed"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {p1}, Lapp/quire/reader/data/Account;->getEmail()Ljava/lang/String;

    move-result-object v4

    const-string v3, "account"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/WorkEvent$Finished;-><init>(Lorg/json/JSONObject;)V

    return-object v0
    :try_end_3
    .catch Ljava/lang/IllegalStateException; {:try_start_3 .. :try_end_3} :catch_0
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_1

    .line 239
    :catch_0
    move-exception v7

    .line 240
    new-instance v0, Lapp/quire/reader/cetp/WorkEvent$Failed;

    move-object v2, v7

    check-cast v2, Ljava/lang/Throwable;

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/WorkEvent$Failed;-><init>(Ljava/lang/Throwable;)V

    return-object v0

    .line 241
    :catch_1
    move-exception v7

    .line 242
    new-instance v0, Lapp/quire/reader/cetp/WorkEvent$Failed;

    move-object v2, v7

    check-cast v2, Ljava/lang/Throwable;

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/WorkEvent$Failed;-><init>(Ljava/lang/Throwable;)V

    return-object v0

    .line 229
    :goto_2
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

.method private final resume(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20

    move-object/from16 v0, p5

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p5

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;

    move-object v12, v0

    iget v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;

    move-object/from16 v3, p5

    invoke-direct {v12, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v11, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v13

    .line 129
    iget v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 130
    sget-object v0, Lapp/quire/reader/cetp/ParkedCalls;->INSTANCE:Lapp/quire/reader/cetp/ParkedCalls;

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p2

    invoke-virtual {v5}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p2

    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    iput-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v8, p2

    iput-object v8, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    move-object/from16 v8, p3

    iput-object v8, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v8, p4

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    iput-object v8, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    const/4 v8, 0x1

    iput v8, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    move-object/from16 v1, p4

    move-object v7, v12

    const-string v3, "app.quire.reader.sync"

    invoke-virtual/range {v0 .. v7}, Lapp/quire/reader/cetp/ParkedCalls;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_1

    .line 129
    return-object v13

    :pswitch_1
    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 130
    :cond_1
    check-cast v0, Lapp/quire/reader/cetp/Parked;

    if-nez v0, :cond_2

    .line 131
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "resume_token is unknown, used, expired or for another call."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0

    .line 130
    :cond_2
    move-object v9, v0

    .line 133
    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "sign_in"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getAccounts()Lapp/quire/reader/data/Accounts;

    move-result-object v0

    iput-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, p3

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, p4

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    iput-object v9, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    const/4 v3, 0x2

    iput v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    invoke-virtual {v0, v12}, Lapp/quire/reader/data/Accounts;->reload(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_3

    .line 129
    return-object v13

    :pswitch_2
    iget-object v9, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v9, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 133
    :cond_3
    if-eqz v0, :cond_5

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v6, p2

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    move-object/from16 v6, p3

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v6, p4

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    iput-object v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    const/4 v6, 0x3

    iput v6, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    move-object/from16 v2, p2

    move-object/from16 v3, p3

    invoke-direct {p0, p1, v2, v3, v12}, Lapp/quire/reader/cetp/SyncToolProvider;->proceed(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_4

    .line 129
    return-object v13

    :pswitch_3
    iget-object v9, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v9, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 141
    :cond_4
    return-object v0

    .line 134
    :cond_5
    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getKind()Ljava/lang/String;

    move-result-object v0

    const-string v1, "sign_in"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->USER_CANCELLED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "Quire Cloud sign-in was not completed."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto/16 :goto_1

    .line 135
    :cond_6
    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getDecided()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-virtual {v9}, Lapp/quire/reader/cetp/Parked;->getApproved()Z

    move-result v0

    if-nez v0, :cond_8

    :cond_7
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

    goto/16 :goto_1

    .line 137
    :cond_8
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getAccounts()Lapp/quire/reader/data/Accounts;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/Accounts;->getSignedIn()Lkotlinx/coroutines/flow/MutableStateFlow;

    move-result-object v0

    invoke-interface {v0}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/Account;

    if-nez v0, :cond_a

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getAccounts()Lapp/quire/reader/data/Accounts;

    move-result-object v0

    iput-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, p2

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    move-object/from16 v3, p3

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, p4

    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    const/4 v3, 0x4

    iput v3, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    invoke-virtual {v0, v12}, Lapp/quire/reader/data/Accounts;->reload(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_9

    .line 129
    return-object v13

    :pswitch_4
    iget-object v9, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v9, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    :cond_9
    check-cast v0, Lapp/quire/reader/data/Account;

    :cond_a
    move-object v10, v0

    .line 138
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ToolSpec;->getOpenWorld()Z

    move-result v0

    if-eqz v0, :cond_c

    if-nez v10, :cond_c

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v5, p2

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    move-object/from16 v5, p3

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v5, p4

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$5:Ljava/lang/Object;

    const/4 v5, 0x5

    iput v5, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    move-object/from16 v2, p2

    invoke-direct {p0, p1, v2, v12}, Lapp/quire/reader/cetp/SyncToolProvider;->askSignIn(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_b

    .line 129
    return-object v13

    :pswitch_5
    iget-object v10, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$5:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/data/Account;

    iget-object v9, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v9, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 141
    :cond_b
    return-object v0

    .line 138
    :cond_c
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    move-object/from16 v7, p2

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    move-object/from16 v7, p3

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    move-object/from16 v7, p4

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    iput-object v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$5:Ljava/lang/Object;

    const/4 v7, 0x6

    iput v7, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->label:I

    move-object v0, p0

    move-object v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, p3

    move-object v4, v10

    move-object v5, v12

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/cetp/SyncToolProvider;->commit(Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v13, :cond_d

    .line 129
    return-object v13

    :pswitch_6
    iget-object v10, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$5:Ljava/lang/Object;

    check-cast v10, Lapp/quire/reader/data/Account;

    iget-object v9, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$4:Ljava/lang/Object;

    check-cast v9, Lapp/quire/reader/cetp/Parked;

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$3:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p4, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 p3, v0

    iget-object v0, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$1:Ljava/lang/Object;

    check-cast v0, Lapp/quire/reader/cetp/Call;

    move-object/from16 p2, v0

    iget-object p1, v12, Lapp/quire/reader/cetp/SyncToolProvider$resume$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/ToolSpec;

    invoke-static {v11}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v11

    .line 141
    :cond_d
    return-object v0

    .line 132
    :goto_1
    return-object v0

    .line 129
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
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method private final serve(Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17

    move-object/from16 v0, p4

    instance-of v0, v0, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p4

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;

    move-object v10, v0

    iget v0, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;

    move-object/from16 v3, p4

    invoke-direct {v10, p0, v3}, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v9, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 72
    iget v0, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 73
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

    .line 74
    :cond_1
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-virtual {p3}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v1

    sget-object v4, Lapp/quire/reader/cetp/SyncToolProvider;->OFFERED:Ljava/util/Set;

    const-string v2, "app.quire.reader.sync"

    const-string v3, "Quire Sync"

    invoke-static {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/SessionsKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 75
    :cond_2
    invoke-static {p2}, Lapp/quire/reader/cetp/WireKt;->problem(Lapp/quire/reader/cetp/Envelope;)Landroid/os/Bundle;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v7, v0

    .line 283
    const/4 v8, 0x0

    .line 75
    return-object v7

    .line 76
    :cond_3
    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getSessionToken()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p3}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v1

    const-string v2, "app.quire.reader.sync"

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/quire/reader/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_4

    .line 77
    invoke-virtual {p2}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 76
    :cond_4
    move-object v5, v0

    .line 78
    new-instance v6, Lapp/quire/reader/cetp/Call;

    const-string v3, "app.quire.reader.sync"

    invoke-direct {v6, p3, v3, v5, p2}, Lapp/quire/reader/cetp/Call;-><init>(Lapp/quire/reader/cetp/Caller;Ljava/lang/String;Lapp/quire/reader/cetp/Session;Lapp/quire/reader/cetp/Envelope;)V

    .line 79
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

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto/16 :goto_1

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_1

    .line 80
    :cond_5
    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/SyncToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_2

    .line 81
    :cond_6
    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/quire/reader/cetp/SyncTools;->INSTANCE:Lapp/quire/reader/cetp/SyncTools;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/SyncTools;->getAll()Ljava/util/List;

    move-result-object v2

    const-string v4, "async_operations"

    invoke-virtual {v6, v4}, Lapp/quire/reader/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v3

    const-string v1, "sync-5"

    invoke-static {v1, v2, v3}, Lapp/quire/reader/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/List;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_2

    .line 82
    :cond_7
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$3:Ljava/lang/Object;

    iput-object v6, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    invoke-direct {p0, v6, v10}, Lapp/quire/reader/cetp/SyncToolProvider;->execute(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_8

    .line 72
    return-object v11

    :pswitch_1
    iget-object v6, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v6, Lapp/quire/reader/cetp/Call;

    iget-object v5, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v5, Lapp/quire/reader/cetp/Session;

    iget-object p3, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lapp/quire/reader/cetp/Caller;

    iget-object p2, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Envelope;

    iget-object p1, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 82
    :cond_8
    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    invoke-virtual {v6}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/quire/reader/cetp/OutcomeKt;->toReply(Lapp/quire/reader/cetp/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_2

    .line 83
    :cond_9
    const-string v1, "async_operations"

    invoke-virtual {v6, v1}, Lapp/quire/reader/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$3:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x2

    iput v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    invoke-direct {p0, v6, v10}, Lapp/quire/reader/cetp/SyncToolProvider;->operation(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_a

    .line 72
    return-object v11

    :pswitch_2
    iget-object v6, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v6, Lapp/quire/reader/cetp/Call;

    iget-object v5, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v5, Lapp/quire/reader/cetp/Session;

    iget-object p3, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lapp/quire/reader/cetp/Caller;

    iget-object p2, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Envelope;

    iget-object p1, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 86
    :cond_a
    return-object v0

    .line 83
    :cond_b
    const-string v2, "async_operations"

    invoke-direct {p0, v6, v2}, Lapp/quire/reader/cetp/SyncToolProvider;->unsupported(Lapp/quire/reader/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 84
    :goto_1
    const-string v1, "cancellation"

    invoke-virtual {v6, v1}, Lapp/quire/reader/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_d

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$2:Ljava/lang/Object;

    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$3:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$4:Ljava/lang/Object;

    const/4 v4, 0x3

    iput v4, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->label:I

    invoke-direct {p0, v6, v10}, Lapp/quire/reader/cetp/SyncToolProvider;->cancel(Lapp/quire/reader/cetp/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_c

    .line 72
    return-object v11

    :pswitch_3
    iget-object v6, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$4:Ljava/lang/Object;

    check-cast v6, Lapp/quire/reader/cetp/Call;

    iget-object v5, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$3:Ljava/lang/Object;

    check-cast v5, Lapp/quire/reader/cetp/Session;

    iget-object p3, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lapp/quire/reader/cetp/Caller;

    iget-object p2, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/cetp/Envelope;

    iget-object p1, v10, Lapp/quire/reader/cetp/SyncToolProvider$serve$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/lang/String;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    .line 86
    :cond_c
    return-object v0

    .line 84
    :cond_d
    const-string v2, "cancellation"

    invoke-direct {p0, v6, v2}, Lapp/quire/reader/cetp/SyncToolProvider;->unsupported(Lapp/quire/reader/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 79
    :goto_2
    return-object v0

    .line 72
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

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final syncNow(Lapp/quire/reader/cetp/Call;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p3, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;

    if-eqz v0, :cond_0

    move-object v0, p3

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;

    move-object v8, v0

    iget v0, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;

    invoke-direct {v8, p0, p3}, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 192
    iget v0, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_2

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 193
    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lapp/quire/reader/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 194
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getOps()Lapp/quire/reader/data/OperationRepository;

    move-result-object v0

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getCaller()Lapp/quire/reader/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/quire/reader/cetp/Caller;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$0:Ljava/lang/Object;

    iput-object p2, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$1:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    invoke-virtual {v0, v1, v2, v8}, Lapp/quire/reader/data/OperationRepository;->create(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_1

    .line 192
    return-object v9

    :pswitch_1
    iget-object p2, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/data/Account;

    iget-object p1, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/Call;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    :cond_1
    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 195
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->jobs:Lkotlinx/coroutines/channels/Channel;

    new-instance v1, Lapp/quire/reader/cetp/SyncJob;

    invoke-direct {v1, v6, p2}, Lapp/quire/reader/cetp/SyncJob;-><init>(Ljava/lang/String;Lapp/quire/reader/data/Account;)V

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$1:Ljava/lang/Object;

    iput-object v6, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x2

    iput v4, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    invoke-interface {v0, v1, v8}, Lkotlinx/coroutines/channels/Channel;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_2

    .line 192
    return-object v9

    :pswitch_2
    iget-object v6, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$2:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p2, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/data/Account;

    iget-object p1, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/Call;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 196
    :cond_2
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    return-object v0

    .line 198
    :cond_3
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$1:Ljava/lang/Object;

    const/4 v5, 0x3

    iput v5, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->label:I

    const/4 v2, 0x0

    invoke-direct {p0, p2, v2, v8}, Lapp/quire/reader/cetp/SyncToolProvider;->push(Lapp/quire/reader/data/Account;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_4

    .line 192
    return-object v9

    :pswitch_3
    iget-object p2, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$1:Ljava/lang/Object;

    check-cast p2, Lapp/quire/reader/data/Account;

    iget-object p1, v8, Lapp/quire/reader/cetp/SyncToolProvider$syncNow$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lapp/quire/reader/cetp/Call;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    :cond_4
    check-cast v0, Lapp/quire/reader/cetp/WorkEvent;

    move-object v6, v0

    .line 199
    instance-of v0, v6, Lapp/quire/reader/cetp/WorkEvent$Finished;

    if-eqz v0, :cond_5

    new-instance v0, Lapp/quire/reader/cetp/Outcome$Done;

    move-object v2, v6

    check-cast v2, Lapp/quire/reader/cetp/WorkEvent$Finished;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/WorkEvent$Finished;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_1

    .line 200
    :cond_5
    instance-of v0, v6, Lapp/quire/reader/cetp/WorkEvent$Failed;

    if-eqz v0, :cond_6

    .line 201
    move-object v2, v6

    check-cast v2, Lapp/quire/reader/cetp/WorkEvent$Failed;

    invoke-virtual {v2}, Lapp/quire/reader/cetp/WorkEvent$Failed;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "QuireTools"

    const-string v1, "sync failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 202
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->UNAVAILABLE:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "Quire Cloud did not take the highlights; try again later."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    goto :goto_1

    .line 204
    :cond_6
    new-instance v0, Lapp/quire/reader/cetp/Outcome$Failed;

    sget-object v2, Lapp/quire/reader/cetp/ErrorCode;->CONFLICT:Lapp/quire/reader/cetp/ErrorCode;

    const-string v3, "The sync stopped early."

    invoke-direct {v0, v2, v3}, Lapp/quire/reader/cetp/Outcome$Failed;-><init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/quire/reader/cetp/Outcome;

    .line 198
    :goto_1
    return-object v0

    .line 192
    :goto_2
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

.method private final unsupported(Lapp/quire/reader/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 89
    invoke-virtual {p1}, Lapp/quire/reader/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/quire/reader/cetp/ErrorCode;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " was not negotiated."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    new-instance v0, Lapp/quire/reader/cetp/Envelope;

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v2}, Lapp/quire/reader/cetp/Envelope;-><init>(Landroid/os/Bundle;)V

    move-object v7, v0

    .line 66
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v8

    .line 67
    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const-string v2, "getPackageManager(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v8}, Lapp/quire/reader/cetp/CallerCheck;->resolve(Landroid/content/pm/PackageManager;I)Lapp/quire/reader/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 68
    invoke-virtual {v7}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "Quire does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 67
    :cond_1
    move-object v9, v0

    .line 69
    new-instance v1, Lapp/quire/reader/cetp/SyncToolProvider$call$1;

    move-object v2, p0

    move-object v3, p1

    move-object v4, v7

    move-object v5, v9

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lapp/quire/reader/cetp/SyncToolProvider$call$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Ljava/lang/String;Lapp/quire/reader/cetp/Envelope;Lapp/quire/reader/cetp/Caller;Lkotlin/coroutines/Continuation;)V

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

    .line 267
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 263
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 265
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 52
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider;->scope:Lkotlinx/coroutines/CoroutineScope;

    new-instance v3, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;

    const/4 v6, 0x0

    invoke-direct {v3, p0, v6}, Lapp/quire/reader/cetp/SyncToolProvider$onCreate$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x3

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;

    .line 61
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 261
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 269
    const/4 v0, 0x0

    return v0
.end method
