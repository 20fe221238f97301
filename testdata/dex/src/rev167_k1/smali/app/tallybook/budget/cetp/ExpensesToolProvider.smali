.class public final Lapp/tallybook/budget/cetp/ExpensesToolProvider;
.super Landroid/content/ContentProvider;
.source "ExpensesToolProvider.kt"


# static fields
.field public static final Companion:Lapp/tallybook/budget/cetp/ExpensesToolProvider$Companion;

.field private static final INFO:Lorg/json/JSONObject;

.field private static final OFFERED:Ljava/util/Set;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.tallybook.budget"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Tallybook Expenses"

.field private static final REVISION:Ljava/lang/String; = "expenses-7"


# instance fields
.field private desk:Lapp/tallybook/budget/cetp/ExpenseDesk;

.field private grants:Lapp/tallybook/budget/cetp/Grants;

.field private ledger:Lapp/tallybook/budget/data/RequestLedger;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ExpensesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->Companion:Lapp/tallybook/budget/cetp/ExpensesToolProvider$Companion;

    .line 136
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->OFFERED:Ljava/util/Set;

    .line 138
    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools;

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/ExpenseTools;->getScopes()Ljava/util/List;

    move-result-object v3

    .line 137
    const-string v0, "app.tallybook.budget"

    const-string v1, "Tallybook Expenses"

    const-string v2, "Record and review household expenses"

    invoke-static {v0, v1, v2, v3}, Lapp/tallybook/budget/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private final askForGrant(Lapp/tallybook/budget/cetp/Call;Ljava/util/List;)Landroid/os/Bundle;
    .registers 21

    .line 112
    new-instance v14, Landroid/content/Intent;

    invoke-direct {v14}, Landroid/content/Intent;-><init>()V

    const/4 v15, 0x0

    .line 146
    const-class v2, Lapp/tallybook/budget/cetp/GrantActivity;

    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.tallybook.budget"

    invoke-virtual {v14, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "setClassName(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 113
    const/4 v1, 0x2

    new-array v14, v1, [Lkotlin/Pair;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Call;->getCaller()Lapp/tallybook/budget/cetp/Caller;

    move-result-object v4

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v4

    const-string v3, "app.tallybook.budget.extra.GRANT_PACKAGE"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v14, v2

    .line 114
    move-object/from16 v4, p2

    check-cast v4, Ljava/lang/Iterable;

    const-string v5, ","

    check-cast v5, Ljava/lang/CharSequence;

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x3e

    const/4 v12, 0x0

    invoke-static/range {v4 .. v12}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "app.tallybook.budget.extra.GRANT_SCOPES"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v14, v2

    .line 112
    invoke-static {v0, v14}, Lapp/tallybook/budget/cetp/ScreensKt;->withExtras(Landroid/content/Intent;[Lkotlin/Pair;)Landroid/content/Intent;

    move-result-object v13

    .line 116
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    move-object v0, v13

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/tallybook/budget/cetp/ScreensKt;->toPending$default(Landroid/content/Intent;Landroid/content/Context;IIILjava/lang/Object;)Landroid/app/PendingIntent;

    move-result-object v14

    .line 117
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    const-string v2, "error"

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->putEnvelope(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 118
    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->AUTH_REQUIRED:Lapp/tallybook/budget/cetp/ErrorCode;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/Call;->getCaller()Lapp/tallybook/budget/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p2

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

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " to use "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " in Tallybook."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/tallybook/budget/cetp/ProtocolKt;->putError$default(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v15

    .line 119
    move-object/from16 v16, v15

    .line 143
    const/16 v17, 0x0

    .line 119
    move-object v2, v14

    check-cast v2, Landroid/os/Parcelable;

    move-object/from16 v0, v16

    const-string v1, "resolution"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 117
    return-object v15
.end method

.method private final callerOf(I)Lapp/tallybook/budget/cetp/Caller;
    .registers 14

    .line 41
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->getContext()Landroid/content/Context;

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

    .line 42
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v3, v0

    move-object v4, v3

    .line 143
    const/4 v5, 0x0

    .line 42
    sget-object v0, Lapp/tallybook/budget/cetp/Trust;->INSTANCE:Lapp/tallybook/budget/cetp/Trust;

    invoke-virtual {v0, v1, v4}, Lapp/tallybook/budget/cetp/Trust;->pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v3

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_7

    .line 43
    :cond_3
    invoke-virtual {v1, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_6

    move-object v5, v0

    const/4 v6, 0x0

    .line 144
    const/4 v7, 0x0

    array-length v8, v5

    :goto_1
    if-ge v7, v8, :cond_5

    aget-object v9, v5, v7

    move-object v10, v9

    const/4 v11, 0x0

    .line 43
    sget-object v0, Lapp/tallybook/budget/cetp/Trust;->INSTANCE:Lapp/tallybook/budget/cetp/Trust;

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1, v10}, Lapp/tallybook/budget/cetp/Trust;->pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    .line 144
    if-eqz v0, :cond_4

    move-object v0, v9

    goto :goto_2

    :cond_4
    add-int/lit8 v7, v7, 0x1

    goto :goto_1

    .line 145
    :cond_5
    const/4 v0, 0x0

    .line 43
    :goto_2
    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    .line 42
    :goto_3
    if-nez v0, :cond_7

    .line 44
    const/4 v0, 0x0

    return-object v0

    .line 42
    :cond_7
    move-object v2, v0

    .line 45
    new-instance v0, Lapp/tallybook/budget/cetp/Caller;

    invoke-direct {v0, p1, v2}, Lapp/tallybook/budget/cetp/Caller;-><init>(ILjava/lang/String;)V

    return-object v0
.end method

.method private final execute(Lapp/tallybook/budget/cetp/Call;)Landroid/os/Bundle;
    .registers 25

    .line 67
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequest()Lapp/tallybook/budget/cetp/ToolRequest;

    move-result-object v11

    invoke-virtual {v11}, Lapp/tallybook/budget/cetp/ToolRequest;->component1()Ljava/lang/String;

    move-result-object v12

    invoke-virtual {v11}, Lapp/tallybook/budget/cetp/ToolRequest;->component2()Ljava/lang/String;

    move-result-object v13

    invoke-virtual {v11}, Lapp/tallybook/budget/cetp/ToolRequest;->component3()Ljava/lang/String;

    move-result-object v14

    .line 68
    sget-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools;

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/ExpenseTools;->getByName()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v12}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/tallybook/budget/cetp/ToolEntry;

    if-nez v0, :cond_0

    .line 69
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Tallybook has no expense tool named "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_0
    move-object v15, v0

    .line 70
    invoke-static {v13}, Lapp/tallybook/budget/cetp/ProtocolKt;->parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    .line 71
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "args must be a JSON object within max_request_bytes."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 70
    :cond_1
    move-object/from16 v16, v0

    .line 72
    move-object v0, v14

    if-eqz v14, :cond_3

    move-object/from16 v19, v0

    const/16 v20, 0x0

    .line 73
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

    move-object/from16 v1, v19

    move-object/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lapp/tallybook/budget/cetp/HeldCalls;->redeem(Ljava/lang/String;Lapp/tallybook/budget/cetp/Call;)Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v0

    if-nez v0, :cond_2

    .line 74
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_REQUEST:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "resume_token is unknown, used or expired."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 72
    :cond_2
    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    move-object/from16 v17, v0

    .line 76
    move-object/from16 v0, v17

    if-eqz v17, :cond_4

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/HeldCall;->getDecision()Lapp/tallybook/budget/cetp/Decision;

    move-result-object v0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    sget-object v1, Lapp/tallybook/budget/cetp/Decision;->DENIED:Lapp/tallybook/budget/cetp/Decision;

    if-ne v0, v1, :cond_5

    .line 77
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->USER_CANCELLED:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "The user declined this call."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->grants:Lapp/tallybook/budget/cetp/Grants;

    if-nez v0, :cond_6

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getCaller()Lapp/tallybook/budget/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v15}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v2

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/tallybook/budget/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v18

    .line 80
    move-object/from16 v0, v18

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x1

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_8

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, v18

    invoke-direct {v0, v1, v2}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->askForGrant(Lapp/tallybook/budget/cetp/Call;Ljava/util/List;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :cond_8
    move-object/from16 v0, p1

    move-object/from16 v8, v17

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/16 v9, 0x3f

    const/4 v10, 0x0

    invoke-static/range {v0 .. v10}, Lapp/tallybook/budget/cetp/Call;->copy$default(Lapp/tallybook/budget/cetp/Call;Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;ILjava/lang/Object;)Lapp/tallybook/budget/cetp/Call;

    move-result-object v19

    .line 82
    invoke-virtual {v15}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/ToolSpec;->getEffect()Lapp/tallybook/budget/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_9

    move-object/from16 v0, p0

    move-object/from16 v2, v19

    move-object/from16 v3, v16

    invoke-direct {v0, v15, v2, v3}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/ProtocolKt;->toReply(Lapp/tallybook/budget/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :cond_9
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getExpired()Z

    move-result v0

    if-eqz v0, :cond_a

    .line 84
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "The deadline passed before anything changed."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_a
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->ledger:Lapp/tallybook/budget/data/RequestLedger;

    if-nez v0, :cond_b

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_b
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v12, v3}, Lapp/tallybook/budget/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/tallybook/budget/data/Claim;

    move-result-object v20

    .line 87
    sget-object v1, Lapp/tallybook/budget/data/Claim$Fresh;->INSTANCE:Lapp/tallybook/budget/data/Claim$Fresh;

    move-object/from16 v0, v20

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_f

    .line 88
    sget-object v1, Lapp/tallybook/budget/data/Claim$Running;->INSTANCE:Lapp/tallybook/budget/data/Claim$Running;

    move-object/from16 v0, v20

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_c

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->CONFLICT:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "This request is still running."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 89
    :cond_c
    sget-object v1, Lapp/tallybook/budget/data/Claim$Mismatch;->INSTANCE:Lapp/tallybook/budget/data/Claim$Mismatch;

    move-object/from16 v0, v20

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    .line 90
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_REQUEST:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "request_id was already used for another call."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 91
    :cond_d
    move-object/from16 v0, v20

    instance-of v0, v0, Lapp/tallybook/budget/data/Claim$Finished;

    if-eqz v0, :cond_e

    move-object/from16 v0, v20

    check-cast v0, Lapp/tallybook/budget/data/Claim$Finished;

    invoke-virtual {v0}, Lapp/tallybook/budget/data/Claim$Finished;->getOutcome()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/tallybook/budget/cetp/ProtocolKt;->replayOf(Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/ProtocolKt;->toReply(Lapp/tallybook/budget/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_e
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 93
    :cond_f
    move-object/from16 v0, p0

    move-object/from16 v2, v19

    move-object/from16 v3, v16

    invoke-direct {v0, v15, v2, v3}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v20

    .line 94
    move-object/from16 v0, v20

    invoke-static {v0}, Lapp/tallybook/budget/cetp/ProtocolKt;->outcomeJson(Lapp/tallybook/budget/cetp/ToolResult;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_11

    move-object/from16 v21, v0

    .line 143
    const/16 v22, 0x0

    .line 94
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->ledger:Lapp/tallybook/budget/data/RequestLedger;

    if-nez v0, :cond_10

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_10
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v21

    invoke-virtual {v0, v1, v2}, Lapp/tallybook/budget/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_3

    :cond_11
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->ledger:Lapp/tallybook/budget/data/RequestLedger;

    if-nez v0, :cond_12

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_12
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/tallybook/budget/data/RequestLedger;->release(Ljava/lang/String;)V

    .line 95
    :goto_3
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v20

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/ProtocolKt;->toReply(Lapp/tallybook/budget/cetp/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final run(Lapp/tallybook/budget/cetp/ToolEntry;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 13

    .line 99
    move-object v6, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v6

    check-cast v0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;

    move-object v7, v0

    .line 143
    const/4 v8, 0x0

    .line 99
    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/ToolEntry;->getRun()Lkotlin/jvm/functions/Function3;

    move-result-object v0

    iget-object v1, v7, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->desk:Lapp/tallybook/budget/cetp/ExpenseDesk;

    if-nez v1, :cond_0

    const-string v1, "desk"

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v1, 0x0

    :cond_0
    invoke-interface {v0, v1, p2, p3}, Lkotlin/jvm/functions/Function3;->invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_0
    move-object v6, v7

    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v6

    goto :goto_2

    :cond_1
    move-object v7, v0

    const/4 v8, 0x0

    .line 101
    instance-of v0, v7, Ljava/lang/IllegalArgumentException;

    if-eqz v0, :cond_2

    .line 102
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v3

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/ToolSpec;->getName()Ljava/lang/String;

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

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    goto :goto_1

    .line 104
    :cond_2
    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "expense tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TallyTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 105
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/tallybook/budget/cetp/ErrorCode;

    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v3

    invoke-virtual {v3}, Lapp/tallybook/budget/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Tallybook could not finish "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    :goto_1
    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    .line 99
    :goto_2
    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    .line 108
    return-object v0
.end method

.method private final serve(Lapp/tallybook/budget/cetp/Method;Landroid/os/Bundle;Lapp/tallybook/budget/cetp/Caller;)Landroid/os/Bundle;
    .registers 14

    .line 49
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 50
    if-nez p1, :cond_0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "Unknown method."

    invoke-static {v5, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_0
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->desk:Lapp/tallybook/budget/cetp/ExpenseDesk;

    if-nez v0, :cond_1

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->UNAVAILABLE:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "Tallybook is still starting."

    invoke-static {v5, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :cond_1
    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/Method;->getNeedsSession()Z

    move-result v0

    if-nez v0, :cond_2

    invoke-virtual {p3}, Lapp/tallybook/budget/cetp/Caller;->getUid()I

    move-result v1

    sget-object v4, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->OFFERED:Ljava/util/Set;

    const-string v2, "app.tallybook.budget"

    const-string v3, "Tallybook Expenses"

    invoke-static {p2, v1, v2, v3, v4}, Lapp/tallybook/budget/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :cond_2
    invoke-static {p2}, Lapp/tallybook/budget/cetp/ProtocolKt;->envelopeProblem(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v6

    if-eqz v6, :cond_3

    move-object v8, v6

    .line 143
    const/4 v9, 0x0

    .line 53
    return-object v8

    .line 54
    :cond_3
    sget-object v0, Lapp/tallybook/budget/cetp/Sessions;->INSTANCE:Lapp/tallybook/budget/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3}, Lapp/tallybook/budget/cetp/Caller;->getUid()I

    move-result v2

    const-string v3, "app.tallybook.budget"

    invoke-virtual {v0, v1, v2, v3}, Lapp/tallybook/budget/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/tallybook/budget/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_4

    .line 55
    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v5, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_4
    move-object v6, v0

    .line 56
    const-string v2, "app.tallybook.budget"

    invoke-static {p2, p3, v2, v6}, Lapp/tallybook/budget/cetp/ProtocolKt;->toCall(Landroid/os/Bundle;Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;)Lapp/tallybook/budget/cetp/Call;

    move-result-object v7

    .line 57
    sget-object v1, Lapp/tallybook/budget/cetp/ExpensesToolProvider$WhenMappings;->$EnumSwitchMapping$0:[I

    move-object v0, v1

    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 58
    :pswitch_0
    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 59
    :pswitch_1
    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/tallybook/budget/cetp/ExpenseTools;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools;

    invoke-virtual {v2}, Lapp/tallybook/budget/cetp/ExpenseTools;->getSpecs()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/util/Collection;

    const-string v1, "expenses-7"

    invoke-static {v1, v2}, Lapp/tallybook/budget/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/Collection;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/ProtocolKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 60
    :pswitch_2
    invoke-direct {p0, v7}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->execute(Lapp/tallybook/budget/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 62
    :pswitch_3
    invoke-virtual {v7}, Lapp/tallybook/budget/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "Expense tools run synchronously."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 57
    :goto_0
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_1
    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_3
        :pswitch_3
    .end packed-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v3, v0

    .line 33
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 34
    invoke-direct {p0, v4}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->callerOf(I)Lapp/tallybook/budget/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 35
    const-string v1, "request_id"

    invoke-virtual {v3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/tallybook/budget/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v2, "Tallybook does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/tallybook/budget/cetp/ProtocolKt;->errorReply(Ljava/lang/String;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :cond_1
    move-object v5, v0

    .line 36
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->Companion:Lapp/tallybook/budget/cetp/Method$Companion;

    invoke-virtual {v1, p1}, Lapp/tallybook/budget/cetp/Method$Companion;->of(Ljava/lang/String;)Lapp/tallybook/budget/cetp/Method;

    move-result-object v1

    invoke-direct {p0, v1, v3, v5}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->serve(Lapp/tallybook/budget/cetp/Method;Landroid/os/Bundle;Lapp/tallybook/budget/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 128
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 124
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 126
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 23
    invoke-virtual {p0}, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v5, v0

    .line 24
    sget-object v0, Lapp/tallybook/budget/data/TallyDb;->Companion:Lapp/tallybook/budget/data/TallyDb$Companion;

    invoke-virtual {v0, v5}, Lapp/tallybook/budget/data/TallyDb$Companion;->get(Landroid/content/Context;)Lapp/tallybook/budget/data/TallyDb;

    move-result-object v6

    .line 25
    new-instance v1, Lapp/tallybook/budget/cetp/ExpenseDesk;

    new-instance v2, Lapp/tallybook/budget/data/ExpenseStore;

    invoke-direct {v2, v6}, Lapp/tallybook/budget/data/ExpenseStore;-><init>(Lapp/tallybook/budget/data/TallyDb;)V

    invoke-direct {v1, v5, v2}, Lapp/tallybook/budget/cetp/ExpenseDesk;-><init>(Landroid/content/Context;Lapp/tallybook/budget/data/ExpenseStore;)V

    iput-object v1, p0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->desk:Lapp/tallybook/budget/cetp/ExpenseDesk;

    .line 26
    new-instance v1, Lapp/tallybook/budget/data/RequestLedger;

    invoke-direct {v1, v6}, Lapp/tallybook/budget/data/RequestLedger;-><init>(Lapp/tallybook/budget/data/TallyDb;)V

    iput-object v1, p0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->ledger:Lapp/tallybook/budget/data/RequestLedger;

    .line 27
    new-instance v1, Lapp/tallybook/budget/cetp/Grants;

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-direct {v1, v5, v2, v3, v4}, Lapp/tallybook/budget/cetp/Grants;-><init>(Landroid/content/Context;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v1, p0, Lapp/tallybook/budget/cetp/ExpensesToolProvider;->grants:Lapp/tallybook/budget/cetp/Grants;

    .line 28
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 122
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 130
    const/4 v0, 0x0

    return v0
.end method
