.class public final Lapp/trailmark/logbook/cetp/JournalToolProvider;
.super Landroid/content/ContentProvider;
.source "JournalToolProvider.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;

.field private static final INFO$delegate:Lkotlin/Lazy;

.field private static final METHODS:Ljava/util/Set;

.field private static final OFFERED:Ljava/util/Set;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.trailmark.logbook.journal"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Trailmark Journal"

.field private static final REVISION:Ljava/lang/String; = "journal-6"


# instance fields
.field private final desk$delegate:Lkotlin/Lazy;

.field private final grants$delegate:Lkotlin/Lazy;

.field private final ledger$delegate:Lkotlin/Lazy;

.field private final ops$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->Companion:Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;

    .line 154
    const/4 v0, 0x6

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "negotiate"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "get_provider_info"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "get_operation"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x5

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->METHODS:Ljava/util/Set;

    .line 155
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "large_results"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->OFFERED:Ljava/util/Set;

    .line 156
    sget-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda4;->INSTANCE:Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda4;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->INFO$delegate:Lkotlin/Lazy;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/trailmark/logbook/cetp/JournalToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->ops$delegate:Lkotlin/Lazy;

    .line 24
    new-instance v0, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/trailmark/logbook/cetp/JournalToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->ledger$delegate:Lkotlin/Lazy;

    .line 25
    new-instance v0, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/trailmark/logbook/cetp/JournalToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->grants$delegate:Lkotlin/Lazy;

    .line 26
    new-instance v0, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/trailmark/logbook/cetp/JournalToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->desk$delegate:Lkotlin/Lazy;

    .line 21
    return-void
.end method

.method public static final INFO_delegate$lambda$0()Lorg/json/JSONObject;
    .registers 4

    .line 157
    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->INSTANCE:Lapp/trailmark/logbook/cetp/JournalTools;

    invoke-virtual {v3}, Lapp/trailmark/logbook/cetp/JournalTools;->getScopes()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.trailmark.logbook.journal"

    const-string v1, "Trailmark Journal"

    const-string v2, "A hiking journal with daily sensor logs"

    invoke-static {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getINFO$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 21
    sget-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->INFO$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method private final callerOf(ILandroid/os/Bundle;)Lapp/trailmark/logbook/cetp/Caller;
    .registers 9

    .line 43
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v1, v0

    .line 44
    invoke-static {p2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getCallingPackage(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    invoke-virtual {v1, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    const/4 v0, 0x0

    return-object v0

    :cond_3
    move-object v2, v0

    .line 45
    new-instance v3, Lapp/trailmark/logbook/cetp/Caller;

    invoke-direct {v3, p1, v2}, Lapp/trailmark/logbook/cetp/Caller;-><init>(ILjava/lang/String;)V

    move-object v4, v3

    .line 162
    const/4 v5, 0x0

    .line 45
    sget-object v0, Lapp/trailmark/logbook/cetp/Trust;->INSTANCE:Lapp/trailmark/logbook/cetp/Trust;

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/cetp/Trust;->pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v3

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method private final cancelOperation(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;
    .registers 7

    .line 119
    invoke-direct {p0, p1}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->operationFor(Lapp/trailmark/logbook/cetp/Call;)Lapp/trailmark/logbook/data/Operation;

    move-result-object v0

    if-nez v0, :cond_0

    .line 120
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "No operation with that id for this request_id."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_0
    move-object v4, v0

    .line 121
    invoke-virtual {v4}, Lapp/trailmark/logbook/data/Operation;->getTerminal()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->CONFLICT:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "The operation has already ended."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :cond_1
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getOps()Lapp/trailmark/logbook/data/OperationStore;

    move-result-object v0

    invoke-virtual {v4}, Lapp/trailmark/logbook/data/Operation;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/data/OperationStore;->requestCancel(Ljava/lang/String;)V

    .line 123
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v4}, Lapp/trailmark/logbook/data/Operation;->getId()Ljava/lang/String;

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

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final desk_delegate$lambda$0(Lapp/trailmark/logbook/cetp/JournalToolProvider;)Lapp/trailmark/logbook/cetp/JournalDesk;
    .registers 9

    .line 27
    new-instance v0, Lapp/trailmark/logbook/cetp/JournalDesk;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v2

    new-instance v3, Lapp/trailmark/logbook/data/SqlJournal;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v5

    invoke-static {v5}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v5

    invoke-direct {v3, v5}, Lapp/trailmark/logbook/data/SqlJournal;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    check-cast v3, Lapp/trailmark/logbook/data/Journal;

    new-instance v4, Lapp/trailmark/logbook/data/AuditLog;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v6

    invoke-static {v6}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v6

    invoke-direct {v4, v6}, Lapp/trailmark/logbook/data/AuditLog;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getOps()Lapp/trailmark/logbook/data/OperationStore;

    move-result-object v5

    new-instance v6, Lapp/trailmark/logbook/cetp/JournalSettings;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v7

    invoke-direct {v6, v7}, Lapp/trailmark/logbook/cetp/JournalSettings;-><init>(Landroid/content/Context;)V

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    invoke-direct/range {v0 .. v5}, Lapp/trailmark/logbook/cetp/JournalDesk;-><init>(Landroid/content/Context;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/cetp/JournalSettings;)V

    return-object v0
.end method

.method private final execute(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;
    .registers 19

    .line 70
    sget-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->INSTANCE:Lapp/trailmark/logbook/cetp/JournalTools;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/JournalTools;->getBook()Lapp/trailmark/logbook/cetp/ToolBook;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/ToolBook;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    if-nez v0, :cond_0

    .line 71
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Trailmark has no journal tool by that name."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 70
    :cond_0
    move-object v11, v0

    .line 72
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/ProtocolKt;->parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    .line 73
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "args must be a JSON object within max_request_bytes."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 72
    :cond_1
    move-object v12, v0

    .line 74
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getGrants()Lapp/trailmark/logbook/cetp/Grants;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Call;->getCaller()Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v11}, Lapp/trailmark/logbook/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v13

    .line 75
    move-object v0, v13

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

    .line 76
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/trailmark/logbook/cetp/ErrorCode;

    move-object v2, v13

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/16 v9, 0x3f

    const/4 v10, 0x0

    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Turn on "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " for this assistant in Trailmark."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object v15, v0

    const/16 v16, 0x0

    .line 79
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getHeld()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    move-object/from16 v2, p1

    invoke-virtual {v0, v15, v2}, Lapp/trailmark/logbook/cetp/HeldCalls;->redeem(Ljava/lang/String;Lapp/trailmark/logbook/cetp/Call;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v0

    if-nez v0, :cond_4

    .line 80
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "resume_token is unknown, used, expired or for another call."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_4
    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    move-object v14, v0

    .line 82
    if-eqz v14, :cond_7

    .line 83
    invoke-virtual {v14}, Lapp/trailmark/logbook/cetp/HeldCall;->getDecision()Lapp/trailmark/logbook/cetp/Decision;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/Decision;->APPROVED:Lapp/trailmark/logbook/cetp/Decision;

    if-eq v0, v1, :cond_6

    .line 84
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->USER_CANCELLED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "The user did not approve this call."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_6
    move-object/from16 v0, p0

    move-object/from16 v2, p1

    const/4 v4, 0x1

    invoke-direct {v0, v11, v2, v12, v4}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->mutate(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 88
    :cond_7
    invoke-virtual {v11}, Lapp/trailmark/logbook/cetp/ToolSpec;->getEffect()Lapp/trailmark/logbook/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_8

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    const/4 v4, 0x0

    invoke-direct {v0, v11, v2, v12, v4}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 89
    :cond_8
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getExpired()Z

    move-result v0

    if-eqz v0, :cond_9

    .line 90
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "The deadline passed before anything changed."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :cond_9
    move-object/from16 v0, p0

    move-object/from16 v2, p1

    const/4 v4, 0x0

    invoke-direct {v0, v11, v2, v12, v4}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->mutate(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 4

    .line 22
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    .line 162
    const/4 v2, 0x0

    .line 22
    const-string v2, "not attached"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    return-object v0
.end method

.method private final getDesk()Lapp/trailmark/logbook/cetp/JournalDesk;
    .registers 3

    .line 26
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->desk$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/JournalDesk;

    return-object v0
.end method

.method private final getGrants()Lapp/trailmark/logbook/cetp/Grants;
    .registers 3

    .line 25
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->grants$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/Grants;

    return-object v0
.end method

.method private final getHeld()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 2

    .line 29
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/HeldBooks;->getJournal()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    return-object v0
.end method

.method private final getLedger()Lapp/trailmark/logbook/data/RequestLedger;
    .registers 3

    .line 24
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->ledger$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/data/RequestLedger;

    return-object v0
.end method

.method private final getOperation(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;
    .registers 6

    .line 113
    invoke-direct {p0, p1}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->operationFor(Lapp/trailmark/logbook/cetp/Call;)Lapp/trailmark/logbook/data/Operation;

    move-result-object v0

    if-nez v0, :cond_0

    .line 114
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "No operation with that id for this request_id."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_0
    move-object v3, v0

    .line 115
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v3}, Lapp/trailmark/logbook/data/Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final getOps()Lapp/trailmark/logbook/data/OperationStore;
    .registers 3

    .line 23
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->ops$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/data/OperationStore;

    return-object v0
.end method

.method public static final grants_delegate$lambda$0(Lapp/trailmark/logbook/cetp/JournalToolProvider;)Lapp/trailmark/logbook/cetp/Grants;
    .registers 3

    .line 25
    new-instance v0, Lapp/trailmark/logbook/cetp/Grants;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/Grants;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static final ledger_delegate$lambda$0(Lapp/trailmark/logbook/cetp/JournalToolProvider;)Lapp/trailmark/logbook/data/RequestLedger;
    .registers 3

    .line 24
    new-instance v0, Lapp/trailmark/logbook/data/RequestLedger;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/data/RequestLedger;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    return-object v0
.end method

.method private final mutate(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Landroid/os/Bundle;
    .registers 12

    .line 96
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getLedger()Lapp/trailmark/logbook/data/RequestLedger;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/trailmark/logbook/data/Claim;

    move-result-object v4

    .line 97
    sget-object v1, Lapp/trailmark/logbook/data/Claim$Fresh;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Fresh;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 98
    sget-object v1, Lapp/trailmark/logbook/data/Claim$Running;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Running;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->CONFLICT:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "This request is still running."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_0
    sget-object v1, Lapp/trailmark/logbook/data/Claim$Mismatch;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Mismatch;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 100
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "request_id was already used for a different call."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 101
    :cond_1
    instance-of v0, v4, Lapp/trailmark/logbook/data/Claim$Finished;

    if-eqz v0, :cond_2

    move-object v0, v4

    check-cast v0, Lapp/trailmark/logbook/data/Claim$Finished;

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/Claim$Finished;->getOutcome()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/ProtocolKt;->replayOf(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 103
    :cond_3
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v4

    .line 104
    invoke-static {v4}, Lapp/trailmark/logbook/cetp/ProtocolKt;->outcomeJson(Lapp/trailmark/logbook/cetp/ToolResult;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v5, v0

    .line 162
    const/4 v6, 0x0

    .line 104
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getLedger()Lapp/trailmark/logbook/data/RequestLedger;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v5}, Lapp/trailmark/logbook/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_4
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getLedger()Lapp/trailmark/logbook/data/RequestLedger;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/data/RequestLedger;->release(Ljava/lang/String;)V

    .line 105
    :goto_0
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v4, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final operationFor(Lapp/trailmark/logbook/cetp/Call;)Lapp/trailmark/logbook/data/Operation;
    .registers 7

    .line 110
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/BundlesKt;->getOperationId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v3, v0

    .line 162
    const/4 v4, 0x0

    .line 110
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getOps()Lapp/trailmark/logbook/data/OperationStore;

    move-result-object v0

    invoke-virtual {v0, v3}, Lapp/trailmark/logbook/data/OperationStore;->find(Ljava/lang/String;)Lapp/trailmark/logbook/data/Operation;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v2, v0

    move-object v3, v2

    .line 162
    const/4 v4, 0x0

    .line 110
    invoke-virtual {v3}, Lapp/trailmark/logbook/data/Operation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public static final ops_delegate$lambda$0(Lapp/trailmark/logbook/cetp/JournalToolProvider;)Lapp/trailmark/logbook/data/OperationStore;
    .registers 3

    .line 23
    new-instance v0, Lapp/trailmark/logbook/data/OperationStore;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/data/OperationStore;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    return-object v0
.end method

.method private final run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 13

    .line 128
    :try_start_0
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getConfirmation()Lapp/trailmark/logbook/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/Confirmation;->ALWAYS:Lapp/trailmark/logbook/cetp/Confirmation;

    if-ne v0, v1, :cond_0

    if-nez p4, :cond_0

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getDesk()Lapp/trailmark/logbook/cetp/JournalDesk;

    move-result-object v0

    invoke-virtual {v0, p2, p3}, Lapp/trailmark/logbook/cetp/JournalDesk;->confirmStep(Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getDesk()Lapp/trailmark/logbook/cetp/JournalDesk;

    move-result-object v0

    invoke-virtual {v0, p1, p2, p3}, Lapp/trailmark/logbook/cetp/JournalDesk;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    :goto_0
    move-object v6, v0
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/NoSuchElementException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/ClassCastException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_3

    goto/16 :goto_1

    .line 129
    :catch_0
    move-exception v7

    .line 130
    new-instance v6, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "args do not fit "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\'s input schema."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v6, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v6, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_1

    .line 131
    :catch_1
    move-exception v7

    .line 132
    new-instance v6, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "args lack a field "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " requires."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v6, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v6, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_1

    .line 133
    :catch_2
    move-exception v7

    .line 134
    new-instance v6, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "args do not fit "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\'s input schema."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v6, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v6, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_1

    .line 135
    :catch_3
    move-exception v7

    .line 136
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "journal tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v7

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "TrailTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 137
    new-instance v6, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/trailmark/logbook/cetp/ErrorCode;

    move-object v3, v7

    check-cast v3, Ljava/lang/Throwable;

    invoke-static {v3}, Lapp/trailmark/logbook/cetp/ErrorsKt;->getPublicReason(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v6, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v6, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 138
    :goto_1
    return-object v6
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;)Landroid/os/Bundle;
    .registers 13

    .line 49
    sget-object v0, Lapp/trailmark/logbook/cetp/JournalToolProvider;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-static {p2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Trailmark has no such method."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 50
    :cond_0
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p3}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v1

    sget-object v4, Lapp/trailmark/logbook/cetp/JournalToolProvider;->OFFERED:Ljava/util/Set;

    const-string v2, "app.trailmark.logbook.journal"

    const-string v3, "Trailmark Journal"

    invoke-static {p2, v1, v2, v3, v4}, Lapp/trailmark/logbook/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_1
    invoke-static {p2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    if-eqz v5, :cond_2

    move-object v7, v5

    .line 162
    const/4 v8, 0x0

    .line 51
    return-object v7

    .line 52
    :cond_2
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->INSTANCE:Lapp/trailmark/logbook/cetp/Sessions;

    invoke-static {p2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v2

    const-string v3, "app.trailmark.logbook.journal"

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/trailmark/logbook/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 53
    invoke-static {p2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :cond_3
    move-object v5, v0

    .line 54
    sget-object v0, Lapp/trailmark/logbook/cetp/Call;->Companion:Lapp/trailmark/logbook/cetp/Call$Companion;

    const-string v3, "app.trailmark.logbook.journal"

    invoke-virtual {v0, p2, p3, v3, v5}, Lapp/trailmark/logbook/cetp/Call$Companion;->admit(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;)Lapp/trailmark/logbook/cetp/Call;

    move-result-object v6

    .line 55
    move-object v7, p1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    .line 56
    :cond_4
    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/JournalToolProvider;->Companion:Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;

    invoke-static {v1}, Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;->access$getINFO(Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 57
    :cond_5
    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/trailmark/logbook/cetp/JournalTools;->INSTANCE:Lapp/trailmark/logbook/cetp/JournalTools;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/JournalTools;->getBook()Lapp/trailmark/logbook/cetp/ToolBook;

    move-result-object v2

    const-string v4, "async_operations"

    invoke-virtual {v6, v4}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v3

    const-string v1, "journal-6"

    invoke-static {v1, v2, v3}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ToolBook;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 58
    :cond_6
    invoke-direct {p0, v6}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->execute(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 60
    :cond_7
    const-string v1, "async_operations"

    invoke-virtual {v6, v1}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-direct {p0, v6}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->getOperation(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    :cond_8
    const-string v2, "async_operations was not negotiated."

    invoke-direct {p0, v6, v2}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->unsupported(Lapp/trailmark/logbook/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 62
    :goto_0
    const-string v1, "cancellation"

    invoke-virtual {v6, v1}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_9

    invoke-direct {p0, v6}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->cancelOperation(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    :cond_9
    const-string v2, "cancellation was not negotiated."

    invoke-direct {p0, v6, v2}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->unsupported(Lapp/trailmark/logbook/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 55
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final unsupported(Lapp/trailmark/logbook/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 67
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/trailmark/logbook/cetp/ErrorCode;

    invoke-static {v0, v1, p2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v3, v0

    .line 35
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 36
    invoke-direct {p0, v4, v3}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->callerOf(ILandroid/os/Bundle;)Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 37
    invoke-static {v3}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Trailmark does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 36
    :cond_1
    move-object v5, v0

    .line 38
    invoke-direct {p0, p1, v3, v5}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 146
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 142
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 144
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 31
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 140
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 148
    const/4 v0, 0x0

    return v0
.end method
