.class final Lcom/copperwick/budget/BudgetTools;
.super Ljava/lang/Object;
.source "BudgetTools.java"


# instance fields
.field private final c:Lcom/copperwick/cetp/Container;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final settings:Lcom/copperwick/config/Settings;


# direct methods
.method constructor <init>(Lcom/copperwick/cetp/Container;)V
    .registers 3

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 37
    iput-object p1, p0, Lcom/copperwick/budget/BudgetTools;->c:Lcom/copperwick/cetp/Container;

    .line 38
    invoke-virtual {p1}, Lcom/copperwick/cetp/Container;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 39
    invoke-virtual {p1}, Lcom/copperwick/cetp/Container;->settings()Lcom/copperwick/config/Settings;

    move-result-object v0

    iput-object v0, p0, Lcom/copperwick/budget/BudgetTools;->settings:Lcom/copperwick/config/Settings;

    .line 40
    return-void
.end method

.method private static monthStart()J
    .registers 4

    .line 158
    invoke-static {}, Ljava/util/Calendar;->getInstance()Ljava/util/Calendar;

    move-result-object v3

    .line 159
    const/4 v1, 0x5

    const/4 v2, 0x1

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 160
    const/16 v1, 0xb

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 161
    const/16 v1, 0xc

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 162
    const/16 v1, 0xd

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 163
    const/16 v1, 0xe

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Ljava/util/Calendar;->set(II)V

    .line 164
    invoke-virtual {v3}, Ljava/util/Calendar;->getTimeInMillis()J

    move-result-wide v0

    return-wide v0
.end method


# virtual methods
.method addExpense(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 60
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v7

    .line 61
    const-string v1, "category"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 62
    const-string v1, "amount_cents"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v9

    .line 63
    const-wide/16 v2, 0x0

    cmp-long v0, v9, v2

    if-gtz v0, :cond_0

    .line 64
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "amount_cents must be positive"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    .line 70
    invoke-static {}, Lcom/copperwick/budget/BudgetTools;->monthStart()J

    move-result-wide v5

    invoke-static {v5, v6}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const/4 v4, 0x1

    aput-object v8, v2, v4

    .line 68
    const-string v1, "SELECT _id, monthly_limit - IFNULL((SELECT SUM(amount_cents) FROM expenses e WHERE e.category_id = categories._id AND e.spent_at > ?), 0) FROM categories WHERE name = ?"

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v15

    .line 71
    :try_start_0
    invoke-interface {v15}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_2

    .line 72
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such category"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v16

    .line 76
    if-eqz v15, :cond_1

    invoke-interface {v15}, Landroid/database/Cursor;->close()V

    .line 72
    :cond_1
    return-object v16

    .line 74
    :cond_2
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v15, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v11

    .line 75
    const/4 v1, 0x1

    invoke-interface {v15, v1}, Landroid/database/Cursor;->getLong(I)J
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-result-wide v13

    .line 76
    if-eqz v15, :cond_4

    invoke-interface {v15}, Landroid/database/Cursor;->close()V

    goto :goto_1

    :catch_0
    move-exception v16

    .line 68
    if-eqz v15, :cond_3

    :try_start_2
    invoke-interface {v15}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v17

    move-object/from16 v0, v16

    move-object/from16 v1, v17

    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v16

    .line 77
    :cond_4
    :goto_1
    cmp-long v0, v9, v13

    if-lez v0, :cond_5

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->approved()Z

    move-result v0

    if-nez v0, :cond_5

    .line 78
    const-wide/16 v2, 0x64

    div-long v0, v9, v2

    const-wide/16 v4, 0x64

    rem-long v2, v9, v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Add "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " to "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " (over its limit)"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v15, v5

    .line 79
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/budget/BudgetTools;->c:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->confirmations()Lcom/copperwick/cetp/Confirmations;

    move-result-object v0

    sget-object v3, Lcom/copperwick/config/FlagPresets$Kind;->REFRESHABLE:Lcom/copperwick/config/FlagPresets$Kind;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1, v15, v3}, Lcom/copperwick/cetp/Confirmations;->ask(Lcom/copperwick/cetp/Invocation;Ljava/lang/String;Lcom/copperwick/config/FlagPresets$Kind;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :cond_5
    new-instance v15, Landroid/content/ContentValues;

    invoke-direct {v15}, Landroid/content/ContentValues;-><init>()V

    .line 82
    invoke-static {v11, v12}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "category_id"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 83
    invoke-static {v9, v10}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount_cents"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 84
    const-string v3, "note"

    const-string v4, ""

    invoke-virtual {v7, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "note"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 85
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "spent_at"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 86
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "expenses"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v15}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v16

    .line 87
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "expense_id"

    move-wide/from16 v3, v16

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    sub-long v3, v13, v9

    const-string v2, "left_cents"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-static {v0, v1}, Lcom/copperwick/cetp/Replies;->inline(Lcom/copperwick/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method exportBudget(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 91
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->largeResults()Z

    move-result v0

    if-nez v0, :cond_0

    .line 92
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "Negotiate large_results for exports"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 94
    :cond_0
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "file_name"

    const-string v2, "budget.csv"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 95
    const-string v1, "[A-Za-z0-9_-]{1,40}\\.csv"

    invoke-virtual {v9, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 96
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "file_name must be a plain .csv name"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 98
    :cond_1
    new-instance v10, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/copperwick/budget/BudgetTools;->c:Lcom/copperwick/cetp/Container;

    invoke-virtual {v2}, Lcom/copperwick/cetp/Container;->context()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v2

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/copperwick/budget/BudgetTools;->c:Lcom/copperwick/cetp/Container;

    invoke-virtual {v3}, Lcom/copperwick/cetp/Container;->config()Lcom/copperwick/config/ToolConfig;

    move-result-object v3

    invoke-virtual {v3}, Lcom/copperwick/config/ToolConfig;->exportDir()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v10, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 99
    invoke-virtual {v10}, Ljava/io/File;->mkdirs()Z

    .line 100
    new-instance v11, Ljava/io/File;

    invoke-direct {v11, v10, v9}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 101
    new-instance v12, Ljava/io/OutputStreamWriter;

    new-instance v2, Ljava/io/FileOutputStream;

    invoke-direct {v2, v11}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v12, v2, v3}, Ljava/io/OutputStreamWriter;-><init>(Ljava/io/OutputStream;Ljava/nio/charset/Charset;)V

    .line 102
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    .line 104
    invoke-static {}, Lcom/copperwick/budget/BudgetTools;->monthStart()J

    move-result-wide v5

    invoke-static {v5, v6}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    .line 102
    const-string v1, "SELECT c.name, e.amount_cents, e.note, e.spent_at FROM expenses e JOIN categories c ON c._id = e.category_id WHERE e.spent_at > ? ORDER BY e.spent_at"

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v13

    .line 105
    :try_start_1
    const-string v1, "category,amount_cents,note,spent_at\n"

    invoke-virtual {v12, v1}, Ljava/io/Writer;->write(Ljava/lang/String;)V

    .line 106
    :goto_0
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 107
    const/4 v2, 0x0

    invoke-interface {v13, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const/4 v3, 0x1

    invoke-interface {v13, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x2

    invoke-interface {v13, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {v13, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, ","

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, ","

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, ","

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "\n"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    move-object v1, v7

    invoke-virtual {v12, v1}, Ljava/io/Writer;->write(Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    goto :goto_0

    .line 109
    :cond_2
    if-eqz v13, :cond_4

    :try_start_2
    invoke-interface {v13}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v14

    .line 101
    if-eqz v13, :cond_3

    :try_start_3
    invoke-interface {v13}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1

    goto :goto_1

    :catch_1
    move-exception v15

    :try_start_4
    invoke-virtual {v14, v15}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_1
    throw v14
    :try_end_4
    .catch Ljava/lang/Throwable; {:try_start_4 .. :try_end_4} :catch_2

    .line 109
    :cond_4
    :goto_2
    invoke-virtual {v12}, Ljava/io/Writer;->close()V

    goto :goto_4

    :catch_2
    move-exception v13

    .line 101
    :try_start_5
    invoke-virtual {v12}, Ljava/io/Writer;->close()V
    :try_end_5
    .catch Ljava/lang/Throwable; {:try_start_5 .. :try_end_5} :catch_3

    goto :goto_3

    :catch_3
    move-exception v14

    invoke-virtual {v13, v14}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_3
    throw v13

    .line 110
    :goto_4
    const-string v1, "shared"

    invoke-static {v11, v1}, Lcom/copperwick/config/Exports;->open(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;

    move-result-object v12

    .line 111
    invoke-virtual {v11}, Ljava/io/File;->length()J

    move-result-wide v3

    invoke-virtual {v11}, Ljava/io/File;->toPath()Ljava/nio/file/Path;

    move-result-object v5

    invoke-static {v5}, Ljava/nio/file/Files;->readAllBytes(Ljava/nio/file/Path;)[B

    move-result-object v5

    invoke-static {v5}, Lcom/copperwick/cetp/Invocation;->sha256([B)Ljava/lang/String;

    move-result-object v5

    move-object/from16 v0, p1

    const-string v1, "text/csv"

    move-object v2, v12

    invoke-static/range {v0 .. v5}, Lcom/copperwick/cetp/Replies;->file(Lcom/copperwick/cetp/Invocation;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method importStatement(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 115
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "budget.last_error"

    invoke-virtual {v0, v1}, Lcom/copperwick/config/Settings;->lastFailure(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 116
    if-eqz v6, :cond_0

    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "retry"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_0

    .line 117
    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "The last import failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNAVAILABLE"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_0
    new-instance v7, Ljava/io/File;

    new-instance v2, Ljava/io/File;

    iget-object v4, p0, Lcom/copperwick/budget/BudgetTools;->c:Lcom/copperwick/cetp/Container;

    invoke-virtual {v4}, Lcom/copperwick/cetp/Container;->context()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v4

    const-string v5, "statements"

    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const-string v3, "latest.csv"

    invoke-direct {v7, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 120
    const/4 v8, 0x0

    .line 121
    :try_start_0
    new-instance v0, Ljava/io/BufferedReader;

    new-instance v2, Ljava/io/FileReader;

    invoke-direct {v2, v7}, Ljava/io/FileReader;-><init>(Ljava/io/File;)V

    invoke-direct {v0, v2}, Ljava/io/BufferedReader;-><init>(Ljava/io/Reader;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v9, v0

    .line 123
    :goto_0
    :try_start_1
    invoke-virtual {v9}, Ljava/io/BufferedReader;->readLine()Ljava/lang/String;

    move-result-object v0

    move-object v10, v0

    if-eqz v10, :cond_2

    .line 124
    const-string v1, ","

    invoke-virtual {v10, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v11

    .line 125
    array-length v0, v11

    const/4 v1, 0x3

    if-ge v0, v1, :cond_1

    .line 126
    goto :goto_0

    .line 128
    :cond_1
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v12, v0

    .line 129
    const/4 v3, 0x0

    aget-object v2, v11, v3

    invoke-static {v2}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "category_id"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 130
    const/4 v3, 0x1

    aget-object v2, v11, v3

    invoke-static {v2}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount_cents"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 131
    const/4 v3, 0x2

    aget-object v2, v11, v3

    const-string v1, "note"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 132
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "spent_at"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 133
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "expenses"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v12}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/lang/NumberFormatException; {:try_start_1 .. :try_end_1} :catch_2

    .line 134
    add-int/lit8 v8, v8, 0x1

    .line 135
    goto :goto_0

    .line 136
    :cond_2
    :try_start_2
    invoke-virtual {v9}, Ljava/io/BufferedReader;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    .catch Ljava/lang/NumberFormatException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v10

    .line 121
    :try_start_3
    invoke-virtual {v9}, Ljava/io/BufferedReader;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2
    .catch Ljava/lang/NumberFormatException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v11

    :try_start_4
    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v10
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2
    .catch Ljava/lang/NumberFormatException; {:try_start_4 .. :try_end_4} :catch_2

    .line 139
    :goto_2
    goto :goto_3

    :catch_2
    move-exception v9

    .line 137
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "budget.last_error"

    const-string v2, "the bank statement could not be read"

    invoke-virtual {v0, v1, v2}, Lcom/copperwick/config/Settings;->recordFailure(Ljava/lang/String;Ljava/lang/String;)V

    .line 138
    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "UNAVAILABLE"

    const-string v2, "The statement could not be imported"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :goto_3
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "budget.last_error"

    invoke-virtual {v0, v1}, Lcom/copperwick/config/Settings;->clearFailure(Ljava/lang/String;)V

    .line 141
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "imported"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/copperwick/cetp/Replies;->inline(Lcom/copperwick/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method listCategories(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 44
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 45
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    .line 47
    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    .line 45
    const-string v1, "SELECT c._id, c.name, c.monthly_limit, p.uid IS NOT NULL FROM categories c LEFT JOIN pinned p ON p.category_id = c._id AND p.uid = ? ORDER BY c.name"

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 48
    :goto_0
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 49
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 50
    const/4 v4, 0x0

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 51
    const/4 v4, 0x1

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 52
    const/4 v4, 0x2

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "monthly_limit_cents"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 53
    const/4 v4, 0x3

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    move-object v0, v7

    const-string v2, "pinned"

    if-eqz v3, :cond_0

    const/4 v3, 0x1

    goto :goto_1

    :cond_0
    const/4 v3, 0x0

    :goto_1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 49
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 55
    :cond_1
    if-eqz v8, :cond_3

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    goto :goto_3

    :catch_0
    move-exception v9

    .line 45
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_2
    throw v9

    .line 56
    :cond_3
    :goto_3
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "categories"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/copperwick/cetp/Replies;->inline(Lcom/copperwick/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method purgeCategory(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 145
    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "category"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 146
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->settings:Lcom/copperwick/config/Settings;

    const-string v1, "budget.require_confirmation"

    invoke-virtual {v0, v1}, Lcom/copperwick/config/Settings;->requireConfirmation(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lcom/copperwick/cetp/Invocation;->approved()Z

    move-result v0

    if-nez v0, :cond_0

    .line 147
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->c:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->confirmations()Lcom/copperwick/cetp/Confirmations;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete the category "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " and all its expenses"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Lcom/copperwick/config/FlagPresets$Kind;->ONE_TIME:Lcom/copperwick/config/FlagPresets$Kind;

    invoke-virtual {v0, p1, v2, v3}, Lcom/copperwick/cetp/Confirmations;->ask(Lcom/copperwick/cetp/Invocation;Ljava/lang/String;Lcom/copperwick/config/FlagPresets$Kind;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 150
    :cond_0
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v4, v0, v2

    move-object v5, v0

    .line 151
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "expenses"

    const-string v2, "category_id IN (SELECT _id FROM categories WHERE name = ?)"

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v6

    .line 152
    iget-object v0, p0, Lcom/copperwick/budget/BudgetTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "categories"

    const-string v2, "name = ?"

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v7

    .line 153
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "deleted_categories"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 154
    const-string v2, "deleted_expenses"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 153
    invoke-static {p1, v1}, Lcom/copperwick/cetp/Replies;->inline(Lcom/copperwick/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
