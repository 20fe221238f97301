.class final La/c;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# instance fields
.field private final a:La/a;


# direct methods
.method constructor <init>(La/a;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, La/c;->a:La/a;

    .line 20
    return-void
.end method


# virtual methods
.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9

    .line 24
    iget-object v0, p0, La/c;->a:La/a;

    invoke-virtual {v0}, La/a;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 25
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v1

    .line 26
    :try_start_0
    const-string v2, "SELECT reply FROM ledger WHERE uid = ? AND request_id = ?"

    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v1, v3, v4

    .line 27
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x1

    aput-object v4, v3, v5

    .line 26
    invoke-virtual {v0, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v2
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_json

    .line 28
    :try_start_1
    invoke-interface {v2}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v3

    if-eqz v3, :cond_nofirst

    .line 29
    new-instance v3, Lorg/json/JSONObject;

    const/4 v4, 0x0

    invoke-interface {v2, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v3
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 26
    if-eqz v2, :cond_ret

    :try_start_2
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Lorg/json/JSONException; {:try_start_2 .. :try_end_2} :catch_json

    .line 29
    :cond_ret
    return-object v3

    .line 26
    :catchall_0
    move-exception v3

    if-eqz v2, :cond_throw

    :try_start_3
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :cond_throw

    :catchall_1
    move-exception v4

    :try_start_4
    invoke-virtual {v3, v4}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_throw
    throw v3
    :try_end_4
    .catch Lorg/json/JSONException; {:try_start_4 .. :try_end_4} :catch_json

    :cond_nofirst
    if-eqz v2, :cond_after

    :try_start_5
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    :try_end_5
    .catch Lorg/json/JSONException; {:try_start_5 .. :try_end_5} :catch_json

    .line 34
    :cond_after
    invoke-interface {p2}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    .line 35
    invoke-virtual {v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->isSuccess()Z

    move-result v3

    if-eqz v3, :cond_ret2

    .line 36
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 37
    const-string v4, "uid"

    invoke-virtual {v3, v4, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    const-string v4, "request_id"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v3, v4, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    const-string v4, "reply"

    invoke-virtual {v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getValue()Lorg/json/JSONObject;

    move-result-object v5

    invoke-static {v5}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v3, v4, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    const-string v4, "ledger"

    const/4 v5, 0x0

    invoke-virtual {v0, v4, v5, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 42
    :cond_ret2
    return-object v2

    .line 32
    :catch_json
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "ledger entry unreadable"

    invoke-static {v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v2

    return-object v2
.end method
