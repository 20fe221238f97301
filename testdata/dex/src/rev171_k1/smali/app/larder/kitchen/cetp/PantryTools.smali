.class public final Lapp/larder/kitchen/cetp/PantryTools;
.super Ljava/lang/Object;
.source "PantryTools.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/cetp/PantryTools;

.field public static final REVISION:Ljava/lang/String; = "pantry-4"

.field private static final all:Ljava/util/List;

.field private static final byName:Ljava/util/Map;

.field private static final itemId:Lorg/json/JSONObject;

.field private static final scopes:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 28

    new-instance v0, Lapp/larder/kitchen/cetp/PantryTools;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryTools;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/PantryTools;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools;

    .line 8
    const/4 v0, 0x2

    new-array v0, v0, [Lapp/larder/kitchen/cetp/ScopeSpec;

    move-object/from16 v17, v0

    new-instance v2, Lapp/larder/kitchen/cetp/ScopeSpec;

    const-string v3, "pantry.read"

    const-string v4, "See your pantry"

    const-string v5, "Read pantry items and the recipe book"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/kitchen/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v17, v1

    .line 9
    new-instance v2, Lapp/larder/kitchen/cetp/ScopeSpec;

    const-string v3, "pantry.write"

    const-string v4, "Change your pantry"

    const-string v5, "Add, adjust and throw away pantry items"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/kitchen/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v17, v1

    .line 7
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/PantryTools;->scopes:Ljava/util/List;

    .line 12
    sget-object v1, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda0;

    const-string v0, "integer"

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/PantryTools;->itemId:Lorg/json/JSONObject;

    .line 15
    const/4 v0, 0x5

    new-array v0, v0, [Lapp/larder/kitchen/cetp/ToolSpec;

    move-object/from16 v17, v0

    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 19
    const/4 v7, 0x1

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda1;

    const-string v10, "integer"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "limit"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    move-object/from16 v7, v18

    const/4 v8, 0x0

    const/4 v9, 0x2

    const/4 v10, 0x0

    invoke-static {v7, v8, v9, v10}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 20
    const/4 v8, 0x1

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    const-string v11, "object"

    const/4 v12, 0x0

    const/4 v13, 0x2

    const/4 v14, 0x0

    invoke-static {v11, v12, v13, v14}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    invoke-static {v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->arrayProp(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "items"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v9, "items"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    move-object/from16 v8, v18

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 21
    const-string v9, "pantry.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 22
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->READ:Lapp/larder/kitchen/cetp/Effect;

    .line 15
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "list_items"

    const-string v4, "List pantry items"

    const-string v5, "Items in the pantry with quantity, unit and best-before date, sorted by name."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0xb80

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x0

    aput-object v2, v17, v1

    .line 25
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 29
    const/4 v7, 0x1

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda2;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda2;

    const-string v10, "string"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "tag"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v8, "tag"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    move-object/from16 v7, v18

    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 30
    const/4 v8, 0x1

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    const-string v11, "object"

    const/4 v12, 0x0

    const/4 v13, 0x2

    const/4 v14, 0x0

    invoke-static {v11, v12, v13, v14}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    invoke-static {v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->arrayProp(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "recipes"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v9, "recipes"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    move-object/from16 v8, v18

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 31
    const-string v9, "pantry.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 32
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->READ:Lapp/larder/kitchen/cetp/Effect;

    .line 25
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "find_recipes"

    const-string v4, "Find recipes by tag"

    const-string v5, "Recipes from the household recipe book carrying a tag such as vegetarian or quick."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0xb80

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x1

    aput-object v2, v17, v1

    .line 35
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 40
    const/4 v7, 0x4

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda3;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda3;

    const-string v10, "string"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "name"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    .line 41
    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda4;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda4;

    const-string v10, "integer"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "quantity"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    .line 42
    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda5;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda5;

    const-string v10, "string"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "unit"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v18, v8

    .line 43
    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda6;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda6;

    const-string v10, "string"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "best_before"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x3

    aput-object v9, v18, v8

    .line 44
    const/4 v8, 0x2

    new-array v8, v8, [Ljava/lang/String;

    move-object/from16 v7, v18

    move-object/from16 v18, v8

    const-string v10, "name"

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v10, "quantity"

    const/4 v9, 0x1

    aput-object v10, v18, v9

    move-object/from16 v8, v18

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 39
    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 46
    const/4 v8, 0x1

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools;->itemId:Lorg/json/JSONObject;

    const-string v10, "item_id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v9, "item_id"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    move-object/from16 v8, v18

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 47
    const-string v9, "pantry.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 48
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->CREATE:Lapp/larder/kitchen/cetp/Effect;

    .line 35
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "add_item"

    const-string v4, "Add a pantry item"

    const-string v5, "Adds an item with its quantity and unit to the pantry."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xf80

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x2

    aput-object v2, v17, v1

    .line 50
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 55
    const/4 v7, 0x2

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v10, Lapp/larder/kitchen/cetp/PantryTools;->itemId:Lorg/json/JSONObject;

    const-string v9, "item_id"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    .line 56
    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda7;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools$$ExternalSyntheticLambda7;

    const-string v10, "integer"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "delta"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    .line 57
    const/4 v8, 0x2

    new-array v8, v8, [Ljava/lang/String;

    move-object/from16 v7, v18

    move-object/from16 v18, v8

    const-string v10, "item_id"

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v10, "delta"

    const/4 v9, 0x1

    aput-object v10, v18, v9

    move-object/from16 v8, v18

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 54
    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 59
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools;->itemId:Lorg/json/JSONObject;

    const-string v10, "item_id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v11, "integer"

    const/4 v12, 0x0

    const/4 v13, 0x2

    const/4 v14, 0x0

    invoke-static {v11, v12, v13, v14}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "quantity"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v18, v9

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v8, v18

    move-object/from16 v18, v9

    const-string v11, "item_id"

    const/4 v10, 0x0

    aput-object v11, v18, v10

    const-string v11, "quantity"

    const/4 v10, 0x1

    aput-object v11, v18, v10

    move-object/from16 v9, v18

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 60
    const-string v9, "pantry.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 61
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->UPDATE:Lapp/larder/kitchen/cetp/Effect;

    .line 50
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "adjust_quantity"

    const-string v4, "Adjust an item\'s quantity"

    const-string v5, "Adds to or takes from the stock of one pantry item; stock never goes below zero."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xf80

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x3

    aput-object v2, v17, v1

    .line 63
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 67
    const/4 v7, 0x1

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v10, Lapp/larder/kitchen/cetp/PantryTools;->itemId:Lorg/json/JSONObject;

    const-string v9, "item_id"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v8, "item_id"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    move-object/from16 v7, v18

    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 68
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    sget-object v11, Lapp/larder/kitchen/cetp/PantryTools;->itemId:Lorg/json/JSONObject;

    const-string v10, "item_id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v11, "boolean"

    const/4 v12, 0x0

    const/4 v13, 0x2

    const/4 v14, 0x0

    invoke-static {v11, v12, v13, v14}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "discarded"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v18, v9

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v8, v18

    move-object/from16 v18, v9

    const-string v11, "item_id"

    const/4 v10, 0x0

    aput-object v11, v18, v10

    const-string v11, "discarded"

    const/4 v10, 0x1

    aput-object v11, v18, v10

    move-object/from16 v9, v18

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 69
    const-string v9, "pantry.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 70
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->DELETE:Lapp/larder/kitchen/cetp/Effect;

    .line 71
    sget-object v11, Lapp/larder/kitchen/cetp/Risk;->HIGH:Lapp/larder/kitchen/cetp/Risk;

    .line 72
    sget-object v12, Lapp/larder/kitchen/cetp/Confirmation;->ALWAYS:Lapp/larder/kitchen/cetp/Confirmation;

    .line 63
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "discard_item"

    const-string v4, "Throw away a pantry item"

    const-string v5, "Removes one item from the pantry for good, after the user approves it in Larder."

    const/4 v12, 0x1

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xc00

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x4

    aput-object v2, v17, v1

    .line 14
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/PantryTools;->all:Ljava/util/List;

    .line 77
    sget-object v0, Lapp/larder/kitchen/cetp/PantryTools;->INSTANCE:Lapp/larder/kitchen/cetp/PantryTools;

    sget-object v17, Lapp/larder/kitchen/cetp/PantryTools;->all:Ljava/util/List;

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 84
    move-object/from16 v0, v17

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v19

    .line 85
    move-object/from16 v20, v17

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v19

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v21, v0

    const/16 v22, 0x0

    .line 86
    move-object/from16 v0, v20

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v23

    :goto_0
    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v24

    .line 87
    move-object/from16 v1, v24

    check-cast v1, Lapp/larder/kitchen/cetp/ToolSpec;

    move-object/from16 v25, v1

    move-object/from16 v27, v21

    const/16 v26, 0x0

    .line 77
    move-object/from16 v0, v25

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 87
    move-object v1, v0

    move-object/from16 v0, v27

    move-object/from16 v2, v24

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 77
    :cond_0
    sput-object v21, Lapp/larder/kitchen/cetp/PantryTools;->byName:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final all$lambda$0(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    const-string v1, "minimum"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maximum"

    const/16 v2, 0x64

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$1(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    const-string v1, "minLength"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maxLength"

    const/16 v2, 0x28

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$2(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    const-string v1, "minLength"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maxLength"

    const/16 v2, 0x3c

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$3(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    const-string v1, "minimum"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maximum"

    const/16 v2, 0x2710

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$4(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    new-instance v2, Lorg/json/JSONArray;

    invoke-static {}, Lapp/larder/kitchen/cetp/PantryToolsKt;->getUNITS()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "enum"

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$5(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    const-string v1, "pattern"

    const-string v2, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$6(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const-string v1, "minimum"

    const/16 v2, -0x3e8

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maximum"

    const/16 v2, 0x3e8

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final itemId$lambda$0(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    const-string v1, "minimum"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final getAll()Ljava/util/List;
    .registers 2

    .line 14
    sget-object v0, Lapp/larder/kitchen/cetp/PantryTools;->all:Ljava/util/List;

    return-object v0
.end method

.method public final getByName()Ljava/util/Map;
    .registers 2

    .line 77
    sget-object v0, Lapp/larder/kitchen/cetp/PantryTools;->byName:Ljava/util/Map;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 7
    sget-object v0, Lapp/larder/kitchen/cetp/PantryTools;->scopes:Ljava/util/List;

    return-object v0
.end method
