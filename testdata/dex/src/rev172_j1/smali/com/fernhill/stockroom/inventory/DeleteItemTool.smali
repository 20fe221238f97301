.class public final Lcom/fernhill/stockroom/inventory/DeleteItemTool;
.super Lcom/fernhill/stockroom/core/Tool;
.source "DeleteItemTool.java"


# static fields
.field private static final SPEC:Lcom/fernhill/stockroom/core/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 11
    const-string v0, "delete_item"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/ToolSpec;->named(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 12
    const-string v1, "Delete an item"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 13
    const-string v1, "Removes an item, its quantity and its photo from the inventory."

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 14
    const-string v1, "delete"

    const-string v2, "moderate"

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 15
    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->destructive()Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 16
    const-string v1, "always"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 17
    const-string v1, "stock.admin"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 18
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9_]{1,40}$\"}},\"required\":[\"item_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 20
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"item_id\",\"deleted\"]}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 22
    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->build()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/inventory/DeleteItemTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    .line 11
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method protected after(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)V
    .registers 9

    .line 60
    invoke-virtual {p2}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 61
    new-instance v5, Ljava/io/File;

    new-instance v1, Ljava/io/File;

    iget-object v3, p1, Lcom/fernhill/stockroom/core/ToolContext;->app:Landroid/content/Context;

    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "photos"

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "item_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".jpg"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v5, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 62
    invoke-virtual {v5}, Ljava/io/File;->exists()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_0

    .line 63
    invoke-virtual {v5}, Ljava/io/File;->deleteOnExit()V

    .line 66
    :cond_0
    return-void
.end method

.method protected run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 51
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 52
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "items"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    .line 53
    const-string v0, "CONFLICT"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->error(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0

    .line 55
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "deleted"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->ok(Ljava/lang/Object;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/fernhill/stockroom/core/ToolSpec;
    .registers 2

    .line 26
    sget-object v0, Lcom/fernhill/stockroom/inventory/DeleteItemTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    return-object v0
.end method

.method public summary(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 9

    .line 37
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

    move-result-object v6

    .line 38
    if-nez v6, :cond_0

    .line 39
    const-string v0, "Delete an item that no longer exists"

    return-object v0

    .line 41
    :cond_0
    :try_start_1
    const-string v1, "name"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "sku"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 42
    const-string v3, "location"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "quantity"

    const/4 v5, 0x0

    invoke-virtual {v6, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ") at "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ", "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " units on hand. The item and its photo cannot be restored."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v4

    move-object v0, v4

    .line 41
    return-object v0

    :catch_0
    move-exception v6

    .line 45
    const-string v0, "Delete a stock item"

    return-object v0
.end method

.method public validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 4

    .line 31
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/inventory/StockItems;->validId(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "item_id"

    :goto_0
    return-object v0
.end method
