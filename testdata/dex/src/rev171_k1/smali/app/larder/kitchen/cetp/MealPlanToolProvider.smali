.class public final Lapp/larder/kitchen/cetp/MealPlanToolProvider;
.super Landroid/content/ContentProvider;
.source "MealPlanToolProvider.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/cetp/MealPlanToolProvider$Companion;

.field private static final INFO:Lorg/json/JSONObject;

.field private static final OFFERED:Ljava/util/Set;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.larder.kitchen.meals"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Larder Meal Plan"


# instance fields
.field private final approvals$delegate:Lkotlin/Lazy;

.field private final audit$delegate:Lkotlin/Lazy;

.field private final committer$delegate:Lkotlin/Lazy;

.field private final db$delegate:Lkotlin/Lazy;

.field private final grants$delegate:Lkotlin/Lazy;

.field private final ops$delegate:Lkotlin/Lazy;

.field private final plans$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->Companion:Lapp/larder/kitchen/cetp/MealPlanToolProvider$Companion;

    .line 213
    const/4 v0, 0x2

    new-array v4, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v4, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v4, v1

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->OFFERED:Ljava/util/Set;

    .line 214
    sget-object v3, Lapp/larder/kitchen/cetp/MealTools;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools;

    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/MealTools;->getScopes()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.larder.kitchen.meals"

    const-string v1, "Larder Meal Plan"

    const-string v2, "The household\'s weekly meal plan"

    invoke-static {v0, v1, v2, v3}, Lapp/larder/kitchen/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 24
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 26
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->db$delegate:Lkotlin/Lazy;

    .line 27
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->plans$delegate:Lkotlin/Lazy;

    .line 28
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->ops$delegate:Lkotlin/Lazy;

    .line 29
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->committer$delegate:Lkotlin/Lazy;

    .line 30
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->approvals$delegate:Lkotlin/Lazy;

    .line 31
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda5;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->audit$delegate:Lkotlin/Lazy;

    .line 32
    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda6;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->grants$delegate:Lkotlin/Lazy;

    .line 24
    return-void
.end method

.method public static final synthetic access$fillWeek(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;ILkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;
    .registers 5

    .line 24
    invoke-direct {p0, p1, p2, p3}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->fillWeek(Ljava/lang/String;ILkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getAudit(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/AuditLog;
    .registers 2

    .line 24
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getAudit()Lapp/larder/kitchen/data/AuditLog;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getOps(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;
    .registers 2

    .line 24
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getOps()Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    return-object v0
.end method

.method public static final approvals_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/Approvals;
    .registers 3

    .line 30
    new-instance v0, Lapp/larder/kitchen/data/Approvals;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/Approvals;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method public static final audit_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/AuditLog;
    .registers 3

    .line 31
    new-instance v0, Lapp/larder/kitchen/data/AuditLog;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/AuditLog;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method private final cancel(Lapp/larder/kitchen/cetp/Call;)Landroid/os/Bundle;
    .registers 7

    .line 73
    invoke-direct {p0, p1}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->operationOf(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/data/Operation;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-direct {p0, p1}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->noOperation(Lapp/larder/kitchen/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 74
    invoke-virtual {v4}, Lapp/larder/kitchen/data/Operation;->getTerminal()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->CONFLICT:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "The operation has already ended."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 75
    :cond_1
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getOps()Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    invoke-virtual {v4}, Lapp/larder/kitchen/data/Operation;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/kitchen/data/OperationStore;->requestCancel(Ljava/lang/String;)V

    .line 76
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v4}, Lapp/larder/kitchen/data/Operation;->getId()Ljava/lang/String;

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

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final committer_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/cetp/Committer;
    .registers 4

    .line 29
    new-instance v0, Lapp/larder/kitchen/cetp/Committer;

    new-instance v1, Lapp/larder/kitchen/data/RequestLedger;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v2

    invoke-direct {v1, v2}, Lapp/larder/kitchen/data/RequestLedger;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/Committer;-><init>(Lapp/larder/kitchen/data/RequestLedger;)V

    return-object v0
.end method

.method public static final db_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/LarderDb;
    .registers 3

    .line 26
    sget-object v0, Lapp/larder/kitchen/data/LarderDb;->Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/kitchen/data/LarderDb$Companion;->get(Landroid/content/Context;)Lapp/larder/kitchen/data/LarderDb;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 21

    .line 80
    sget-object v0, Lapp/larder/kitchen/cetp/MealTools;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/MealTools;->getByName()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/ToolSpec;

    if-nez v0, :cond_0

    .line 81
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "The meal plan has no tool by that name."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 80
    :cond_0
    move-object v12, v0

    .line 82
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/larder/kitchen/cetp/WireKt;->parseArgs(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v14

    .line 83
    invoke-static {v14}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v14

    goto :goto_0

    :cond_1
    move-object v15, v0

    .line 218
    const/16 v16, 0x0

    .line 83
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "args must be one JSON object within max_request_bytes."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    :goto_0
    check-cast v0, Lorg/json/JSONObject;

    .line 82
    move-object v13, v0

    .line 84
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getGrants()Lapp/larder/kitchen/cetp/Grants;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Call;->getCaller()Lapp/larder/kitchen/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/larder/kitchen/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v15

    move-object/from16 v16, v15

    .line 218
    const/16 v17, 0x0

    .line 84
    move-object/from16 v0, v16

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_3

    move-object v0, v15

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    move-object v14, v0

    if-eqz v14, :cond_4

    move-object/from16 v16, v14

    const/16 v17, 0x0

    .line 85
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/kitchen/cetp/ErrorCode;

    move-object/from16 v3, v16

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

    const-string v5, " for this assistant in Larder."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 87
    :cond_4
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getEnvelope()Lapp/larder/kitchen/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getResumeToken()Ljava/lang/String;

    move-result-object v14

    if-eqz v14, :cond_6

    move-object/from16 v16, v14

    const/16 v17, 0x0

    .line 88
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getConfirmation()Lapp/larder/kitchen/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/Confirmation;->ALWAYS:Lapp/larder/kitchen/cetp/Confirmation;

    if-ne v0, v1, :cond_5

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    move-object/from16 v4, v16

    invoke-direct {v0, v12, v2, v13, v4}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->resume(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_3

    .line 89
    :cond_5
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/kitchen/cetp/ErrorCode;

    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " takes no resume_token."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 88
    :goto_3
    return-object v0

    .line 92
    :cond_6
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getEffect()Lapp/larder/kitchen/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_7

    move-object/from16 v0, p0

    invoke-direct {v0, v12, v13}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->read(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_5

    .line 93
    :cond_7
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getMayRunAsync()Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v12, v2, v13}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->generate(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_5

    .line 94
    :cond_8
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getConfirmation()Lapp/larder/kitchen/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/Confirmation;->ALWAYS:Lapp/larder/kitchen/cetp/Confirmation;

    if-ne v0, v1, :cond_b

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v15

    invoke-virtual {v15}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v16

    .line 218
    const/16 v17, 0x0

    .line 94
    if-eqz v16, :cond_9

    move-object v0, v15

    goto :goto_4

    :cond_9
    const/4 v0, 0x0

    :goto_4
    move-object v14, v0

    .line 95
    if-eqz v14, :cond_a

    invoke-virtual {v14}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v17

    .line 218
    const/16 v18, 0x0

    .line 95
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCommitter()Lapp/larder/kitchen/cetp/Committer;

    move-result-object v0

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    move-object/from16 v4, p0

    new-instance v7, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v7, v4, v12, v13}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)V

    move-object v4, v7

    move-object/from16 v1, p1

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/Committer;->commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v15

    .line 94
    if-eqz v15, :cond_a

    move-object v0, v15

    goto :goto_5

    .line 96
    :cond_a
    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v12, v2, v13}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->park(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_5

    .line 97
    :cond_b
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCommitter()Lapp/larder/kitchen/cetp/Committer;

    move-result-object v0

    move-object/from16 v4, p0

    new-instance v7, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v7, v4, v12, v13}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda8;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)V

    move-object v4, v7

    move-object/from16 v1, p1

    const-wide/16 v2, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/larder/kitchen/cetp/Committer;->commit$default(Lapp/larder/kitchen/cetp/Committer;Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    .line 91
    :goto_5
    return-object v0
.end method

.method public static final execute$lambda$5$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 4

    .line 95
    invoke-direct {p0, p1, p2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->perform(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$6(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 4

    .line 97
    invoke-direct {p0, p1, p2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->perform(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final fillWeek(Ljava/lang/String;ILkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;
    .registers 18

    .line 189
    move-object v0, p1

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Ljava/time/LocalDate;->parse(Ljava/lang/CharSequence;)Ljava/time/LocalDate;

    move-result-object v8

    .line 190
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getPlans()Lapp/larder/kitchen/data/MealPlanStore;

    move-result-object v0

    move/from16 v1, p2

    const/4 v2, 0x7

    invoke-virtual {v0, v1, v2}, Lapp/larder/kitchen/data/MealPlanStore;->quickRecipes(II)Ljava/util/List;

    move-result-object v11

    move-object v12, v11

    .line 218
    const/4 v13, 0x0

    .line 190
    invoke-interface {v12}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    move-object v0, v11

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 191
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "no recipe fits"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 190
    :cond_1
    move-object v9, v0

    .line 192
    const/4 v10, 0x0

    .line 193
    :goto_1
    const/4 v1, 0x7

    if-ge v10, v1, :cond_2

    move-object/from16 v0, p3

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 194
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getPlans()Lapp/larder/kitchen/data/MealPlanStore;

    move-result-object v0

    int-to-long v2, v10

    invoke-virtual {v8, v2, v3}, Ljava/time/LocalDate;->plusDays(J)Ljava/time/LocalDate;

    move-result-object v1

    invoke-virtual {v1}, Ljava/time/LocalDate;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v5

    rem-int v4, v10, v5

    invoke-interface {v9, v4}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Number;

    invoke-virtual {v3}, Ljava/lang/Number;->longValue()J

    move-result-wide v3

    const-string v2, "dinner"

    const/4 v5, 0x0

    const/16 v6, 0x8

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lapp/larder/kitchen/data/MealPlanStore;->schedule$default(Lapp/larder/kitchen/data/MealPlanStore;Ljava/lang/String;Ljava/lang/String;JIILjava/lang/Object;)J

    .line 195
    add-int/lit8 v10, v10, 0x1

    goto :goto_1

    .line 197
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "from"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "planned"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic fillWeek$default(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lorg/json/JSONObject;
    .registers 7

    .line 188
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    sget-object p3, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;->INSTANCE:Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;

    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->fillWeek(Ljava/lang/String;ILkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final fillWeek$lambda$0()Z
    .registers 1

    .line 188
    const/4 v0, 0x1

    return v0
.end method

.method private final generate(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 22

    .line 147
    move-object/from16 v0, p3

    const-string v1, "from"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getDAY()Lkotlin/text/Regex;

    move-result-object v10

    move-object v0, v9

    check-cast v0, Ljava/lang/CharSequence;

    move-object v11, v0

    .line 218
    const/4 v12, 0x0

    .line 147
    invoke-virtual {v10, v11}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v9

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 148
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "from must be a day like 2026-03-01."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 147
    :cond_1
    move-object v7, v0

    .line 149
    move-object/from16 v0, p3

    const-string v1, "max_minutes"

    const/16 v2, 0x2d

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/16 v1, 0xa

    const/16 v2, 0xf0

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v8

    .line 150
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCommitter()Lapp/larder/kitchen/cetp/Committer;

    move-result-object v0

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    move-object/from16 v4, p0

    move-object/from16 v5, p2

    new-instance v6, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda10;

    invoke-direct {v6, v4, v5, v7, v8}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda10;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;I)V

    move-object v4, v6

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/Committer;->commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v10

    const/4 v11, 0x0

    .line 151
    move-object v12, v10

    .line 152
    instance-of v0, v12, Lapp/larder/kitchen/cetp/Outcome$Done;

    if-eqz v0, :cond_5

    move-object v0, v10

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    move-object v14, v13

    .line 218
    const/4 v15, 0x0

    .line 152
    invoke-static {v14}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v14

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-lez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_3

    move-object v0, v13

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    move-object/from16 v16, v0

    .line 153
    if-eqz v16, :cond_4

    move-object/from16 v15, v16

    .line 218
    const/16 v17, 0x0

    .line 153
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Accepted;

    invoke-direct {v0, v15}, Lapp/larder/kitchen/cetp/Outcome$Accepted;-><init>(Ljava/lang/String;)V

    .line 152
    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_3

    .line 153
    :cond_4
    move-object v0, v10

    goto :goto_3

    .line 154
    :cond_5
    instance-of v0, v12, Lapp/larder/kitchen/cetp/Outcome$Accepted;

    if-nez v0, :cond_6

    instance-of v0, v12, Lapp/larder/kitchen/cetp/Outcome$Failed;

    if-nez v0, :cond_6

    instance-of v0, v12, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;

    if-eqz v0, :cond_7

    :cond_6
    move-object v0, v10

    goto :goto_3

    .line 151
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 150
    :goto_3
    return-object v0
.end method

.method public static final generate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 5

    .line 150
    invoke-direct {p0, p1, p2, p3}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->planOrQueue(Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final getApprovals()Lapp/larder/kitchen/data/Approvals;
    .registers 3

    .line 30
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->approvals$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/Approvals;

    return-object v0
.end method

.method private final getAudit()Lapp/larder/kitchen/data/AuditLog;
    .registers 3

    .line 31
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->audit$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/AuditLog;

    return-object v0
.end method

.method private final getCommitter()Lapp/larder/kitchen/cetp/Committer;
    .registers 3

    .line 29
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->committer$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Committer;

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 3

    .line 25
    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getContext()Landroid/content/Context;

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

.method private final getDb()Lapp/larder/kitchen/data/LarderDb;
    .registers 3

    .line 26
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->db$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/LarderDb;

    return-object v0
.end method

.method private final getGrants()Lapp/larder/kitchen/cetp/Grants;
    .registers 3

    .line 32
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->grants$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Grants;

    return-object v0
.end method

.method private final getOps()Lapp/larder/kitchen/data/OperationStore;
    .registers 3

    .line 28
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->ops$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/OperationStore;

    return-object v0
.end method

.method private final getPlans()Lapp/larder/kitchen/data/MealPlanStore;
    .registers 3

    .line 27
    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->plans$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/MealPlanStore;

    return-object v0
.end method

.method public static final grants_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/cetp/Grants;
    .registers 3

    .line 32
    new-instance v0, Lapp/larder/kitchen/cetp/Grants;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/Grants;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final noOperation(Lapp/larder/kitchen/cetp/Call;)Landroid/os/Bundle;
    .registers 5

    .line 66
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "No operation with that operation_id for this request_id."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final operationOf(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/data/Operation;
    .registers 7

    .line 70
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getEnvelope()Lapp/larder/kitchen/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getOperationId()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 218
    const/4 v4, 0x0

    .line 70
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getOps()Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getCaller()Lapp/larder/kitchen/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v3, v1, v2}, Lapp/larder/kitchen/data/OperationStore;->find(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/kitchen/data/Operation;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public static final ops_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;
    .registers 3

    .line 28
    new-instance v0, Lapp/larder/kitchen/data/OperationStore;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/OperationStore;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method private final park(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 31

    .line 112
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 113
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "The deadline passed before the user could be asked."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 115
    :cond_0
    move-object/from16 v0, p3

    const-string v1, "day"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getDAY()Lkotlin/text/Regex;

    move-result-object v16

    move-object v0, v15

    check-cast v0, Ljava/lang/CharSequence;

    move-object/from16 v17, v0

    .line 218
    const/16 v18, 0x0

    .line 115
    move-object/from16 v0, v16

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v15

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 116
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "day must be a day like 2026-03-01."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 115
    :cond_2
    move-object v13, v0

    .line 117
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getApprovals()Lapp/larder/kitchen/data/Approvals;

    move-result-object v0

    .line 118
    new-instance v1, Lapp/larder/kitchen/data/Approval;

    const/4 v3, 0x0

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-static {v3, v4, v5}, Lapp/larder/kitchen/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p2

    invoke-virtual {v4}, Lapp/larder/kitchen/cetp/Call;->getCaller()Lapp/larder/kitchen/cetp/Caller;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v4

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p2

    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p2

    invoke-virtual {v8}, Lapp/larder/kitchen/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v8

    new-instance v10, Ljava/lang/StringBuilder;

    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V

    const-string v11, "Clear every meal on "

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, "?"

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    move-object v2, v3

    move v3, v4

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    const-string v4, "app.larder.kitchen.meals"

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x180

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lapp/larder/kitchen/data/Approval;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 117
    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/kitchen/data/Approvals;->park$default(Lapp/larder/kitchen/data/Approvals;Lapp/larder/kitchen/data/Approval;JILjava/lang/Object;)Lapp/larder/kitchen/data/Approval;

    move-result-object v14

    .line 120
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v16

    invoke-virtual {v14}, Lapp/larder/kitchen/data/Approval;->getToken()Ljava/lang/String;

    move-result-object v17

    const-string v18, "app.larder.kitchen.meals"

    const/16 v19, 0x0

    .line 219
    new-instance v0, Landroid/content/Intent;

    move-object/from16 v2, v16

    const-class v3, Lapp/larder/kitchen/cetp/ApproveActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 220
    const-string v1, "app.larder.kitchen.extra.APPROVAL_TOKEN"

    move-object/from16 v2, v17

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 221
    const-string v1, "app.larder.kitchen.extra.PROVIDER"

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v20

    .line 222
    move-object/from16 v1, v17

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v21, 0x8000000

    move-object/from16 v25, v20

    move/from16 v24, v1

    move-object/from16 v23, v16

    const/16 v22, 0x0

    .line 120
    const/high16 v1, 0x4000000

    or-int v26, v21, v1

    .line 222
    move-object/from16 v0, v23

    move/from16 v1, v24

    move-object/from16 v2, v25

    move/from16 v3, v26

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 120
    move-object v15, v0

    .line 121
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Approve "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " in Larder first."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v14}, Lapp/larder/kitchen/data/Approval;->getToken()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v15, v4}, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0
.end method

.method private final perform(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 20

    .line 133
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v8

    .line 134
    const-string v1, "schedule_meal"

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 135
    move-object/from16 v0, p2

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v12, v11

    .line 218
    const/4 v13, 0x0

    .line 135
    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getDAY()Lkotlin/text/Regex;

    move-result-object v0

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v12

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v14, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v10, v11

    .line 136
    move-object/from16 v0, p2

    const-string v1, "slot"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    move-object v14, v13

    .line 218
    const/4 v15, 0x0

    .line 136
    invoke-static {}, Lapp/larder/kitchen/cetp/MealToolsKt;->getSLOTS()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v14}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v13

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "slot"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    move-object v11, v0

    .line 137
    move-object/from16 v0, p2

    const-string v1, "servings"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v13

    move v14, v13

    .line 218
    const/4 v15, 0x0

    .line 137
    const/4 v0, 0x1

    if-gt v0, v14, :cond_4

    const/16 v1, 0xd

    if-ge v14, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    const-string v16, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v16

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_5
    move v12, v13

    .line 138
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-direct {v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getPlans()Lapp/larder/kitchen/data/MealPlanStore;

    move-result-object v2

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v5, p2

    const-string v6, "recipe_id"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    move-object v3, v10

    move-object v4, v11

    move v7, v12

    invoke-virtual/range {v2 .. v7}, Lapp/larder/kitchen/data/MealPlanStore;->schedule(Ljava/lang/String;Ljava/lang/String;JI)J

    move-result-wide v2

    const-string v1, "meal_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v9

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v9

    goto :goto_2

    .line 140
    :cond_6
    const-string v1, "clear_day"

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, p2

    const-string v1, "day"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 218
    const/4 v12, 0x0

    .line 140
    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getDAY()Lkotlin/text/Regex;

    move-result-object v0

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v11

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_7

    const-string v13, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 141
    :cond_7
    move-object v11, v10

    .line 218
    const/4 v12, 0x0

    .line 141
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "day"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-direct {v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getPlans()Lapp/larder/kitchen/data/MealPlanStore;

    move-result-object v2

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v2, v11}, Lapp/larder/kitchen/data/MealPlanStore;->clearDay(Ljava/lang/String;)I

    move-result v2

    const-string v1, "removed"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "let(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    goto :goto_2

    .line 142
    :cond_8
    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 143
    :goto_2
    return-object v0
.end method

.method private final planOrQueue(Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 12

    .line 161
    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lapp/larder/kitchen/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 162
    const/16 v0, 0x10

    invoke-static {v0}, Lapp/larder/kitchen/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    .line 163
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getOps()Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getCaller()Lapp/larder/kitchen/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v7, v2, v3}, Lapp/larder/kitchen/data/OperationStore;->create(Ljava/lang/String;ILjava/lang/String;)V

    .line 164
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, v7, v2, p2, p3}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->startOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    .line 165
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 161
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v6

    goto :goto_0

    .line 167
    :cond_0
    move-object v0, p0

    move-object v1, p2

    move v2, p3

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->fillWeek$default(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 168
    :goto_0
    return-object v0
.end method

.method public static final plans_delegate$lambda$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/MealPlanStore;
    .registers 3

    .line 27
    new-instance v0, Lapp/larder/kitchen/data/MealPlanStore;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/MealPlanStore;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method private final read(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 16

    .line 101
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 102
    const-string v1, "list_week"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const-string v1, "from"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getDAY()Lkotlin/text/Regex;

    move-result-object v7

    move-object v0, v6

    check-cast v0, Ljava/lang/CharSequence;

    move-object v8, v0

    .line 218
    const/4 v9, 0x0

    .line 102
    invoke-virtual {v7, v8}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v6

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 103
    if-eqz v5, :cond_2

    move-object v8, v5

    .line 218
    const/4 v9, 0x0

    .line 103
    move-object v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    move-object v11, v0

    .line 218
    const/4 v12, 0x0

    .line 103
    invoke-direct {v11}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getPlans()Lapp/larder/kitchen/data/MealPlanStore;

    move-result-object v0

    move-object v2, v8

    check-cast v2, Ljava/lang/CharSequence;

    invoke-static {v2}, Ljava/time/LocalDate;->parse(Ljava/lang/CharSequence;)Ljava/time/LocalDate;

    move-result-object v2

    const-wide/16 v3, 0x7

    invoke-virtual {v2, v3, v4}, Ljava/time/LocalDate;->plusDays(J)Ljava/time/LocalDate;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/LocalDate;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v8, v2}, Lapp/larder/kitchen/data/MealPlanStore;->week(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    .line 102
    :goto_1
    move-object v8, v11

    .line 104
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v8

    check-cast v0, Lorg/json/JSONArray;

    move-object v9, v0

    .line 218
    const/4 v10, 0x0

    .line 104
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "meals"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_2

    :cond_1
    move-object v9, v0

    .line 218
    const/4 v10, 0x0

    .line 104
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v9, v1}, Lapp/larder/kitchen/cetp/OutcomeKt;->failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 102
    :goto_2
    move-object v7, v0

    if-eqz v7, :cond_2

    move-object v0, v7

    goto/16 :goto_6

    .line 105
    :cond_2
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "from must be a day like 2026-03-01."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto/16 :goto_6

    .line 106
    :cond_3
    move-object v5, p0

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v5

    check-cast v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    move-object v6, v0

    .line 218
    const/4 v7, 0x0

    .line 106
    const-string v1, "tag"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_3

    :catch_1
    move-exception v7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    :goto_3
    move-object v5, v6

    .line 107
    invoke-static {v5}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v6, v5

    :try_start_2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v7, v6

    move-object v0, v7

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 218
    const/4 v9, 0x0

    .line 107
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getPlans()Lapp/larder/kitchen/data/MealPlanStore;

    move-result-object v0

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v8}, Lapp/larder/kitchen/data/MealPlanStore;->plansTagged(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_4

    :catch_2
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_4
    move-object v0, v7

    goto :goto_5

    :cond_4
    invoke-static {v5}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_5
    move-object v5, v0

    .line 108
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v0, v5

    check-cast v0, Lorg/json/JSONArray;

    move-object v6, v0

    .line 218
    const/4 v7, 0x0

    .line 108
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "meals"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_6

    :cond_5
    move-object v6, v0

    .line 218
    const/4 v7, 0x0

    .line 108
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v6, v1}, Lapp/larder/kitchen/cetp/OutcomeKt;->failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 109
    :goto_6
    return-object v0
.end method

.method private final resume(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 21

    .line 125
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getApprovals()Lapp/larder/kitchen/data/Approvals;

    move-result-object v0

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Call;->getCaller()Lapp/larder/kitchen/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v2

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p2

    invoke-virtual {v5}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p2

    invoke-virtual {v6}, Lapp/larder/kitchen/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v1, p4

    const-string v3, "app.larder.kitchen.meals"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/kitchen/data/Approvals;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;

    move-result-object v8

    .line 126
    if-eqz v8, :cond_2

    move-object v9, v8

    const/4 v10, 0x0

    .line 127
    invoke-virtual {v9}, Lapp/larder/kitchen/data/Approval;->getConfirmed()Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v11

    invoke-virtual {v11}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v12

    .line 218
    const/4 v13, 0x0

    .line 127
    if-eqz v12, :cond_0

    move-object v0, v11

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v14, v0

    .line 128
    if-eqz v14, :cond_1

    invoke-virtual {v14}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v13

    .line 218
    const/4 v15, 0x0

    .line 128
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCommitter()Lapp/larder/kitchen/cetp/Committer;

    move-result-object v0

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    move-object/from16 v4, p0

    move-object/from16 v5, p1

    move-object/from16 v6, p3

    new-instance v7, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v7, v4, v5, v6}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda9;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)V

    move-object v4, v7

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/Committer;->commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v11

    .line 127
    if-eqz v11, :cond_1

    move-object v0, v11

    goto :goto_1

    .line 129
    :cond_1
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->USER_CANCELLED:Lapp/larder/kitchen/cetp/ErrorCode;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/ToolSpec;->getTitle()Ljava/lang/String;

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

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 125
    :goto_1
    goto :goto_2

    .line 131
    :cond_2
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "resume_token is unknown, unanswered, used or for another call."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    :goto_2
    return-object v0
.end method

.method public static final resume$lambda$0$1$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 4

    .line 128
    invoke-direct {p0, p1, p2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->perform(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Lapp/larder/kitchen/cetp/Envelope;Lapp/larder/kitchen/cetp/Caller;)Landroid/os/Bundle;
    .registers 20

    .line 45
    invoke-static {}, Lapp/larder/kitchen/cetp/WireKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "Larder has no such method."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 46
    :cond_0
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v1

    sget-object v4, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->OFFERED:Ljava/util/Set;

    const-string v2, "app.larder.kitchen.meals"

    const-string v3, "Larder Meal Plan"

    invoke-static {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 47
    :cond_1
    move-object/from16 v0, p2

    invoke-static {v0}, Lapp/larder/kitchen/cetp/WireKt;->problem(Lapp/larder/kitchen/cetp/Envelope;)Landroid/os/Bundle;

    move-result-object v6

    if-eqz v6, :cond_2

    move-object v8, v6

    .line 218
    const/4 v9, 0x0

    .line 47
    return-object v8

    .line 48
    :cond_2
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getSessionToken()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v1

    const-string v2, "app.larder.kitchen.meals"

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/kitchen/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 49
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_3
    move-object v6, v0

    .line 50
    new-instance v7, Lapp/larder/kitchen/cetp/Call;

    move-object/from16 v2, p3

    const-string v3, "app.larder.kitchen.meals"

    move-object/from16 v5, p2

    invoke-direct {v7, v2, v3, v6, v5}, Lapp/larder/kitchen/cetp/Call;-><init>(Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;)V

    .line 51
    move-object/from16 v8, p1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto/16 :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_1

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    .line 52
    :cond_4
    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_3

    .line 53
    :cond_5
    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/larder/kitchen/cetp/MealTools;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/MealTools;->getAll()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/util/Collection;

    const-string v4, "async_operations"

    invoke-virtual {v7, v4}, Lapp/larder/kitchen/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v3

    const-string v1, "meals-7"

    invoke-static {v1, v2, v3}, Lapp/larder/kitchen/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/Collection;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 54
    :cond_6
    move-object/from16 v0, p0

    invoke-direct {v0, v7}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->execute(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/OutcomeKt;->toReply(Lapp/larder/kitchen/cetp/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 55
    :cond_7
    move-object v10, v7

    move-object v11, v10

    .line 218
    const/4 v12, 0x0

    .line 55
    const-string v1, "async_operations"

    invoke-virtual {v11, v1}, Lapp/larder/kitchen/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object v0, v10

    goto :goto_0

    :cond_8
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 56
    if-eqz v9, :cond_b

    move-object v12, v9

    .line 218
    const/4 v13, 0x0

    .line 56
    move-object/from16 v0, p0

    invoke-direct {v0, v12}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->operationOf(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/data/Operation;

    move-result-object v0

    if-eqz v0, :cond_9

    move-object v14, v0

    .line 218
    const/4 v15, 0x0

    .line 56
    invoke-virtual {v7}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v14}, Lapp/larder/kitchen/data/Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    if-nez v0, :cond_a

    :cond_9
    move-object/from16 v0, p0

    invoke-direct {v0, v7}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->noOperation(Lapp/larder/kitchen/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    .line 55
    :cond_a
    move-object v10, v0

    if-eqz v10, :cond_b

    move-object v0, v10

    goto :goto_3

    .line 57
    :cond_b
    move-object/from16 v0, p0

    const-string v2, "async_operations"

    invoke-direct {v0, v7, v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->unsupported(Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 58
    :goto_1
    move-object v10, v7

    move-object v11, v10

    .line 218
    const/4 v12, 0x0

    .line 58
    const-string v1, "cancellation"

    invoke-virtual {v11, v1}, Lapp/larder/kitchen/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_c

    move-object v0, v10

    goto :goto_2

    :cond_c
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_d

    move-object v12, v0

    .line 218
    const/4 v13, 0x0

    .line 58
    move-object/from16 v0, p0

    invoke-direct {v0, v12}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->cancel(Lapp/larder/kitchen/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    if-nez v0, :cond_e

    :cond_d
    move-object/from16 v0, p0

    const-string v2, "cancellation"

    invoke-direct {v0, v7, v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->unsupported(Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 51
    :cond_e
    :goto_3
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final startOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 13

    .line 171
    const/4 v7, 0x0

    .line 223
    invoke-static {}, Lapp/larder/kitchen/cetp/Workers;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;

    move-object v2, p0

    move-object v3, p1

    move-object v4, p3

    move v5, p4

    move-object v6, p2

    invoke-direct/range {v1 .. v6}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V

    check-cast v1, Ljava/util/concurrent/Callable;

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v0

    const-string v2, "submit(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 185
    return-void
.end method

.method private final unsupported(Lapp/larder/kitchen/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 63
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/larder/kitchen/cetp/ErrorCode;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " was not negotiated."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    new-instance v0, Lapp/larder/kitchen/cetp/Envelope;

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Envelope;-><init>(Landroid/os/Bundle;)V

    move-object v3, v0

    .line 38
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 39
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const-string v2, "getPackageManager(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/Envelope;->getExtras()Landroid/os/Bundle;

    move-result-object v2

    invoke-static {v0, v4, v2}, Lapp/larder/kitchen/cetp/MealTrust;->resolve(Landroid/content/pm/PackageManager;ILandroid/os/Bundle;)Lapp/larder/kitchen/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 40
    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "Larder does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 39
    :cond_1
    move-object v5, v0

    .line 41
    invoke-direct {p0, p1, v3, v5}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->serve(Ljava/lang/String;Lapp/larder/kitchen/cetp/Envelope;Lapp/larder/kitchen/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 206
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 202
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 204
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 34
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 200
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 208
    const/4 v0, 0x0

    return v0
.end method
