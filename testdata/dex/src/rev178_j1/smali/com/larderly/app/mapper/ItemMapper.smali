.class public final Lcom/larderly/app/mapper/ItemMapper;
.super Ljava/lang/Object;
.source "ItemMapper.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static list(Ljava/util/List;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;)",
            "Lorg/json/JSONObject;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 30
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 31
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    move-object v5, v0

    .line 32
    invoke-static {v5}, Lcom/larderly/app/mapper/ItemMapper;->toJson(Lcom/larderly/app/domain/PantryItem;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 33
    goto :goto_0

    .line 34
    :cond_0
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 35
    const-string v1, "items"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 36
    invoke-interface {p0}, Ljava/util/List;->size()I

    move-result v2

    const-string v1, "count"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 37
    return-object v4
.end method

.method public static toBundle(Lcom/larderly/app/domain/PantryItem;)Landroid/os/Bundle;
    .registers 4

    .line 41
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 42
    iget-object v1, p0, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    const-string v0, "item_id"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 43
    iget-object v1, p0, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    const-string v0, "name"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    iget v1, p0, Lcom/larderly/app/domain/PantryItem;->quantity:I

    const-string v0, "quantity"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 45
    iget-object v1, p0, Lcom/larderly/app/domain/PantryItem;->unit:Ljava/lang/String;

    const-string v0, "unit"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    return-object v2
.end method

.method public static toJson(Lcom/larderly/app/domain/PantryItem;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 16
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 17
    iget-object v2, p0, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    const-string v1, "item_id"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 18
    iget-object v2, p0, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 19
    iget-object v2, p0, Lcom/larderly/app/domain/PantryItem;->category:Ljava/lang/String;

    const-string v1, "category"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 20
    iget v2, p0, Lcom/larderly/app/domain/PantryItem;->quantity:I

    const-string v1, "quantity"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 21
    iget-object v2, p0, Lcom/larderly/app/domain/PantryItem;->unit:Ljava/lang/String;

    const-string v1, "unit"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 22
    iget-object v0, p0, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 23
    iget-object v2, p0, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    const-string v1, "best_before"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 25
    :cond_0
    iget-boolean v2, p0, Lcom/larderly/app/domain/PantryItem;->opened:Z

    const-string v1, "opened"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 26
    return-object v3
.end method
