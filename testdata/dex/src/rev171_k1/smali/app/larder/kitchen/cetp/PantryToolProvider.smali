.class public final Lapp/larder/kitchen/cetp/PantryToolProvider;
.super Landroid/content/ContentProvider;
.source "PantryToolProvider.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/cetp/PantryToolProvider$Companion;

.field private static final INFO:Lorg/json/JSONObject;

.field public static final PROVIDER_ID:Ljava/lang/String; = "app.larder.kitchen"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Larder Pantry"


# instance fields
.field private final approvals$delegate:Lkotlin/Lazy;

.field private final audit$delegate:Lkotlin/Lazy;

.field private final committer$delegate:Lkotlin/Lazy;

.field private final db$delegate:Lkotlin/Lazy;

.field private final grants$delegate:Lkotlin/Lazy;

.field private final store$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/PantryToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/cetp/PantryToolProvider;->Companion:Lapp/larder/kitchen/cetp/PantryToolProvider$Companion;

    .line 140
    sget-object v3, Lapp/larder/kitchen/cetp/PantryTools;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools;

    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/PantryTools;->getScopes()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.larder.kitchen"

    const-string v1, "Larder Pantry"

    const-string v2, "The household pantry and recipe book"

    invoke-static {v0, v1, v2, v3}, Lapp/larder/kitchen/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/PantryToolProvider;->INFO:Lorg/json/JSONObject;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 22
    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->db$delegate:Lkotlin/Lazy;

    .line 23
    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->store$delegate:Lkotlin/Lazy;

    .line 24
    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->committer$delegate:Lkotlin/Lazy;

    .line 25
    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->approvals$delegate:Lkotlin/Lazy;

    .line 26
    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->audit$delegate:Lkotlin/Lazy;

    .line 27
    new-instance v0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda5;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->grants$delegate:Lkotlin/Lazy;

    .line 20
    return-void
.end method

.method public static final synthetic access$getAudit(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/data/AuditLog;
    .registers 2

    .line 20
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getAudit()Lapp/larder/kitchen/data/AuditLog;

    move-result-object v0

    return-object v0
.end method

.method public static final approvals_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/data/Approvals;
    .registers 3

    .line 25
    new-instance v0, Lapp/larder/kitchen/data/Approvals;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/Approvals;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method public static final audit_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/data/AuditLog;
    .registers 3

    .line 26
    new-instance v0, Lapp/larder/kitchen/data/AuditLog;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/AuditLog;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method

.method public static final committer_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/cetp/Committer;
    .registers 4

    .line 24
    new-instance v0, Lapp/larder/kitchen/cetp/Committer;

    new-instance v1, Lapp/larder/kitchen/data/RequestLedger;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v2

    invoke-direct {v1, v2}, Lapp/larder/kitchen/data/RequestLedger;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/Committer;-><init>(Lapp/larder/kitchen/data/RequestLedger;)V

    return-object v0
.end method

.method public static final db_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/data/LarderDb;
    .registers 3

    .line 22
    sget-object v0, Lapp/larder/kitchen/data/LarderDb;->Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/kitchen/data/LarderDb$Companion;->get(Landroid/content/Context;)Lapp/larder/kitchen/data/LarderDb;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 20

    .line 55
    sget-object v0, Lapp/larder/kitchen/cetp/PantryTools;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/PantryTools;->getByName()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/ToolSpec;

    if-nez v0, :cond_0

    .line 56
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "The pantry has no tool by that name."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 55
    :cond_0
    move-object v12, v0

    .line 57
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/larder/kitchen/cetp/WireKt;->parseArgs(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v14

    .line 58
    invoke-static {v14}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v14

    goto :goto_0

    :cond_1
    move-object v15, v0

    .line 144
    const/16 v16, 0x0

    .line 58
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "args must be one JSON object within max_request_bytes."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    :goto_0
    check-cast v0, Lorg/json/JSONObject;

    .line 57
    move-object v13, v0

    .line 59
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getGrants()Lapp/larder/kitchen/cetp/Grants;

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

    .line 144
    const/16 v17, 0x0

    .line 59
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

    .line 60
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

    .line 62
    :cond_4
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getEnvelope()Lapp/larder/kitchen/cetp/Envelope;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Envelope;->getResumeToken()Ljava/lang/String;

    move-result-object v14

    if-eqz v14, :cond_6

    move-object/from16 v16, v14

    const/16 v17, 0x0

    .line 63
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getConfirmation()Lapp/larder/kitchen/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/Confirmation;->ALWAYS:Lapp/larder/kitchen/cetp/Confirmation;

    if-ne v0, v1, :cond_5

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    move-object/from16 v4, v16

    invoke-direct {v0, v12, v2, v13, v4}, Lapp/larder/kitchen/cetp/PantryToolProvider;->resume(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_3

    .line 64
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

    .line 63
    :goto_3
    return-object v0

    .line 67
    :cond_6
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getEffect()Lapp/larder/kitchen/cetp/Effect;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Effect;->getMutating()Z

    move-result v0

    if-nez v0, :cond_7

    move-object/from16 v0, p0

    invoke-direct {v0, v12, v13}, Lapp/larder/kitchen/cetp/PantryToolProvider;->read(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_4

    .line 68
    :cond_7
    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/ToolSpec;->getConfirmation()Lapp/larder/kitchen/cetp/Confirmation;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/Confirmation;->ALWAYS:Lapp/larder/kitchen/cetp/Confirmation;

    if-ne v0, v1, :cond_8

    move-object/from16 v0, p0

    move-object/from16 v2, p1

    invoke-direct {v0, v12, v2, v13}, Lapp/larder/kitchen/cetp/PantryToolProvider;->park(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_4

    .line 69
    :cond_8
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCommitter()Lapp/larder/kitchen/cetp/Committer;

    move-result-object v0

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    move-object/from16 v4, p0

    move-object/from16 v6, p1

    new-instance v8, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v8, v4, v12, v6, v13}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda6;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)V

    move-object v4, v8

    move-object/from16 v1, p1

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/Committer;->commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    .line 66
    :goto_4
    return-object v0
.end method

.method public static final execute$lambda$4(Lapp/larder/kitchen/cetp/PantryToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 5

    .line 69
    invoke-direct {p0, p1, p2, p3}, Lapp/larder/kitchen/cetp/PantryToolProvider;->perform(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final getApprovals()Lapp/larder/kitchen/data/Approvals;
    .registers 3

    .line 25
    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->approvals$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/Approvals;

    return-object v0
.end method

.method private final getAudit()Lapp/larder/kitchen/data/AuditLog;
    .registers 3

    .line 26
    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->audit$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/AuditLog;

    return-object v0
.end method

.method private final getCommitter()Lapp/larder/kitchen/cetp/Committer;
    .registers 3

    .line 24
    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->committer$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Committer;

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 3

    .line 21
    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

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

    .line 22
    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->db$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/LarderDb;

    return-object v0
.end method

.method private final getGrants()Lapp/larder/kitchen/cetp/Grants;
    .registers 3

    .line 27
    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->grants$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Grants;

    return-object v0
.end method

.method private final getStore()Lapp/larder/kitchen/data/PantryStore;
    .registers 3

    .line 23
    iget-object v1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider;->store$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/data/PantryStore;

    return-object v0
.end method

.method public static final grants_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/cetp/Grants;
    .registers 3

    .line 27
    new-instance v0, Lapp/larder/kitchen/cetp/Grants;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/Grants;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final park(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 31

    .line 82
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 83
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "The deadline passed before the user could be asked."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 85
    :cond_0
    move-object/from16 v15, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v15

    check-cast v0, Lapp/larder/kitchen/cetp/PantryToolProvider;

    move-object/from16 v16, v0

    .line 144
    const/16 v17, 0x0

    .line 85
    move-object/from16 v0, p3

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v16
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v17

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v16

    :goto_0
    move-object/from16 v15, v16

    invoke-static {v15}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v15

    :goto_1
    check-cast v0, Ljava/lang/Long;

    if-eqz v0, :cond_2

    move-object/from16 v16, v0

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getStore()Lapp/larder/kitchen/data/PantryStore;

    move-result-object v17

    move-object/from16 v0, v16

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v18

    .line 144
    const/16 v20, 0x0

    .line 85
    move-object/from16 v0, v17

    move-wide/from16 v1, v18

    invoke-virtual {v0, v1, v2}, Lapp/larder/kitchen/data/PantryStore;->nameOf(J)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    .line 86
    :cond_2
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "No pantry item has that item_id."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 85
    :cond_3
    move-object v13, v0

    .line 87
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getApprovals()Lapp/larder/kitchen/data/Approvals;

    move-result-object v0

    .line 88
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

    const-string v11, "Throw away "

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

    const-string v4, "app.larder.kitchen"

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/16 v11, 0x180

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lapp/larder/kitchen/data/Approval;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 87
    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/kitchen/data/Approvals;->park$default(Lapp/larder/kitchen/data/Approvals;Lapp/larder/kitchen/data/Approval;JILjava/lang/Object;)Lapp/larder/kitchen/data/Approval;

    move-result-object v14

    .line 90
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v16

    invoke-virtual {v14}, Lapp/larder/kitchen/data/Approval;->getToken()Ljava/lang/String;

    move-result-object v17

    const-string v18, "app.larder.kitchen"

    const/16 v19, 0x0

    .line 145
    new-instance v0, Landroid/content/Intent;

    move-object/from16 v2, v16

    const-class v3, Lapp/larder/kitchen/cetp/ApproveActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 146
    const-string v1, "app.larder.kitchen.extra.APPROVAL_TOKEN"

    move-object/from16 v2, v17

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 147
    const-string v1, "app.larder.kitchen.extra.PROVIDER"

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v20

    .line 148
    move-object/from16 v1, v17

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v21, 0x8000000

    move-object/from16 v25, v20

    move/from16 v24, v1

    move-object/from16 v23, v16

    const/16 v22, 0x0

    .line 90
    const/high16 v1, 0x40000000    # 2.0f

    or-int v26, v21, v1

    .line 148
    move-object/from16 v0, v23

    move/from16 v1, v24

    move-object/from16 v2, v25

    move/from16 v3, v26

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 90
    move-object v15, v0

    .line 91
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

.method private final perform(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 21

    .line 104
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_6

    :sswitch_0
    const-string v1, "add_item"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto/16 :goto_6

    :sswitch_1
    const-string v1, "adjust_quantity"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto/16 :goto_6

    :sswitch_2
    const-string v1, "discard_item"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_10

    goto/16 :goto_6

    .line 106
    :cond_0
    move-object/from16 v0, p3

    const-string v1, "name"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v8

    move-object v9, v8

    .line 144
    const/4 v10, 0x0

    .line 106
    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v11

    const/4 v0, 0x1

    if-gt v0, v11, :cond_2

    const/16 v1, 0x3d

    if-ge v11, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    const-string v12, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_3
    move-object v7, v8

    .line 107
    move-object/from16 v0, p3

    const-string v1, "quantity"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v9

    move v10, v9

    .line 144
    const/4 v11, 0x0

    .line 107
    const/4 v0, 0x1

    if-gt v0, v10, :cond_5

    const/16 v1, 0x2711

    if-ge v10, v1, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_6

    const-string v12, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_6
    move v8, v9

    .line 108
    move-object/from16 v0, p3

    const-string v1, "unit"

    const-string v2, "pcs"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v12, v11

    .line 144
    const/4 v13, 0x0

    .line 108
    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getUNITS()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v12}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    move-object v0, v11

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_8

    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "unit"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_8
    move-object v9, v0

    .line 109
    move-object/from16 v0, p3

    const-string v1, "best_before"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getDAY()Lkotlin/text/Regex;

    move-result-object v12

    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    move-object v13, v0

    .line 144
    const/4 v14, 0x0

    .line 109
    invoke-virtual {v12, v13}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_9

    move-object v0, v11

    goto :goto_3

    :cond_9
    const/4 v0, 0x0

    :goto_3
    move-object v10, v0

    .line 110
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    invoke-direct {v2}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getStore()Lapp/larder/kitchen/data/PantryStore;

    move-result-object v2

    invoke-virtual {v2, v7, v8, v9, v10}, Lapp/larder/kitchen/data/PantryStore;->add(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)J

    move-result-wide v2

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    goto/16 :goto_7

    .line 112
    :cond_a
    move-object/from16 v0, p3

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    const/4 v10, 0x0

    .line 113
    move-object/from16 v0, p3

    const-string v1, "delta"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v12

    .line 144
    const/4 v13, 0x0

    .line 113
    const/16 v0, -0x3e8

    if-gt v0, v12, :cond_c

    const/16 v1, 0x3e9

    if-ge v12, v1, :cond_b

    const/4 v0, 0x1

    goto :goto_4

    :cond_b
    const/4 v0, 0x0

    goto :goto_4

    :cond_c
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_d

    const-string v14, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_d
    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v15

    .line 114
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getStore()Lapp/larder/kitchen/data/PantryStore;

    move-result-object v0

    invoke-virtual {v0, v8, v9, v15}, Lapp/larder/kitchen/data/PantryStore;->adjust(JI)Ljava/lang/Integer;

    move-result-object v0

    if-eqz v0, :cond_e

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v14

    .line 144
    const/16 v16, 0x0

    .line 114
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_f

    :cond_e
    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V

    throw v0

    .line 112
    :cond_f
    goto :goto_7

    .line 116
    :cond_10
    move-object/from16 v0, p3

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    const/4 v10, 0x0

    .line 117
    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v11

    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getStore()Lapp/larder/kitchen/data/PantryStore;

    move-result-object v12

    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v13

    .line 144
    const/4 v15, 0x0

    .line 117
    invoke-virtual {v12, v13, v14}, Lapp/larder/kitchen/data/PantryStore;->discard(J)Z

    move-result v0

    if-eqz v0, :cond_11

    move-object v0, v11

    goto :goto_5

    :cond_11
    const/4 v0, 0x0

    :goto_5
    if-eqz v0, :cond_12

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v13

    .line 144
    const/4 v15, 0x0

    .line 117
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "discarded"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_13

    .line 118
    :cond_12
    new-instance v0, Ljava/util/NoSuchElementException;

    invoke-direct {v0}, Ljava/util/NoSuchElementException;-><init>()V

    throw v0

    .line 116
    :cond_13
    goto :goto_7

    .line 120
    :goto_6
    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :goto_7
    move-object v6, v0

    .line 121
    move-object v7, v6

    const/4 v8, 0x0

    .line 122
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Call;->getCaller()Lapp/larder/kitchen/cetp/Caller;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v9

    .line 123
    const-string v1, "item_id"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "item/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v10

    .line 124
    const/4 v11, 0x0

    .line 149
    invoke-static {}, Lapp/larder/kitchen/cetp/Workers;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;

    move-object/from16 v3, p0

    move-object/from16 v4, p1

    invoke-direct {v1, v3, v9, v4, v10}, Lapp/larder/kitchen/cetp/PantryToolProvider$perform$lambda$5$$inlined$onWorker$1;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;ILapp/larder/kitchen/cetp/ToolSpec;Ljava/lang/String;)V

    check-cast v1, Ljava/util/concurrent/Callable;

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v0

    const-string v2, "submit(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 121
    move-object v5, v6

    .line 106
    const-string v1, "also(...)"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 125
    return-object v5

    nop

    :sswitch_data_0
    .sparse-switch
        -0x49ae080f -> :sswitch_0
        -0x3e7021ec -> :sswitch_2
        -0x25f790c5 -> :sswitch_1
    .end sparse-switch
.end method

.method private final read(Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 16

    .line 73
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 74
    const-string v1, "list_items"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getStore()Lapp/larder/kitchen/data/PantryStore;

    move-result-object v4

    const-string v6, "limit"

    const/16 v7, 0x14

    invoke-virtual {p2, v6, v7}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v5

    const/4 v6, 0x1

    const/16 v7, 0x64

    invoke-static {v5, v6, v7}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v5

    invoke-virtual {v4, v5}, Lapp/larder/kitchen/data/PantryStore;->items(I)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "items"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto/16 :goto_3

    .line 75
    :cond_0
    move-object v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lapp/larder/kitchen/cetp/PantryToolProvider;

    move-object v9, v0

    .line 144
    const/4 v10, 0x0

    .line 75
    const-string v1, "tag"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    .line 76
    invoke-static {v8}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v9, v8

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v10, v9

    move-object v0, v10

    check-cast v0, Ljava/lang/String;

    move-object v11, v0

    .line 144
    const/4 v12, 0x0

    .line 76
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getStore()Lapp/larder/kitchen/data/PantryStore;

    move-result-object v0

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v11}, Lapp/larder/kitchen/data/PantryStore;->recipesTagged(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    :goto_1
    move-object v0, v10

    goto :goto_2

    :cond_1
    invoke-static {v8}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object v8, v0

    .line 77
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v0, v8

    check-cast v0, Lorg/json/JSONArray;

    move-object v9, v0

    .line 144
    const/4 v10, 0x0

    .line 77
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "recipes"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_3

    :cond_2
    move-object v9, v0

    .line 144
    const/4 v10, 0x0

    .line 77
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v9, v1}, Lapp/larder/kitchen/cetp/OutcomeKt;->failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 78
    :goto_3
    return-object v0
.end method

.method private final resume(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 22

    .line 95
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getApprovals()Lapp/larder/kitchen/data/Approvals;

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

    const-string v3, "app.larder.kitchen"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/kitchen/data/Approvals;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/kitchen/data/Approval;

    move-result-object v9

    .line 96
    if-eqz v9, :cond_2

    move-object v10, v9

    const/4 v11, 0x0

    .line 97
    invoke-virtual {v10}, Lapp/larder/kitchen/data/Approval;->getConfirmed()Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v12

    invoke-virtual {v12}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v13

    .line 144
    const/4 v14, 0x0

    .line 97
    if-eqz v13, :cond_0

    move-object v0, v12

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v15, v0

    .line 98
    if-eqz v15, :cond_1

    invoke-virtual {v15}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v14

    .line 144
    const/16 v16, 0x0

    .line 98
    move-object/from16 v0, p0

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCommitter()Lapp/larder/kitchen/cetp/Committer;

    move-result-object v0

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    move-object/from16 v4, p0

    move-object/from16 v5, p1

    move-object/from16 v6, p2

    move-object/from16 v7, p3

    new-instance v8, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v8, v4, v5, v6, v7}, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda7;-><init>(Lapp/larder/kitchen/cetp/PantryToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)V

    move-object v4, v8

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/Committer;->commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v12

    .line 97
    if-eqz v12, :cond_1

    move-object v0, v12

    goto :goto_1

    .line 99
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

    .line 95
    :goto_1
    goto :goto_2

    .line 101
    :cond_2
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "resume_token is unknown, unanswered, used or for another call."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    :goto_2
    return-object v0
.end method

.method public static final resume$lambda$0$1$0(Lapp/larder/kitchen/cetp/PantryToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 5

    .line 98
    invoke-direct {p0, p1, p2, p3}, Lapp/larder/kitchen/cetp/PantryToolProvider;->perform(Lapp/larder/kitchen/cetp/ToolSpec;Lapp/larder/kitchen/cetp/Call;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Lapp/larder/kitchen/cetp/Envelope;Lapp/larder/kitchen/cetp/Caller;)Landroid/os/Bundle;
    .registers 13

    .line 40
    invoke-static {}, Lapp/larder/kitchen/cetp/WireKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p2}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "Larder has no such method."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p2}, Lapp/larder/kitchen/cetp/Envelope;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-virtual {p3}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v1

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v4

    const-string v2, "app.larder.kitchen"

    const-string v3, "Larder Pantry"

    invoke-static {v0, v1, v2, v3, v4}, Lapp/larder/kitchen/cetp/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 42
    :cond_1
    invoke-static {p2}, Lapp/larder/kitchen/cetp/WireKt;->problem(Lapp/larder/kitchen/cetp/Envelope;)Landroid/os/Bundle;

    move-result-object v5

    if-eqz v5, :cond_2

    move-object v7, v5

    .line 144
    const/4 v8, 0x0

    .line 42
    return-object v7

    .line 43
    :cond_2
    invoke-virtual {p2}, Lapp/larder/kitchen/cetp/Envelope;->getSessionToken()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p3}, Lapp/larder/kitchen/cetp/Caller;->getUid()I

    move-result v1

    const-string v2, "app.larder.kitchen"

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/kitchen/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 44
    invoke-virtual {p2}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 43
    :cond_3
    move-object v5, v0

    .line 45
    new-instance v6, Lapp/larder/kitchen/cetp/Call;

    const-string v3, "app.larder.kitchen"

    invoke-direct {v6, p3, v3, v5, p2}, Lapp/larder/kitchen/cetp/Call;-><init>(Lapp/larder/kitchen/cetp/Caller;Ljava/lang/String;Lapp/larder/kitchen/cetp/Session;Lapp/larder/kitchen/cetp/Envelope;)V

    .line 46
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

    .line 47
    :cond_4
    invoke-virtual {v6}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/PantryToolProvider;->INFO:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 48
    :cond_5
    invoke-virtual {v6}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lapp/larder/kitchen/cetp/PantryTools;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/PantryTools;->getAll()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/util/Collection;

    const-string v1, "pantry-4"

    const/4 v3, 0x0

    invoke-static {v1, v2, v3}, Lapp/larder/kitchen/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/Collection;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 49
    :cond_6
    invoke-direct {p0, v6}, Lapp/larder/kitchen/cetp/PantryToolProvider;->execute(Lapp/larder/kitchen/cetp/Call;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    invoke-virtual {v6}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/OutcomeKt;->toReply(Lapp/larder/kitchen/cetp/Outcome;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 50
    :goto_0
    invoke-virtual {v6}, Lapp/larder/kitchen/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "The pantry runs no background operations."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 46
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

.method public static final store_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/data/PantryStore;
    .registers 3

    .line 23
    new-instance v0, Lapp/larder/kitchen/data/PantryStore;

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getDb()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/PantryStore;-><init>(Lapp/larder/kitchen/data/LarderDb;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v0, Lapp/larder/kitchen/cetp/Envelope;

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v2}, Lapp/larder/kitchen/cetp/Envelope;-><init>(Landroid/os/Bundle;)V

    move-object v3, v0

    .line 33
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 34
    invoke-direct {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const-string v2, "getPackageManager(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v4, v2}, Lapp/larder/kitchen/cetp/PantryAccess;->resolve(Landroid/content/pm/PackageManager;ILjava/lang/String;)Lapp/larder/kitchen/cetp/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 35
    invoke-virtual {v3}, Lapp/larder/kitchen/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/larder/kitchen/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v2, "Larder does not serve this app."

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :cond_1
    move-object v5, v0

    .line 36
    invoke-direct {p0, p1, v3, v5}, Lapp/larder/kitchen/cetp/PantryToolProvider;->serve(Ljava/lang/String;Lapp/larder/kitchen/cetp/Envelope;Lapp/larder/kitchen/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 133
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 129
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 131
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 29
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 127
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 135
    const/4 v0, 0x0

    return v0
.end method
