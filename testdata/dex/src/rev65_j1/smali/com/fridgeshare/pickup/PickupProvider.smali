.class public Lcom/fridgeshare/pickup/PickupProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SourceFile"


# static fields
.field private static final a:[B

.field private static final b:Ljava/util/List;


# instance fields
.field private c:La/a;

.field private d:La/c;


# direct methods
.method static constructor <clinit>()V
    .registers 10

    .line 30
    const/4 v0, 0x4

    new-array v0, v0, [B

    fill-array-data v0, :array_cert

    sput-object v0, Lcom/fridgeshare/pickup/PickupProvider;->a:[B

    .line 31
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;

    .line 32
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "pickup_slots"

    const-string v3, "Pickup slots"

    const-string v4, "pickup.read"

    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 33
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 32
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v9, 0x0

    aput-object v1, v0, v9

    .line 34
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "fridge_report"

    const-string v3, "Fridge report"

    const-string v4, "pickup.read"

    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 35
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 34
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v9, 0x1

    aput-object v1, v0, v9

    .line 36
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "reserve_item"

    const-string v3, "Reserve an item"

    const-string v4, "pickup.reserve"

    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 37
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 36
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v9, 0x2

    aput-object v1, v0, v9

    .line 38
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "cancel_pickup"

    const-string v3, "Cancel a pickup"

    const-string v4, "pickup.reserve"

    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 39
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 38
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v9, 0x3

    aput-object v1, v0, v9

    .line 31
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/fridgeshare/pickup/PickupProvider;->b:Ljava/util/List;

    return-void

    :array_cert
    .array-data 1
        0x3at
        0x51t
        0xct
        0x7et
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private static a(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4

    .line 125
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 127
    :try_start_0
    const-string v1, "count"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 131
    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 129
    :catch_0
    const-string v0, "INTERNAL_ERROR"

    const-string v1, "reply failed"

    invoke-static {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6

    .line 67
    invoke-virtual {p0}, Lcom/fridgeshare/pickup/PickupProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 68
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    sget-object v2, Lcom/fridgeshare/pickup/PickupProvider;->a:[B

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-eqz v0, :cond_deny

    .line 71
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v0

    :goto_loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_allow

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    .line 72
    const-string v2, "pickup."

    invoke-virtual {v1, v2}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :goto_loop

    .line 63
    :cond_deny
    const-string v0, "not a volunteer app"

    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object v0

    return-object v0

    :cond_allow
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object v0

    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8

    .line 81
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    .line 82
    iget-object v1, p0, Lcom/fridgeshare/pickup/PickupProvider;->c:La/a;

    invoke-virtual {v1}, La/a;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 83
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v2

    const-string v3, "pickup_slots"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :case_slots

    const-string v3, "fridge_report"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :case_report

    const-string v3, "reserve_item"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :case_reserve

    const-string v3, "cancel_pickup"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :case_cancel

    .line 120
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "no such tool"

    invoke-static {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 85
    :case_slots
    const-string v2, "SELECT starts_at FROM slots WHERE fridge = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    .line 86
    const-string v4, "fridge"

    invoke-virtual {v0, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x0

    aput-object v4, v3, v5

    .line 85
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v2

    .line 87
    :try_start_0
    invoke-interface {v2}, Landroid/database/Cursor;->getCount()I

    move-result v3

    invoke-static {v3}, Lcom/fridgeshare/pickup/PickupProvider;->a(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 88
    if-eqz v2, :cond_r0

    invoke-interface {v2}, Landroid/database/Cursor;->close()V

    .line 87
    :cond_r0
    return-object v3

    .line 85
    :catchall_0
    move-exception v3

    if-eqz v2, :cond_t0

    :try_start_1
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    goto :cond_t0

    :catchall_1
    move-exception v4

    invoke-virtual {v3, v4}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_t0
    throw v3

    .line 90
    :case_report
    const-string v2, "fridge"

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 91
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 92
    invoke-virtual {v3, v2, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    const-string v2, "uid"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v4

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v3, v2, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 94
    const-string v2, "report_views"

    const/4 v4, 0x0

    invoke-virtual {v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 95
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "SELECT item_id FROM reservations WHERE note = \'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, "\'"

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 96
    :try_start_2
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I

    move-result v1

    invoke-static {v1}, Lcom/fridgeshare/pickup/PickupProvider;->a(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v1
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_2

    .line 97
    if-eqz v0, :cond_r1

    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 96
    :cond_r1
    return-object v1

    .line 95
    :catchall_2
    move-exception v1

    if-eqz v0, :cond_t1

    :try_start_3
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_3

    goto :cond_t1

    :catchall_3
    move-exception v2

    invoke-virtual {v1, v2}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_t1
    throw v1

    .line 100
    :case_reserve
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v3

    invoke-static {v2, v3}, La/b;->b(Ljava/lang/String;I)Z

    move-result v2

    if-nez v2, :cond_redeemed

    .line 101
    invoke-virtual {p0}, Lcom/fridgeshare/pickup/PickupProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-class v1, Lcom/fridgeshare/ui/ClaimActivity;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v2

    invoke-static {v0, v1, v2}, La/b;->a(Landroid/content/Context;Ljava/lang/Class;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 103
    :cond_redeemed
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    .line 104
    const-string v3, "item_id"

    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    const-string v3, "uid"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v4

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 106
    const-string v3, "note"

    const/4 v4, 0x0

    invoke-virtual {v0, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v4

    const-string v5, ""

    invoke-virtual {v4, v5}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/String;

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 107
    const-string v3, "reservations"

    const/4 v4, 0x0

    invoke-virtual {v1, v3, v4, v2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 108
    const-string v2, "notify_donor"

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_nonotify

    .line 109
    const-string v0, "UPDATE slots SET starts_at = starts_at WHERE fridge = \'notified\'"

    invoke-virtual {v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 111
    :cond_nonotify
    const/4 v0, 0x1

    invoke-static {v0}, Lcom/fridgeshare/pickup/PickupProvider;->a(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 115
    :case_cancel
    :try_start_4
    const-string v2, "reservations"

    const-string v3, "item_id = ?"

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const-string v5, "item_id"

    invoke-virtual {v0, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/4 v5, 0x0

    aput-object v0, v4, v5

    invoke-virtual {v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Lcom/fridgeshare/pickup/PickupProvider;->a(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0
    :try_end_4
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_4 .. :try_end_4} :catch_sql

    return-object v0

    :catch_sql
    move-exception v0

    .line 117
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "cancel failed: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 58
    iget-object v0, p0, Lcom/fridgeshare/pickup/PickupProvider;->d:La/c;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 53
    sget-object v0, Lcom/fridgeshare/pickup/PickupProvider;->b:Ljava/util/List;

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 46
    new-instance v0, La/a;

    invoke-virtual {p0}, Lcom/fridgeshare/pickup/PickupProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, La/a;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/fridgeshare/pickup/PickupProvider;->c:La/a;

    .line 47
    new-instance v1, La/c;

    invoke-direct {v1, v0}, La/c;-><init>(La/a;)V

    iput-object v1, p0, Lcom/fridgeshare/pickup/PickupProvider;->d:La/c;

    .line 48
    const/4 v0, 0x1

    return v0
.end method
