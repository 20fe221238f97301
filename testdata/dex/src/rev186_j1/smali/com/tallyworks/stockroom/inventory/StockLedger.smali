.class final Lcom/tallyworks/stockroom/inventory/StockLedger;
.super Ljava/lang/Object;
.source "StockLedger.java"


# static fields
.field private static final ITEM_COLUMNS:[Ljava/lang/String;

.field static final MAX_ADJUSTMENT:I = 0x2710


# instance fields
.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 17
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "sku"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "name"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "on_hand"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "reorder_level"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "max_level"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "supplier"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyworks/stockroom/inventory/StockLedger;->ITEM_COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V
    .registers 2

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 23
    return-void
.end method

.method private static itemJson(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 178
    const/4 v1, 0x2

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

    .line 179
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 180
    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "sku"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 181
    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 182
    const-string v1, "on_hand"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 183
    const/4 v4, 0x3

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x4

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    invoke-static {v6, v3, v4}, Lcom/tallyworks/stockroom/inventory/StockLedger;->level(III)Ljava/lang/String;

    move-result-object v2

    const-string v1, "level"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 184
    const-string v1, "found"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 179
    return-object v0
.end method

.method static level(III)Ljava/lang/String;
    .registers 4

    .line 39
    if-gtz p0, :cond_0

    const-string v0, "out_of_stock"

    goto :goto_0

    .line 40
    :cond_0
    if-gt p0, p1, :cond_1

    const-string v0, "low"

    goto :goto_0

    .line 41
    :cond_1
    if-lez p2, :cond_2

    if-le p0, p2, :cond_2

    const-string v0, "overstocked"

    goto :goto_0

    .line 42
    :cond_2
    const-string v0, "ok"

    .line 39
    :goto_0
    return-object v0
.end method

.method private onHand(Ljava/lang/String;)I
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 145
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "on_hand"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "items"

    const-string v3, "sku = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 148
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 149
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "unknown sku"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 151
    :cond_0
    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v9

    .line 153
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 151
    return v9

    :catchall_0
    move-exception v10

    .line 153
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 154
    throw v10
.end method

.method private static recordMove(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 9

    .line 168
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 169
    const-string v0, "sku"

    invoke-virtual {v3, v0, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 170
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "delta"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 171
    const-string v0, "reason"

    invoke-virtual {v3, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 172
    const-string v0, "kind"

    invoke-virtual {v3, v0, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 173
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 174
    const-string v0, "stock_moves"

    const/4 v1, 0x0

    invoke-virtual {p0, v0, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 175
    return-void
.end method

.method private supplierOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 13

    .line 158
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "supplier"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "items"

    const-string v3, "sku = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 161
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 163
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 161
    return-object v9

    :catchall_0
    move-exception v10

    .line 163
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 164
    throw v10
.end method

.method static validSku(Ljava/lang/String;)Z
    .registers 5

    .line 26
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    const/4 v1, 0x3

    if-lt v0, v1, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x20

    if-le v0, v1, :cond_1

    .line 27
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 29
    :cond_1
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v1

    if-ge v2, v1, :cond_5

    .line 30
    invoke-virtual {p0, v2}, Ljava/lang/String;->charAt(I)C

    move-result v3

    .line 31
    const/16 v1, 0x41

    if-lt v3, v1, :cond_2

    const/16 v1, 0x5a

    if-le v3, v1, :cond_4

    :cond_2
    const/16 v1, 0x30

    if-lt v3, v1, :cond_3

    const/16 v1, 0x39

    if-le v3, v1, :cond_4

    :cond_3
    const/16 v1, 0x2d

    if-eq v3, v1, :cond_4

    .line 32
    const/4 v0, 0x0

    return v0

    .line 29
    :cond_4
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 35
    :cond_5
    const/4 v0, 0x1

    return v0
.end method


# virtual methods
.method adjust(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 94
    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->validSku(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz p2, :cond_0

    invoke-static {p2}, Ljava/lang/Math;->abs(I)I

    move-result v0

    const/16 v1, 0x2710

    if-le v0, v1, :cond_1

    .line 95
    :cond_0
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad adjustment"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 97
    :cond_1
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->onHand(Ljava/lang/String;)I

    move-result v6

    .line 98
    add-int v0, v6, p2

    if-gez v0, :cond_2

    .line 99
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "CONFLICT"

    const-string v3, "would go negative"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 101
    :cond_2
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 102
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 103
    add-int v2, v6, p2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "on_hand"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 104
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "items"

    const-string v3, "sku = ?"

    invoke-virtual {v7, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 105
    const-string v4, "adjust"

    invoke-static {v7, p1, p2, p3, v4}, Lcom/tallyworks/stockroom/inventory/StockLedger;->recordMove(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 106
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "sku"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    add-int v2, v6, p2

    const-string v1, "on_hand"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method find(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 46
    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->validSku(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 47
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad sku"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 49
    :cond_0
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/tallyworks/stockroom/inventory/StockLedger;->ITEM_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "items"

    const-string v3, "sku = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 52
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_1

    .line 53
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "sku"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "found"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v9

    .line 57
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 53
    return-object v9

    .line 55
    :cond_1
    :try_start_1
    invoke-static {v8}, Lcom/tallyworks/stockroom/inventory/StockLedger;->itemJson(Landroid/database/Cursor;)Lorg/json/JSONObject;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v9

    .line 57
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 55
    return-object v9

    :catchall_0
    move-exception v10

    .line 57
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 58
    throw v10
.end method

.method placeReorder(Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 127
    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->validSku(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-lez p2, :cond_0

    const/16 v1, 0x2710

    if-le p2, v1, :cond_1

    .line 128
    :cond_0
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad reorder"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 130
    :cond_1
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->supplierOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 131
    if-nez v4, :cond_2

    .line 132
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "CONFLICT"

    const-string v3, "no supplier"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 134
    :cond_2
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 135
    const-string v1, "sku"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 136
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 137
    const-string v1, "supplier"

    invoke-virtual {v5, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 138
    const-string v1, "state"

    const-string v2, "queued"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 139
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 140
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "supplier_outbox"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v6

    .line 141
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "reorder_id"

    invoke-virtual {v0, v1, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "supplier"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "quantity"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method report(I)Lorg/json/JSONObject;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 63
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 64
    const/4 v9, 0x0

    .line 65
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/tallyworks/stockroom/inventory/StockLedger;->ITEM_COLUMNS:[Ljava/lang/String;

    const-string v1, "items"

    const-string v3, "archived = 0"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "supplier, sku"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 69
    :cond_0
    :goto_0
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 70
    const/4 v1, 0x5

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v11

    .line 71
    if-eqz v11, :cond_0

    invoke-virtual {v11}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 72
    goto :goto_0

    .line 74
    :cond_1
    const/4 v12, 0x0

    const/4 v1, 0x2

    if-ge v12, v1, :cond_4

    .line 75
    const/4 v1, 0x2

    invoke-interface {v10, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v13

    .line 76
    const/4 v2, 0x3

    invoke-interface {v10, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    if-le v13, v1, :cond_2

    .line 77
    goto :goto_0

    .line 79
    :cond_2
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v0

    move/from16 v1, p1

    if-lt v0, v1, :cond_3

    .line 80
    goto :goto_2

    .line 82
    :cond_3
    invoke-static {v10}, Lcom/tallyworks/stockroom/inventory/StockLedger;->itemJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 83
    add-int/lit8 v9, v9, 0x1

    .line 84
    goto :goto_1

    .line 86
    :cond_4
    :goto_1
    goto :goto_0

    .line 88
    :cond_5
    :goto_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 89
    goto :goto_3

    :catchall_0
    move-exception v14

    .line 88
    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 89
    throw v14

    .line 90
    :goto_3
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "items"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "low_count"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method writeOff(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 110
    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->validSku(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-lez p2, :cond_0

    const/16 v1, 0x2710

    if-le p2, v1, :cond_1

    .line 111
    :cond_0
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad write-off"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 113
    :cond_1
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/inventory/StockLedger;->onHand(Ljava/lang/String;)I

    move-result v6

    .line 114
    if-le p2, v6, :cond_2

    .line 115
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolFailure;

    const-string v2, "CONFLICT"

    const-string v3, "not enough stock"

    invoke-direct {v0, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolFailure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 117
    :cond_2
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/StockLedger;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 118
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 119
    sub-int v2, v6, p2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "on_hand"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 120
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "items"

    const-string v3, "sku = ?"

    invoke-virtual {v7, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 121
    neg-int v2, p2

    const-string v4, "write_off"

    invoke-static {v7, p1, v2, p3, v4}, Lcom/tallyworks/stockroom/inventory/StockLedger;->recordMove(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 122
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "sku"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    sub-int v2, v6, p2

    const-string v1, "on_hand"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "written_off"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
