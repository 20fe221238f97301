.class public final Lcom/fernhill/lend/SafeQuery;
.super Ljava/lang/Object;
.source "SafeQuery.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method

.method public static first(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lcom/fernhill/lend/ErrorListener;)Lorg/json/JSONObject;
    .registers 11

    .line 15
    const/4 v3, 0x0

    .line 17
    :try_start_0
    invoke-virtual {p0, p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v3

    .line 18
    invoke-interface {v3}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_1

    .line 19
    const/4 v4, 0x0

    .line 30
    if-eqz v3, :cond_0

    .line 31
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 19
    :cond_0
    return-object v4

    .line 21
    :cond_1
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v0

    .line 22
    const/4 v5, 0x0

    :goto_0
    invoke-interface {v3}, Landroid/database/Cursor;->getColumnCount()I

    move-result v1

    if-ge v5, v1, :cond_2

    .line 23
    invoke-interface {v3, v5}, Landroid/database/Cursor;->getColumnName(I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v3, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_1
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_1 .. :try_end_1} :catch_0
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 22
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 25
    :cond_2
    move-object v5, v4

    .line 30
    if-eqz v3, :cond_3

    .line 31
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 25
    :cond_3
    return-object v5

    :catch_0
    move-exception v4

    .line 27
    :try_start_2
    invoke-interface {p3, v4}, Lcom/fernhill/lend/ErrorListener;->onError(Ljava/lang/Exception;)V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 28
    const/4 v5, 0x0

    .line 30
    if-eqz v3, :cond_4

    .line 31
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 28
    :cond_4
    return-object v5

    :catchall_0
    move-exception v6

    .line 30
    if-eqz v3, :cond_5

    .line 31
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 33
    :cond_5
    throw v6
.end method
