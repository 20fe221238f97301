.class public final Lapp/larder/shopping/ShoppingCatalogKt;
.super Ljava/lang/Object;
.source "ShoppingCatalog.kt"


# static fields
.field private static final LIST_REF:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\",\"pattern\":\"^li_[0-9a-f]{16}$\"}},\"required\":[\"list_id\"],\"additionalProperties\":false}"


# direct methods
.method public static final shoppingTools()Ljava/util/List;
    .registers 15

    .line 10
    const/4 v0, 0x5

    new-array v14, v0, [Lapp/larder/core/ToolSpec;

    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 12
    const-string v12, "shopping.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 10
    const-string v3, "list_lists"

    const-string v4, "List shopping lists"

    const-string v5, "Lists every shopping list with its open and bought counts."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"lists\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},\"open\":{\"type\":\"integer\"},\"bought\":{\"type\":\"integer\"}},\"required\":[\"list_id\",\"title\",\"open\",\"bought\"]}}},\"required\":[\"lists\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v14, v1

    .line 16
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 18
    const-string v12, "shopping.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 16
    const-string v3, "get_list"

    const-string v4, "Read a shopping list"

    const-string v5, "Returns the entries of one shopping list grouped by aisle."

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\",\"pattern\":\"^li_[0-9a-f]{16}$\"}},\"required\":[\"list_id\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},\"aisles\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"list_id\",\"title\",\"aisles\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v14, v1

    .line 22
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 24
    const-string v12, "shopping.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 22
    const-string v3, "add_to_list"

    const-string v4, "Add to a shopping list"

    const-string v5, "Adds one entry to a shopping list."

    const-string v6, "create"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\",\"pattern\":\"^li_[0-9a-f]{16}$\"},\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"aisle\":{\"type\":\"string\",\"maxLength\":40},\"due_on\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"list_id\",\"name\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v14, v1

    .line 28
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 30
    const-string v12, "shopping.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 28
    const-string v3, "check_off"

    const-string v4, "Check off entries"

    const-string v5, "Marks shopping list entries as bought."

    const-string v6, "update"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"entry_ids\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":50,\"items\":{\"type\":\"string\",\"pattern\":\"^le_[0-9a-f]{16}$\"}}},\"required\":[\"entry_ids\"],\"additionalProperties\":false}"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"checked\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"checked\"]}"

    invoke-direct/range {v2 .. v13}, Lapp/larder/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v14, v1

    .line 34
    new-instance v2, Lapp/larder/core/ToolSpec;

    .line 36
    const-string v12, "shopping.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 34
    const-string v3, "clear_list"

    const-string v4, "Clear a shopping list"

    const-string v5, "Permanently deletes every entry of a shopping list."

    const-string v6, "delete"

    const-string v7, "high"

    const/4 v8, 0x1

    const-string v9, "always"

    const-string v10, "sync"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"string\",\"pattern\":\"^li_[0-9a-f]{16}$\"}},\"required\":[\"list_id\"],\"additionalProperties\":false}"

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
