.class public final Lapp/larder/pantry/PantryCatalogKt;
.super Ljava/lang/Object;
.source "PantryCatalog.kt"


# static fields
.field private static final ITEMS_OUTPUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"},\"expires_at_ms\":{\"type\":\"integer\"}},\"required\":[\"item_id\",\"name\",\"quantity\"]}}},\"required\":[\"items\"]}"


# direct methods
.method public static final pantryTools()Ljava/util/List;
    .registers 15

    .line 10
    const/4 v0, 0x5

    new-array v14, v0, [Lapp/larder/core/ToolSpec;

    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 12
    const-string v12, "pantry.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 10
    const-string v3, "list_items"

    const-string v4, "List pantry items"

    const-string v5, "Lists the items currently in the pantry, alphabetically."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"required\":[\"limit\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"},\"expires_at_ms\":{\"type\":\"integer\"}},\"required\":[\"item_id\",\"name\",\"quantity\"]}}},\"required\":[\"items\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v14, v1

    .line 16
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 18
    const-string v12, "pantry.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 16
    const-string v3, "find_expiring"

    const-string v4, "Find expiring items"

    const-string v5, "Lists pantry items that expire within the given number of days."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"within_days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":30}},\"required\":[\"within_days\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"},\"expires_at_ms\":{\"type\":\"integer\"}},\"required\":[\"item_id\",\"name\",\"quantity\"]}}},\"required\":[\"items\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v14, v1

    .line 22
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 24
    const-string v12, "pantry.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 22
    const-string v3, "add_item"

    const-string v4, "Add a pantry item"

    const-string v5, "Adds an item to the pantry, optionally with its expiry date."

    const-string v6, "create"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":999},\"expires_on\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"name\",\"quantity\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"}},\"required\":[\"item_id\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v14, v1

    .line 28
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 30
    const-string v12, "pantry.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 28
    const-string v3, "restock_from_list"

    const-string v4, "Restock from a shopping list"

    const-string v5, "Adds the bought items of a shopping list to the pantry."

    const-string v6, "create"

    const-string v7, "moderate"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const-string v10, "sync_or_async"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\",\"pattern\":\"^li_[0-9a-f]{16}$\"}},\"required\":[\"list_id\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"added\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"added\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v14, v1

    .line 34
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 36
    const-string v12, "pantry.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 34
    const-string v3, "purge_expired"

    const-string v4, "Remove expired items"

    const-string v5, "Permanently removes every pantry item that expired before the given date."

    const-string v6, "delete"

    const-string v7, "high"

    const/4 v8, 0x1

    const-string v9, "always"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"before\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"before\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"removed\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x4

    aput-object v2, v14, v1

    .line 9
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    .line 40
    return-object v0
.end method
