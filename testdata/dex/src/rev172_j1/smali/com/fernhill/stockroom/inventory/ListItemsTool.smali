.class public final Lcom/fernhill/stockroom/inventory/ListItemsTool;
.super Lcom/fernhill/stockroom/core/Tool;
.source "ListItemsTool.java"


# static fields
.field private static final SPEC:Lcom/fernhill/stockroom/core/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 12
    const-string v0, "list_items"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/ToolSpec;->named(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 13
    const-string v1, "List stock items"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 14
    const-string v1, "Lists stock items with their quantities, optionally only those at one storage location."

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 15
    const-string v1, "stock.read"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 16
    const-string v1, "{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\",\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 18
    const-string v1, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 19
    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->build()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/inventory/ListItemsTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    .line 12
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method protected run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 37
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "location"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 38
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limit"

    const/16 v2, 0x32

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v9

    .line 39
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolContext;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 40
    invoke-virtual {v8}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 41
    sget-object v2, Lcom/fernhill/stockroom/inventory/StockItems;->COLUMNS:[Ljava/lang/String;

    move-object v0, v10

    const-string v1, "items"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    goto :goto_0

    .line 42
    :cond_0
    sget-object v2, Lcom/fernhill/stockroom/inventory/StockItems;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v8, v4, v6

    move-object v0, v10

    const-string v1, "items"

    const-string v3, "location = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    :goto_0
    move-object v11, v0

    .line 43
    new-instance v12, Lorg/json/JSONArray;

    invoke-direct {v12}, Lorg/json/JSONArray;-><init>()V

    .line 45
    :goto_1
    :try_start_0
    invoke-virtual {v12}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-ge v0, v9, :cond_1

    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 46
    invoke-static {v11}, Lcom/fernhill/stockroom/inventory/StockItems;->row(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v12, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_1

    .line 49
    :cond_1
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 50
    goto :goto_2

    :catchall_0
    move-exception v13

    .line 49
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 50
    throw v13

    .line 51
    :goto_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "items"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->ok(Ljava/lang/Object;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/fernhill/stockroom/core/ToolSpec;
    .registers 2

    .line 23
    sget-object v0, Lcom/fernhill/stockroom/inventory/ListItemsTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    return-object v0
.end method

.method public validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 6

    .line 28
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limit"

    const/16 v2, 0x32

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    .line 29
    const/4 v1, 0x1

    if-lt v3, v1, :cond_0

    const/16 v1, 0xc8

    if-le v3, v1, :cond_1

    .line 30
    :cond_0
    const-string v0, "limit out of range"

    return-object v0

    .line 32
    :cond_1
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "location"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x28

    if-le v0, v1, :cond_2

    const-string v0, "location too long"

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
