.class public final Lapp/trailmark/logbook/cetp/RoutesToolProvider;
.super Landroid/content/ContentProvider;
.source "RoutesToolProvider.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;

.field private static final INFO$delegate:Lkotlin/Lazy;

.field private static final METHODS:Ljava/util/Set;

.field private static final OFFERED:Ljava/util/Set;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.trailmark.logbook"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Trailmark Routes"

.field private static final REVISION:Ljava/lang/String; = "routes-4"


# instance fields
.field private final audit$delegate:Lkotlin/Lazy;

.field private final desk$delegate:Lkotlin/Lazy;

.field private final grants$delegate:Lkotlin/Lazy;

.field private final ledger$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->Companion:Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;

    .line 135
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

    sput-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->METHODS:Ljava/util/Set;

    .line 136
    const-string v0, "large_results"

    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->OFFERED:Ljava/util/Set;

    .line 137
    sget-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda5;->INSTANCE:Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda5;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->INFO$delegate:Lkotlin/Lazy;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 22
    new-instance v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->audit$delegate:Lkotlin/Lazy;

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->ledger$delegate:Lkotlin/Lazy;

    .line 24
    new-instance v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->grants$delegate:Lkotlin/Lazy;

    .line 25
    new-instance v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->desk$delegate:Lkotlin/Lazy;

    .line 20
    return-void
.end method

.method public static final INFO_delegate$lambda$0()Lorg/json/JSONObject;
    .registers 4

    .line 138
    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->INSTANCE:Lapp/trailmark/logbook/cetp/RouteTools;

    invoke-virtual {v3}, Lapp/trailmark/logbook/cetp/RouteTools;->getScopes()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.trailmark.logbook"

    const-string v1, "Trailmark Routes"

    const-string v2, "Saved hiking routes and their recorded tracks"

    invoke-static {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getINFO$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 20
    sget-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->INFO$delegate:Lkotlin/Lazy;

    return-object v0
.end method

.method public static final audit_delegate$lambda$0(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)Lapp/trailmark/logbook/data/AuditLog;
    .registers 3

    .line 22
    new-instance v0, Lapp/trailmark/logbook/data/AuditLog;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/data/AuditLog;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    return-object v0
.end method

.method private final callerOf(I)Lapp/trailmark/logbook/cetp/Caller;
    .registers 8

    .line 40
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getContext()Landroid/content/Context;

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

    .line 41
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v2, v0

    .line 42
    new-instance v3, Lapp/trailmark/logbook/cetp/Caller;

    invoke-direct {v3, p1, v2}, Lapp/trailmark/logbook/cetp/Caller;-><init>(ILjava/lang/String;)V

    move-object v4, v3

    .line 143
    const/4 v5, 0x0

    .line 42
    sget-object v0, Lapp/trailmark/logbook/cetp/Trust;->INSTANCE:Lapp/trailmark/logbook/cetp/Trust;

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/cetp/Trust;->pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v3

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public static final desk_delegate$lambda$0(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)Lapp/trailmark/logbook/cetp/RouteDesk;
    .registers 7

    .line 25
    new-instance v0, Lapp/trailmark/logbook/cetp/RouteDesk;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    new-instance v2, Lapp/trailmark/logbook/data/AuditedRouteStore;

    new-instance v3, Lapp/trailmark/logbook/data/SqlRouteStore;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v5

    invoke-static {v5}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v5

    invoke-direct {v3, v5}, Lapp/trailmark/logbook/data/SqlRouteStore;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    check-cast v3, Lapp/trailmark/logbook/data/RouteStore;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getAudit()Lapp/trailmark/logbook/data/AuditLog;

    move-result-object v4

    invoke-direct {v2, v3, v4}, Lapp/trailmark/logbook/data/AuditedRouteStore;-><init>(Lapp/trailmark/logbook/data/RouteStore;Lapp/trailmark/logbook/data/AuditLog;)V

    check-cast v2, Lapp/trailmark/logbook/data/RouteStore;

    invoke-direct {v0, v1, v2}, Lapp/trailmark/logbook/cetp/RouteDesk;-><init>(Landroid/content/Context;Lapp/trailmark/logbook/data/RouteStore;)V

    return-object v0
.end method

.method private final execute(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;
    .registers 19

    .line 61
    sget-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->INSTANCE:Lapp/trailmark/logbook/cetp/RouteTools;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/RouteTools;->getBook()Lapp/trailmark/logbook/cetp/ToolBook;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/ToolBook;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    if-nez v0, :cond_0

    .line 62
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Trailmark has no route tool by that name."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :cond_0
    move-object v11, v0

    .line 63
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/ProtocolKt;->parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    .line 64
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "args must be a JSON object within max_request_bytes."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :cond_1
    move-object v12, v0

    .line 65
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getGrants()Lapp/trailmark/logbook/cetp/Grants;

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

    .line 66
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

    .line 67
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

    .line 69
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object v15, v0

    const/16 v16, 0x0

    .line 70
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getHeld()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    move-object/from16 v2, p1

    invoke-virtual {v0, v15, v2}, Lapp/trailmark/logbook/cetp/HeldCalls;->redeem(Ljava/lang/String;Lapp/trailmark/logbook/cetp/Call;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v0

    if-nez v0, :cond_4

    .line 71
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "resume_token is unknown, used, expired or for another call."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 69
    :cond_4
    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    move-object v14, v0

    .line 73
    if-eqz v14, :cond_8

    .line 74
    invoke-virtual {v14}, Lapp/trailmark/logbook/cetp/HeldCall;->getDecision()Lapp/trailmark/logbook/cetp/Decision;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/Decision;->APPROVED:Lapp/trailmark/logbook/cetp/Decision;

    if-eq v0, v1, :cond_6

    .line 75
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->USER_CANCELLED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "The user did not approve this call."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :cond_6
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getExpired()Z

    move-result v0

    if-eqz v0, :cond_7

    .line 78
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "The deadline passed before anything changed."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 80
    :cond_7
    move-object/from16 v0, p0

    move-object/from16 v2, p1

    const/4 v4, 0x1

    invoke-direct {v0, v11, v2, v12, v4}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->mutate(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :cond_8
    invoke-virtual {v11}, Lapp/trailmark/logbook/cetp/ToolSpec;->getEffect()Lapp/trailmark/logbook/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_9

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    const/4 v4, 0x0

    invoke-direct {v0, v11, v2, v12, v4}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :cond_9
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getExpired()Z

    move-result v0

    if-eqz v0, :cond_a

    .line 84
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "The deadline passed before anything changed."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_a
    move-object/from16 v0, p0

    move-object/from16 v2, p1

    const/4 v4, 0x0

    invoke-direct {v0, v11, v2, v12, v4}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->mutate(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final getAudit()Lapp/trailmark/logbook/data/AuditLog;
    .registers 3

    .line 22
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->audit$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/data/AuditLog;

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 4

    .line 21
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    .line 143
    const/4 v2, 0x0

    .line 21
    const-string v2, "not attached"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    return-object v0
.end method

.method private final getDesk()Lapp/trailmark/logbook/cetp/RouteDesk;
    .registers 3

    .line 25
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->desk$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/RouteDesk;

    return-object v0
.end method

.method private final getGrants()Lapp/trailmark/logbook/cetp/Grants;
    .registers 3

    .line 24
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->grants$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/Grants;

    return-object v0
.end method

.method private final getHeld()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 2

    .line 26
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/HeldBooks;->getRoutes()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    return-object v0
.end method

.method private final getLedger()Lapp/trailmark/logbook/data/RequestLedger;
    .registers 3

    .line 23
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->ledger$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/data/RequestLedger;

    return-object v0
.end method

.method public static final grants_delegate$lambda$0(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)Lapp/trailmark/logbook/cetp/Grants;
    .registers 3

    .line 24
    new-instance v0, Lapp/trailmark/logbook/cetp/Grants;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/Grants;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static final ledger_delegate$lambda$0(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)Lapp/trailmark/logbook/data/RequestLedger;
    .registers 3

    .line 23
    new-instance v0, Lapp/trailmark/logbook/data/RequestLedger;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/data/RequestLedger;-><init>(Lapp/trailmark/logbook/data/TrailDb;)V

    return-object v0
.end method

.method private final mutate(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Landroid/os/Bundle;
    .registers 14

    .line 90
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getLedger()Lapp/trailmark/logbook/data/RequestLedger;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/trailmark/logbook/data/Claim;

    move-result-object v4

    .line 91
    sget-object v1, Lapp/trailmark/logbook/data/Claim$Fresh;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Fresh;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 92
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

    .line 93
    :cond_0
    sget-object v1, Lapp/trailmark/logbook/data/Claim$Mismatch;->INSTANCE:Lapp/trailmark/logbook/data/Claim$Mismatch;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 94
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_REQUEST:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "request_id was already used for a different call."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
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

    .line 90
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 97
    :cond_3
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v4

    .line 98
    invoke-static {v4}, Lapp/trailmark/logbook/cetp/ProtocolKt;->outcomeJson(Lapp/trailmark/logbook/cetp/ToolResult;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v7, v0

    .line 143
    const/4 v8, 0x0

    .line 98
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getLedger()Lapp/trailmark/logbook/data/RequestLedger;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v7}, Lapp/trailmark/logbook/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_4
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getLedger()Lapp/trailmark/logbook/data/RequestLedger;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/data/RequestLedger;->release(Ljava/lang/String;)V

    .line 99
    :goto_0
    instance-of v0, v4, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    if-eqz v0, :cond_5

    .line 100
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getCaller()Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v0

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v5

    .line 101
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "request/"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 102
    sget-object v0, Lapp/trailmark/logbook/cetp/Workers;->INSTANCE:Lapp/trailmark/logbook/cetp/Workers;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Workers;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0, v5, p1, v6}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;ILapp/trailmark/logbook/cetp/ToolSpec;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 104
    :cond_5
    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v4, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->toReply(Lapp/trailmark/logbook/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final mutate$lambda$1(Lapp/trailmark/logbook/cetp/RoutesToolProvider;ILapp/trailmark/logbook/cetp/ToolSpec;Ljava/lang/String;)V
    .registers 6

    .line 102
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getAudit()Lapp/trailmark/logbook/data/AuditLog;

    move-result-object v0

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, p1, v1, p3}, Lapp/trailmark/logbook/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method private final run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;Z)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 14

    .line 109
    :try_start_0
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getConfirmation()Lapp/trailmark/logbook/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/Confirmation;->ALWAYS:Lapp/trailmark/logbook/cetp/Confirmation;

    if-ne v0, v1, :cond_0

    if-nez p4, :cond_0

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getDesk()Lapp/trailmark/logbook/cetp/RouteDesk;

    move-result-object v0

    invoke-virtual {v0, p2, p3}, Lapp/trailmark/logbook/cetp/RouteDesk;->confirmStep(Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->getDesk()Lapp/trailmark/logbook/cetp/RouteDesk;

    move-result-object v0

    invoke-virtual {v0, p1, p2, p3}, Lapp/trailmark/logbook/cetp/RouteDesk;->run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    :goto_0
    move-object v7, v0
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/NoSuchElementException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/ClassCastException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_3

    goto/16 :goto_1

    .line 110
    :catch_0
    move-exception v8

    .line 111
    new-instance v7, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

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

    invoke-direct {v7, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v7, Lapp/trailmark/logbook/cetp/ToolResult;

    goto/16 :goto_1

    .line 112
    :catch_1
    move-exception v8

    .line 113
    new-instance v7, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

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

    invoke-direct {v7, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v7, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_1

    .line 114
    :catch_2
    move-exception v8

    .line 115
    new-instance v7, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

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

    invoke-direct {v7, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v7, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_1

    .line 116
    :catch_3
    move-exception v8

    .line 117
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "route tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v8

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "TrailTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 118
    new-instance v7, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/trailmark/logbook/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    move-object v4, v8

    check-cast v4, Ljava/lang/Throwable;

    invoke-static {v4}, Lapp/trailmark/logbook/cetp/ErrorsKt;->getReason(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Trailmark could not finish "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ": "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v7, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v7, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 119
    :goto_1
    return-object v7
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;)Landroid/os/Bundle;
    .registers 13

    .line 46
    sget-object v0, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->METHODS:Ljava/util/Set;

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

    .line 47
    :cond_0
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p3}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v1

    sget-object v4, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->OFFERED:Ljava/util/Set;

    const-string v2, "app.trailmark.logbook"

    const-string v3, "Trailmark Routes"

    invoke-static {p2, v1, v2, v3, v4}, Lapp/trailmark/logbook/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_1
    invoke-static {p2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    if-eqz v5, :cond_2

    move-object v7, v5

    .line 143
    const/4 v8, 0x0

    .line 48
    return-object v7

    .line 49
    :cond_2
    sget-object v0, Lapp/trailmark/logbook/cetp/Sessions;->INSTANCE:Lapp/trailmark/logbook/cetp/Sessions;

    invoke-static {p2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v2

    const-string v3, "app.trailmark.logbook"

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/trailmark/logbook/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 50
    invoke-static {p2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 49
    :cond_3
    move-object v5, v0

    .line 51
    sget-object v0, Lapp/trailmark/logbook/cetp/Call;->Companion:Lapp/trailmark/logbook/cetp/Call$Companion;

    const-string v3, "app.trailmark.logbook"

    invoke-virtual {v0, p2, p3, v3, v5}, Lapp/trailmark/logbook/cetp/Call$Companion;->admit(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;)Lapp/trailmark/logbook/cetp/Call;

    move-result-object v6

    .line 52
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

    .line 53
    :cond_4
    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->Companion:Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;

    invoke-static {v1}, Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;->access$getINFO(Lapp/trailmark/logbook/cetp/RoutesToolProvider$Companion;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 54
    :cond_5
    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/trailmark/logbook/cetp/RouteTools;->INSTANCE:Lapp/trailmark/logbook/cetp/RouteTools;

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/RouteTools;->getBook()Lapp/trailmark/logbook/cetp/ToolBook;

    move-result-object v2

    const-string v4, "async_operations"

    invoke-virtual {v6, v4}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v3

    const-string v1, "routes-4"

    invoke-static {v1, v2, v3}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ToolBook;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 55
    :cond_6
    invoke-direct {p0, v6}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->execute(Lapp/trailmark/logbook/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 56
    :goto_0
    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Route tools have no background operations."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 52
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v3, v0

    .line 32
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 33
    invoke-direct {p0, v4}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->callerOf(I)Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 34
    invoke-static {v3}, Lapp/trailmark/logbook/cetp/BundlesKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "Trailmark does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 33
    :cond_1
    move-object v5, v0

    .line 35
    invoke-direct {p0, p1, v3, v5}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 127
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 123
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 125
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 28
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 121
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 129
    const/4 v0, 0x0

    return v0
.end method
