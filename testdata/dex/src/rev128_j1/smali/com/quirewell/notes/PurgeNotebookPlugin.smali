.class public final Lcom/quirewell/notes/PurgeNotebookPlugin;
.super Ljava/lang/Object;
.source "PurgeNotebookPlugin.java"

# interfaces
.implements Lcom/quirewell/cetp/ToolPlugin;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    return-void
.end method


# virtual methods
.method public execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 33
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "notebook_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v8

    .line 34
    move-object/from16 v0, p1

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolHost;->database()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 35
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    invoke-static {v8, v9}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v11, v0

    .line 37
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "title"

    aput-object v5, v2, v4

    move-object v0, v10

    const-string v1, "notebooks"

    const-string v3, "_id = ?"

    move-object v4, v11

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v13

    .line 38
    :try_start_0
    invoke-interface {v13}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v13, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v12, v0

    .line 39
    if-eqz v13, :cond_2

    invoke-interface {v13}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v14

    .line 37
    if-eqz v13, :cond_1

    :try_start_1
    invoke-interface {v13}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v15

    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v14

    .line 40
    :cond_2
    :goto_2
    if-nez v12, :cond_3

    .line 41
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such notebook"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 44
    :cond_3
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->approved()Z

    move-result v0

    if-nez v0, :cond_4

    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_5

    :cond_4
    const/4 v0, 0x1

    goto :goto_3

    :cond_5
    const/4 v0, 0x0

    :goto_3
    move v13, v0

    .line 45
    if-nez v13, :cond_6

    .line 46
    move-object/from16 v0, p1

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolHost;->confirmations()Lcom/quirewell/cetp/Confirmations;

    move-result-object v0

    sget-object v2, Lcom/quirewell/cetp/Screen;->PURGE_NOTEBOOK:Lcom/quirewell/cetp/Screen;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Delete the notebook \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\" and every note in it"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v1, p2

    const/high16 v4, 0x4000000

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/quirewell/cetp/Confirmations;->ask(Lcom/quirewell/cetp/Invocation;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 50
    :cond_6
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 52
    :try_start_2
    const-string v1, "notes"

    const-string v2, "notebook_id = ?"

    invoke-virtual {v10, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v14

    .line 53
    const-string v1, "notebooks"

    const-string v2, "_id = ?"

    invoke-virtual {v10, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 54
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 56
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 57
    goto :goto_4

    :catchall_0
    move-exception v16

    .line 56
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 57
    throw v16

    .line 58
    :goto_4
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "notebook_id"

    invoke-virtual {v1, v2, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "deleted_notes"

    invoke-virtual {v1, v2, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lcom/quirewell/cetp/Replies;->success(Lcom/quirewell/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public providerKey()Ljava/lang/String;
    .registers 2

    .line 23
    const-string v0, "notes"

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 28
    const-string v0, "purge_notebook"

    return-object v0
.end method
