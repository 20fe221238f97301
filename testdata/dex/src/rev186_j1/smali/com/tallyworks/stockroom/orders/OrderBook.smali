.class final Lcom/tallyworks/stockroom/orders/OrderBook;
.super Ljava/lang/Object;
.source "OrderBook.java"


# static fields
.field static final ARCHIVE_BATCH:I = 0x32

.field private static final DAY_MS:J = 0x5265c00L


# instance fields
.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;


# direct methods
.method constructor <init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V
    .registers 2

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/tallyworks/stockroom/orders/OrderBook;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 23
    return-void
.end method

.method static knownStatus(Ljava/lang/String;)Z
    .registers 5

    .line 26
    move-object v2, p0

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "open"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "packed"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "shipped"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "cancelled"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "refunded"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x4

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 32
    :pswitch_0
    const/4 v0, 0x1

    return v0

    .line 34
    :goto_1
    const/4 v0, 0x0

    return v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x3b5bb388 -> :sswitch_1
        -0x2a3211e9 -> :sswitch_4
        0x34264a -> :sswitch_0
        0x1c682951 -> :sswitch_3
        0x7ae0dd53 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

.method private setStatus(JLjava/lang/String;)V
    .registers 14

    .line 160
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderBook;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 161
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 162
    const-string v1, "status"

    invoke-virtual {v8, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 163
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const-string v1, "orders"

    const-string v3, "id = ?"

    invoke-virtual {v7, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 164
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    .line 165
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "order_id"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 166
    const-string v1, "event"

    invoke-virtual {v9, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 167
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 168
    const-string v1, "order_events"

    const/4 v2, 0x0

    invoke-virtual {v7, v1, v2, v9}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 169
    return-void
.end method


# virtual methods
.method archiveBatch(I)I
    .registers 19

    .line 141
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    move/from16 v2, p1

    int-to-long v2, v2

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    sub-long v10, v0, v2

    .line 142
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallyworks/stockroom/orders/OrderBook;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v12

    .line 143
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 145
    invoke-static {v10, v11}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const/16 v8, 0x32

    invoke-static {v8}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 143
    move-object v0, v12

    const-string v1, "orders"

    const-string v3, "archived = 0 AND status IN (\'cancelled\', \'refunded\', \'shipped\') AND placed_at < ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "placed_at"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v13

    .line 146
    const/4 v14, 0x0

    .line 148
    :goto_0
    :try_start_0
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 149
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v15, v0

    .line 150
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "archived"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 151
    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    const/4 v9, 0x0

    invoke-interface {v13, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    invoke-static {v8, v9}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v5, v7

    const-string v2, "orders"

    const-string v4, "id = ?"

    invoke-virtual {v12, v2, v15, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v1

    add-int/2addr v14, v1

    .line 152
    goto :goto_0

    .line 154
    :cond_0
    invoke-interface {v13}, Landroid/database/Cursor;->close()V

    .line 155
    goto :goto_1

    :catchall_0
    move-exception v16

    .line 154
    invoke-interface {v13}, Landroid/database/Cursor;->close()V

    .line 155
    throw v16

    .line 156
    :goto_1
    return v14
.end method

.method cancel(J)Lorg/json/JSONObject;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 86
    invoke-virtual {p0, p1, p2}, Lcom/tallyworks/stockroom/orders/OrderBook;->statusOf(J)Ljava/lang/String;

    move-result-object v4

    .line 87
    move-object v5, v4

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "open"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "packed"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "shipped"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x2

    :cond_0
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_1

    .line 91
    :pswitch_0
    const-string v3, "cancelled"

    invoke-direct {p0, p1, p2, v3}, Lcom/tallyworks/stockroom/orders/OrderBook;->setStatus(JLjava/lang/String;)V

    .line 92
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "order_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    const-string v2, "cancelled"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 93
    const-string v1, "was"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 92
    return-object v0

    .line 95
    :goto_1
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "CONFLICT"

    const-string v3, "cannot cancel"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    :sswitch_data_0
    .sparse-switch
        -0x3b5bb388 -> :sswitch_1
        0x34264a -> :sswitch_0
        0x7ae0dd53 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

.method list(Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 39
    if-eqz p1, :cond_0

    invoke-static {p1}, Lcom/tallyworks/stockroom/orders/OrderBook;->knownStatus(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    move/from16 v0, p2

    const/4 v1, 0x1

    if-lt v0, v1, :cond_1

    move/from16 v0, p2

    const/16 v1, 0x64

    if-le v0, v1, :cond_2

    .line 40
    :cond_1
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad filter"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 42
    :cond_2
    if-nez p1, :cond_3

    const-string v0, "archived = 0"

    goto :goto_0

    :cond_3
    const-string v0, "archived = 0 AND status = ?"

    :goto_0
    move-object v9, v0

    .line 43
    if-nez p1, :cond_4

    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    :goto_1
    move-object v10, v0

    .line 44
    new-instance v11, Lorg/json/JSONArray;

    invoke-direct {v11}, Lorg/json/JSONArray;-><init>()V

    .line 45
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderBook;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x5

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "customer"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "status"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "total_cents"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "refunded_cents"

    aput-object v5, v2, v4

    .line 47
    move/from16 v8, p2

    invoke-static {v8}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 45
    const-string v1, "orders"

    move-object v3, v9

    move-object v4, v10

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "placed_at DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v12

    .line 49
    :goto_2
    :try_start_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 50
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v12, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "order_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v12, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "customer"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 51
    const/4 v4, 0x2

    invoke-interface {v12, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "status"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x3

    invoke-interface {v12, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "total_cents"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 52
    const/4 v4, 0x4

    invoke-interface {v12, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "refunded_cents"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 50
    invoke-virtual {v11, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_2

    .line 55
    :cond_5
    invoke-interface {v12}, Landroid/database/Cursor;->close()V

    .line 56
    goto :goto_3

    :catchall_0
    move-exception v13

    .line 55
    invoke-interface {v12}, Landroid/database/Cursor;->close()V

    .line 56
    throw v13

    .line 57
    :goto_3
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "orders"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method markPacked(J)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 74
    invoke-virtual {p0, p1, p2}, Lcom/tallyworks/stockroom/orders/OrderBook;->statusOf(J)Ljava/lang/String;

    move-result-object v4

    .line 75
    const-string v0, "packed"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 76
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "order_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0

    .line 78
    :cond_0
    const-string v0, "open"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 79
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "CONFLICT"

    const-string v3, "not open"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 81
    :cond_1
    const-string v3, "packed"

    invoke-direct {p0, p1, p2, v3}, Lcom/tallyworks/stockroom/orders/OrderBook;->setStatus(JLjava/lang/String;)V

    .line 82
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "order_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    const-string v2, "packed"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method refund(JJLjava/lang/String;)Lorg/json/JSONObject;
    .registers 24
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 100
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallyworks/stockroom/orders/OrderBook;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 103
    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "total_cents"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "refunded_cents"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "status"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 104
    move-wide/from16 v7, p1

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 103
    move-object v0, v9

    const-string v1, "orders"

    const-string v3, "id = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v14

    .line 106
    :try_start_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 107
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "unknown order"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 109
    :cond_0
    const/4 v2, 0x2

    invoke-interface {v14, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "open"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v2, 0x2

    invoke-interface {v14, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "packed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 110
    :cond_1
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "CONFLICT"

    const-string v3, "not paid out yet"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 112
    :cond_2
    const/4 v1, 0x0

    invoke-interface {v14, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v10

    .line 113
    const/4 v1, 0x1

    invoke-interface {v14, v1}, Landroid/database/Cursor;->getLong(I)J
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-wide v12

    .line 115
    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 116
    goto :goto_0

    :catchall_0
    move-exception v15

    .line 115
    invoke-interface {v14}, Landroid/database/Cursor;->close()V

    .line 116
    throw v15

    .line 117
    :goto_0
    const-wide/16 v2, 0x0

    cmp-long v0, p3, v2

    if-lez v0, :cond_3

    add-long v0, v12, p3

    cmp-long v0, v0, v10

    if-lez v0, :cond_4

    .line 118
    :cond_3
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "amount out of range"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 120
    :cond_4
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 122
    :try_start_1
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v15, v0

    .line 123
    move-wide/from16 v2, p1

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "order_id"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 124
    move-wide/from16 v2, p3

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount_cents"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 125
    const-string v1, "reason"

    move-object/from16 v2, p5

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 126
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 127
    const-string v1, "refunds"

    const/4 v2, 0x0

    invoke-virtual {v9, v1, v2, v15}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 128
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v16, v0

    .line 129
    add-long v2, v12, p3

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "refunded_cents"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 130
    add-long v2, v12, p3

    cmp-long v2, v2, v10

    move-object/from16 v0, v16

    const-string v1, "status"

    if-nez v2, :cond_5

    const-string v2, "refunded"

    goto :goto_1

    :cond_5
    const-string v2, "shipped"

    :goto_1
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 131
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-wide/from16 v7, p1

    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "orders"

    move-object/from16 v2, v16

    const-string v3, "id = ?"

    invoke-virtual {v9, v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 132
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    .line 134
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 135
    goto :goto_2

    :catchall_1
    move-exception v17

    .line 134
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 135
    throw v17

    .line 136
    :goto_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "order_id"

    move-wide/from16 v2, p1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    add-long v2, v12, p3

    const-string v1, "refunded_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method statusOf(J)Ljava/lang/String;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 61
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrderBook;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "status"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 62
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 61
    const-string v1, "orders"

    const-string v3, "id = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 64
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 65
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "unknown order"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 67
    :cond_0
    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 69
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 67
    return-object v9

    :catchall_0
    move-exception v10

    .line 69
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 70
    throw v10
.end method
