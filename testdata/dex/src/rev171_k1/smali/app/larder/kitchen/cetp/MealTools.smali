.class public final Lapp/larder/kitchen/cetp/MealTools;
.super Ljava/lang/Object;
.source "MealTools.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/cetp/MealTools;

.field public static final REVISION:Ljava/lang/String; = "meals-7"

.field private static final all:Ljava/util/List;

.field private static final byName:Ljava/util/Map;

.field private static final day:Lorg/json/JSONObject;

.field private static final meals:Lorg/json/JSONObject;

.field private static final scopes:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 28

    new-instance v0, Lapp/larder/kitchen/cetp/MealTools;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealTools;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/MealTools;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools;

    .line 8
    const/4 v0, 0x2

    new-array v0, v0, [Lapp/larder/kitchen/cetp/ScopeSpec;

    move-object/from16 v17, v0

    new-instance v2, Lapp/larder/kitchen/cetp/ScopeSpec;

    const-string v3, "meals.read"

    const-string v4, "See your meal plan"

    const-string v5, "Read planned meals"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/kitchen/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v17, v1

    .line 9
    new-instance v2, Lapp/larder/kitchen/cetp/ScopeSpec;

    const-string v3, "meals.write"

    const-string v4, "Plan your meals"

    const-string v5, "Schedule, generate and clear planned meals"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/kitchen/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v17, v1

    .line 7
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealTools;->scopes:Ljava/util/List;

    .line 12
    sget-object v1, Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda0;

    const-string v0, "string"

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    .line 13
    const/4 v0, 0x1

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    const-string v3, "object"

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-static {v3, v4, v5, v6}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {v3}, Lapp/larder/kitchen/cetp/DescriptorsKt;->arrayProp(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "meals"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    const-string v1, "meals"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v17

    invoke-static {v0, v1}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealTools;->meals:Lorg/json/JSONObject;

    .line 16
    const/4 v0, 0x5

    new-array v0, v0, [Lapp/larder/kitchen/cetp/ToolSpec;

    move-object/from16 v17, v0

    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 20
    const/4 v7, 0x1

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v10, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    const-string v9, "from"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v8, "from"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    move-object/from16 v7, v18

    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 21
    sget-object v8, Lapp/larder/kitchen/cetp/MealTools;->meals:Lorg/json/JSONObject;

    .line 22
    const-string v9, "meals.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 23
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->READ:Lapp/larder/kitchen/cetp/Effect;

    .line 16
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "list_week"

    const-string v4, "List a week of meals"

    const-string v5, "Planned meals for seven days starting at the given day."

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

    .line 26
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 30
    const/4 v7, 0x1

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v11, Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda1;

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

    .line 31
    sget-object v8, Lapp/larder/kitchen/cetp/MealTools;->meals:Lorg/json/JSONObject;

    .line 32
    const-string v9, "meals.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 33
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->READ:Lapp/larder/kitchen/cetp/Effect;

    .line 26
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "search_plans"

    const-string v4, "Search planned meals by tag"

    const-string v5, "Planned meals whose recipe carries a tag such as vegetarian or quick."

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

    .line 36
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 41
    const/4 v7, 0x4

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v10, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    const-string v9, "day"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    .line 42
    sget-object v11, Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda2;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda2;

    const-string v10, "string"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "slot"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    .line 43
    sget-object v11, Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda3;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda3;

    const-string v10, "integer"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "recipe_id"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v18, v8

    .line 44
    sget-object v11, Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda4;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda4;

    const-string v10, "integer"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "servings"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x3

    aput-object v9, v18, v8

    .line 45
    const/4 v8, 0x3

    new-array v8, v8, [Ljava/lang/String;

    move-object/from16 v7, v18

    move-object/from16 v18, v8

    const-string v10, "day"

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v10, "slot"

    const/4 v9, 0x1

    aput-object v10, v18, v9

    const-string v10, "recipe_id"

    const/4 v9, 0x2

    aput-object v10, v18, v9

    move-object/from16 v8, v18

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 40
    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 47
    const/4 v8, 0x1

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    const-string v11, "integer"

    const/4 v12, 0x0

    const/4 v13, 0x2

    const/4 v14, 0x0

    invoke-static {v11, v12, v13, v14}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop$default(Ljava/lang/String;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "meal_id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v18, v9

    const-string v9, "meal_id"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    move-object/from16 v8, v18

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 48
    const-string v9, "meals.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 49
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->CREATE:Lapp/larder/kitchen/cetp/Effect;

    .line 36
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "schedule_meal"

    const-string v4, "Schedule a meal"

    const-string v5, "Puts a recipe on the plan for one day and slot."

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

    .line 51
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 55
    const/4 v7, 0x1

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v10, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    const-string v9, "day"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v8, "day"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    move-object/from16 v7, v18

    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 56
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    sget-object v11, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    const-string v10, "day"

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

    const-string v10, "removed"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v18, v9

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v8, v18

    move-object/from16 v18, v9

    const-string v11, "day"

    const/4 v10, 0x0

    aput-object v11, v18, v10

    const-string v11, "removed"

    const/4 v10, 0x1

    aput-object v11, v18, v10

    move-object/from16 v9, v18

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 57
    const-string v9, "meals.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 58
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->DELETE:Lapp/larder/kitchen/cetp/Effect;

    .line 59
    sget-object v11, Lapp/larder/kitchen/cetp/Risk;->HIGH:Lapp/larder/kitchen/cetp/Risk;

    .line 60
    sget-object v12, Lapp/larder/kitchen/cetp/Confirmation;->ALWAYS:Lapp/larder/kitchen/cetp/Confirmation;

    .line 51
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "clear_day"

    const-string v4, "Clear a day\'s meals"

    const-string v5, "Removes every planned meal of one day, after the user approves it in Larder."

    const/4 v12, 0x1

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xc00

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x3

    aput-object v2, v17, v1

    .line 63
    new-instance v2, Lapp/larder/kitchen/cetp/ToolSpec;

    .line 68
    const/4 v7, 0x2

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    sget-object v10, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    const-string v9, "from"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    .line 69
    sget-object v11, Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda5;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools$$ExternalSyntheticLambda5;

    const-string v10, "integer"

    invoke-static {v10, v11}, Lapp/larder/kitchen/cetp/DescriptorsKt;->prop(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "max_minutes"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    .line 70
    const-string v8, "from"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 67
    move-object/from16 v7, v18

    invoke-static {v7, v8}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 72
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v18, v8

    sget-object v11, Lapp/larder/kitchen/cetp/MealTools;->day:Lorg/json/JSONObject;

    const-string v10, "from"

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

    const-string v10, "planned"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v18, v9

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v8, v18

    move-object/from16 v18, v9

    const-string v11, "from"

    const/4 v10, 0x0

    aput-object v11, v18, v10

    const-string v11, "planned"

    const/4 v10, 0x1

    aput-object v11, v18, v10

    move-object/from16 v9, v18

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/larder/kitchen/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 73
    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v18, v9

    const-string v11, "meals.read"

    const/4 v10, 0x0

    aput-object v11, v18, v10

    const-string v11, "meals.write"

    const/4 v10, 0x1

    aput-object v11, v18, v10

    move-object/from16 v9, v18

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 74
    sget-object v10, Lapp/larder/kitchen/cetp/Effect;->CREATE:Lapp/larder/kitchen/cetp/Effect;

    .line 75
    sget-object v11, Lapp/larder/kitchen/cetp/Risk;->MODERATE:Lapp/larder/kitchen/cetp/Risk;

    .line 63
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    const-string v3, "generate_week"

    const-string v4, "Plan a week of dinners"

    const-string v5, "Fills seven dinners from the quickest recipes that fit the time limit."

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/16 v15, 0x700

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x4

    aput-object v2, v17, v1

    .line 15
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealTools;->all:Ljava/util/List;

    .line 80
    sget-object v0, Lapp/larder/kitchen/cetp/MealTools;->INSTANCE:Lapp/larder/kitchen/cetp/MealTools;

    sget-object v17, Lapp/larder/kitchen/cetp/MealTools;->all:Ljava/util/List;

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 85
    move-object/from16 v0, v17

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v19

    .line 86
    move-object/from16 v20, v17

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v19

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v21, v0

    const/16 v22, 0x0

    .line 87
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

    .line 88
    move-object/from16 v1, v24

    check-cast v1, Lapp/larder/kitchen/cetp/ToolSpec;

    move-object/from16 v25, v1

    move-object/from16 v27, v21

    const/16 v26, 0x0

    .line 80
    move-object/from16 v0, v25

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 88
    move-object v1, v0

    move-object/from16 v0, v27

    move-object/from16 v2, v24

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 80
    :cond_0
    sput-object v21, Lapp/larder/kitchen/cetp/MealTools;->byName:Ljava/util/Map;

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

    .line 30
    const-string v1, "minLength"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maxLength"

    const/16 v2, 0x28

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$1(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    new-instance v2, Lorg/json/JSONArray;

    invoke-static {}, Lapp/larder/kitchen/cetp/MealToolsKt;->getSLOTS()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "enum"

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$2(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    const-string v1, "minimum"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$3(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    const-string v1, "minimum"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maximum"

    const/16 v2, 0xc

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final all$lambda$4(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    const-string v1, "minimum"

    const/16 v2, 0xa

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    const-string v1, "maximum"

    const/16 v2, 0xf0

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final day$lambda$0(Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$prop"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    const-string v1, "pattern"

    const-string v2, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final getAll()Ljava/util/List;
    .registers 2

    .line 15
    sget-object v0, Lapp/larder/kitchen/cetp/MealTools;->all:Ljava/util/List;

    return-object v0
.end method

.method public final getByName()Ljava/util/Map;
    .registers 2

    .line 80
    sget-object v0, Lapp/larder/kitchen/cetp/MealTools;->byName:Ljava/util/Map;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 7
    sget-object v0, Lapp/larder/kitchen/cetp/MealTools;->scopes:Ljava/util/List;

    return-object v0
.end method
