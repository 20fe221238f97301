.class public final Lcom/fernhill/stockroom/inventory/AdjustStockTool;
.super Lcom/fernhill/stockroom/core/Tool;
.source "AdjustStockTool.java"


# static fields
.field static final PROMPT_AT:I = 0x1f4

.field private static final SPEC:Lcom/fernhill/stockroom/core/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 12
    const-string v0, "adjust_stock"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/ToolSpec;->named(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 13
    const-string v1, "Adjust stock"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 14
    const-string v1, "Adds to or removes from an item\'s quantity, with the reason for the change."

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 15
    const-string v1, "update"

    const-string v2, "moderate"

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 16
    const-string v1, "provider_policy"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 17
    const-string v1, "stock.write"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 18
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9_]{1,40}$\"},\"delta\":{\"type\":\"integer\",\"minimum\":-10000,\"maximum\":10000},\"reason\":{\"enum\":[\"received\",\"sold\",\"damaged\",\"correction\"]}},\"required\":[\"item_id\",\"delta\",\"reason\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 22
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"item_id\",\"quantity\"]}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 24
    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->build()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/inventory/AdjustStockTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    .line 12
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method public promptByPolicy(Lcom/fernhill/stockroom/core/ToolContext;)Z
    .registers 5

    .line 49
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "delta"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Math;->abs(I)I

    move-result v0

    const/16 v1, 0x1f4

    if-lt v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method protected run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 71
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 72
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-static {v0, v6}, Lcom/fernhill/stockroom/inventory/StockItems;->find(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    .line 73
    if-nez v7, :cond_0

    .line 74
    const-string v0, "CONFLICT"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->error(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0

    .line 76
    :cond_0
    const-string v1, "quantity"

    const/4 v2, 0x0

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "delta"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    add-int v8, v0, v1

    .line 77
    if-gez v8, :cond_1

    .line 78
    const-string v0, "CONFLICT"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->error(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0

    .line 80
    :cond_1
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    .line 81
    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 82
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 83
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const-string v1, "items"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 84
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->ok(Ljava/lang/Object;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/fernhill/stockroom/core/ToolSpec;
    .registers 2

    .line 28
    sget-object v0, Lcom/fernhill/stockroom/inventory/AdjustStockTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    return-object v0
.end method

.method public summary(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 13

    .line 54
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "delta"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v8

    .line 56
    :try_start_0
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolContext;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "item_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/fernhill/stockroom/inventory/StockItems;->find(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v9

    .line 57
    if-nez v9, :cond_0

    .line 58
    const-string v0, "Adjust an item that no longer exists"

    return-object v0

    .line 60
    :cond_0
    :try_start_1
    const-string v1, "quantity"

    const/4 v2, 0x0

    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v10

    .line 61
    const-string v1, "name"

    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "sku"

    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 62
    const-string v3, "location"

    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    add-int v4, v10, v8

    .line 63
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "reason"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Change "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " ("

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ") at "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " by "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, ": "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " to "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " units, reason "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v6

    move-object v0, v6

    .line 61
    return-object v0

    :catch_0
    move-exception v9

    .line 65
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Adjust stock by "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 8

    .line 33
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v3

    .line 34
    const-string v1, "delta"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 35
    const-string v1, "reason"

    const-string v2, ""

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 36
    const-string v1, "item_id"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/inventory/StockItems;->validId(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz v4, :cond_0

    const/16 v1, -0x2710

    if-lt v4, v1, :cond_0

    const/16 v1, 0x2710

    if-le v4, v1, :cond_1

    .line 37
    :cond_0
    const-string v0, "item_id or delta"

    return-object v0

    .line 39
    :cond_1
    const-string v1, "received"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v1, "sold"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v1, "damaged"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 40
    const-string v1, "correction"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 41
    const-string v0, "reason"

    return-object v0

    .line 43
    :cond_2
    const/4 v0, 0x0

    return-object v0
.end method
