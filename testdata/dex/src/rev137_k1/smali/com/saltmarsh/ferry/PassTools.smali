.class public final Lcom/saltmarsh/ferry/PassTools;
.super Ljava/lang/Object;
.source "PassTools.kt"


# static fields
.field private static final BALANCES:Landroid/net/Uri;

.field private static final CARD_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_-]{1,40}\\\\.txt$\"}},\"required\":[\"pass_id\",\"file_name\"],\"additionalProperties\":false}"

.field private static final CARD_NAME:Lkotlin/text/Regex;

.field public static final Companion:Lcom/saltmarsh/ferry/PassTools$Companion;

.field private static final LINK_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"},\"plate\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9]{2,8}$\"}},\"required\":[\"pass_id\",\"plate\"],\"additionalProperties\":false}"

.field private static final PASS_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"}},\"required\":[\"pass_id\"],\"additionalProperties\":false}"

.field private static final PLATE:Lkotlin/text/Regex;

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.saltmarsh.ferry.passes"

.field private static final TOP_UP_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"},\"amount_pence\":{\"type\":\"integer\",\"minimum\":500,\"maximum\":20000}},\"required\":[\"pass_id\",\"amount_pence\"],\"additionalProperties\":false}"


# instance fields
.field private final box:Lcom/saltmarsh/ferry/Toolbox;

.field private final graph:Lcom/saltmarsh/ferry/FerryGraph;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/ferry/PassTools$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/ferry/PassTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/PassTools;->Companion:Lcom/saltmarsh/ferry/PassTools$Companion;

    .line 117
    const-string v0, "content://com.saltmarsh.ferry.passes/balances"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/saltmarsh/ferry/PassTools;->BALANCES:Landroid/net/Uri;

    .line 118
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[A-Za-z0-9_-]{1,40}\\.txt"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/saltmarsh/ferry/PassTools;->CARD_NAME:Lkotlin/text/Regex;

    .line 119
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[A-Z0-9]{2,8}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/saltmarsh/ferry/PassTools;->PLATE:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>(Lcom/saltmarsh/ferry/FerryGraph;)V
    .registers 26

    move-object/from16 v0, p1

    const-string v1, "graph"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    .line 16
    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/FerryGraph;->getApp()Landroid/content/Context;

    move-result-object v7

    const-string v8, "com.saltmarsh.ferry.passes"

    new-instance v9, Ljava/util/Random;

    invoke-direct {v9}, Ljava/util/Random;-><init>()V

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/FerryGraph;->getOutcomes()Lcom/saltmarsh/ferry/Outcomes;

    move-result-object v10

    sget-object v11, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda0;

    const/4 v12, 0x0

    .line 127
    new-instance v1, Lcom/saltmarsh/ferry/Toolbox;

    move-object v2, v7

    move-object v3, v8

    move-object v4, v9

    move-object v5, v10

    move-object v6, v11

    invoke-direct/range {v1 .. v6}, Lcom/saltmarsh/ferry/Toolbox;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/util/Random;Lcom/saltmarsh/ferry/Outcomes;Lkotlin/jvm/functions/Function2;)V

    move-object v13, v1

    move-object v14, v13

    move-object/from16 v23, p0

    const/4 v15, 0x0

    .line 17
    move-object/from16 v16, v14

    const-string v17, "list_passes"

    const/16 v18, 0x0

    .line 128
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Toolbox;->getSpecs()Ljava/util/LinkedHashMap;

    move-result-object v19

    check-cast v19, Ljava/util/Map;

    new-instance v0, Lcom/saltmarsh/ferry/ToolSpec;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v20, v0

    move-object/from16 v21, v20

    const/16 v22, 0x0

    .line 18
    move-object/from16 v0, v21

    const-string v1, "The user\'s prepaid passes"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 19
    move-object/from16 v0, v21

    const-string v1, "passes.read"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 20
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/ferry/PassTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 128
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    move-object/from16 v16, v14

    const-string v17, "pass_details"

    const/16 v18, 0x0

    .line 130
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Toolbox;->getSpecs()Ljava/util/LinkedHashMap;

    move-result-object v19

    check-cast v19, Ljava/util/Map;

    new-instance v0, Lcom/saltmarsh/ferry/ToolSpec;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v20, v0

    move-object/from16 v21, v20

    const/16 v22, 0x0

    .line 23
    move-object/from16 v0, v21

    const-string v1, "One pass: its label, balance and linked vehicle"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 24
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"}},\"required\":[\"pass_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 25
    move-object/from16 v0, v21

    const-string v1, "passes.read"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 26
    move-object/from16 v1, v21

    move-object/from16 v2, p0

    new-instance v3, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda2;

    invoke-direct {v3, v1, v2}, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/ferry/ToolSpec;Lcom/saltmarsh/ferry/PassTools;)V

    move-object v1, v3

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 130
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 34
    move-object/from16 v16, v14

    const-string v17, "top_up_pass"

    const/16 v18, 0x0

    .line 132
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Toolbox;->getSpecs()Ljava/util/LinkedHashMap;

    move-result-object v19

    check-cast v19, Ljava/util/Map;

    new-instance v0, Lcom/saltmarsh/ferry/ToolSpec;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v20, v0

    move-object/from16 v21, v20

    const/16 v22, 0x0

    .line 35
    move-object/from16 v0, v21

    const-string v1, "Adds credit to a pass, paid with the saved card"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 36
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"},\"amount_pence\":{\"type\":\"integer\",\"minimum\":500,\"maximum\":20000}},\"required\":[\"pass_id\",\"amount_pence\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 37
    move-object/from16 v0, v21

    const-string v1, "passes.pay"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 38
    sget-object v1, Lcom/saltmarsh/ferry/Effect;->TRANSACTION:Lcom/saltmarsh/ferry/Effect;

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setEffect(Lcom/saltmarsh/ferry/Effect;)V

    .line 39
    move-object/from16 v0, v21

    const-string v1, "high"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setRisk(Ljava/lang/String;)V

    .line 40
    move-object/from16 v0, v21

    const-string v1, "always"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setConfirmation(Ljava/lang/String;)V

    .line 41
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda3;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda3;-><init>(Lcom/saltmarsh/ferry/PassTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 132
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 43
    move-object/from16 v16, v14

    const-string v17, "save_pass_card"

    const/16 v18, 0x0

    .line 134
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Toolbox;->getSpecs()Ljava/util/LinkedHashMap;

    move-result-object v19

    check-cast v19, Ljava/util/Map;

    new-instance v0, Lcom/saltmarsh/ferry/ToolSpec;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v20, v0

    move-object/from16 v21, v20

    const/16 v22, 0x0

    .line 44
    move-object/from16 v0, v21

    const-string v1, "Saves a pass\'s boarding card as a text file in Saltmarsh\'s cards folder"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 45
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_-]{1,40}\\\\.txt$\"}},\"required\":[\"pass_id\",\"file_name\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 46
    move-object/from16 v0, v21

    const-string v1, "passes.write"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 47
    sget-object v1, Lcom/saltmarsh/ferry/Effect;->CREATE:Lcom/saltmarsh/ferry/Effect;

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setEffect(Lcom/saltmarsh/ferry/Effect;)V

    .line 48
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda4;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda4;-><init>(Lcom/saltmarsh/ferry/PassTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 134
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    move-object/from16 v16, v14

    const-string v17, "link_vehicle"

    const/16 v18, 0x0

    .line 136
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Toolbox;->getSpecs()Ljava/util/LinkedHashMap;

    move-result-object v19

    check-cast v19, Ljava/util/Map;

    new-instance v0, Lcom/saltmarsh/ferry/ToolSpec;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v20, v0

    move-object/from16 v21, v20

    const/16 v22, 0x0

    .line 51
    move-object/from16 v0, v21

    const-string v1, "Links a vehicle\'s registration plate to a pass for car-deck boarding"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 52
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"pass_id\":{\"type\":\"string\"},\"plate\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9]{2,8}$\"}},\"required\":[\"pass_id\",\"plate\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 53
    move-object/from16 v0, v21

    const-string v1, "passes.write"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 54
    sget-object v1, Lcom/saltmarsh/ferry/Effect;->UPDATE:Lcom/saltmarsh/ferry/Effect;

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setEffect(Lcom/saltmarsh/ferry/Effect;)V

    .line 55
    move-object/from16 v0, v21

    const-string v1, "moderate"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setRisk(Ljava/lang/String;)V

    .line 56
    move-object/from16 v0, v21

    const-string v1, "provider_policy"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setConfirmation(Ljava/lang/String;)V

    .line 57
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda5;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/PassTools$$ExternalSyntheticLambda5;-><init>(Lcom/saltmarsh/ferry/PassTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 136
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    move-object/from16 v0, v23

    iput-object v13, v0, Lcom/saltmarsh/ferry/PassTools;->box:Lcom/saltmarsh/ferry/Toolbox;

    .line 12
    return-void
.end method

.method public static final synthetic access$getGraph$p(Lcom/saltmarsh/ferry/PassTools;)Lcom/saltmarsh/ferry/FerryGraph;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    return-object v0
.end method

.method public static final box$lambda$0(Lcom/saltmarsh/ferry/Toolbox;Ljava/lang/String;)Lcom/saltmarsh/ferry/Ticket;
    .registers 4

    const-string v1, "$this$toolbox"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/Toolbox;->getPending()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/ferry/Ticket;

    return-object v0
.end method

.method public static final box$lambda$1$0$0(Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 7

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v4}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v4

    invoke-virtual {v4}, Lcom/saltmarsh/ferry/FerryDb;->passes()Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "passes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method public static final box$lambda$1$1$0(Lcom/saltmarsh/ferry/ToolSpec;Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 15

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-virtual {p2}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "pass_id"

    const/4 v10, 0x0

    .line 161
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 27
    if-eqz v0, :cond_1

    move-object v10, v0

    .line 139
    const/4 v11, 0x0

    .line 27
    invoke-static {v10}, Lcom/saltmarsh/ferry/PassId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const-string v0, "pass_id is required"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :goto_0
    move-object v6, v0

    .line 28
    move-object v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 139
    const/4 v10, 0x0

    .line 28
    iget-object v0, p1, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/saltmarsh/ferry/FerryDb;->pass-8zTNvDs(Ljava/lang/String;)Lcom/saltmarsh/ferry/Pass;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_1
    move-object v8, v9

    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v0, v8

    goto :goto_2

    :cond_2
    move-object v9, v0

    const/4 v10, 0x0

    .line 29
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    invoke-virtual {v9}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Pass "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " could not be read: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNAVAILABLE"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/saltmarsh/ferry/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 28
    :goto_2
    check-cast v0, Lcom/saltmarsh/ferry/Pass;

    move-object v7, v0

    .line 31
    move-object v0, v7

    if-eqz v7, :cond_3

    move-object v10, v0

    .line 139
    const/4 v11, 0x0

    .line 31
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    invoke-virtual {v10}, Lcom/saltmarsh/ferry/Pass;->json()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v10}, Lcom/saltmarsh/ferry/Pass;->getBalancePence()I

    move-result v4

    invoke-static {v4}, Lcom/saltmarsh/ferry/DbKt;->getPounds(I)Ljava/lang/String;

    move-result-object v4

    const-string v3, "balance"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    goto :goto_3

    :cond_3
    const-string v0, "No pass with that id"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    :goto_3
    return-object v0
.end method

.method public static final box$lambda$1$2$0(Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/PassTools;->topUp(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final box$lambda$1$3$0(Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/PassTools;->saveCard(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final box$lambda$1$4$0(Lcom/saltmarsh/ferry/PassTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/PassTools;->link(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getApp()Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method private final link(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 32

    .line 98
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "pass_id"

    const/4 v10, 0x0

    .line 153
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 98
    if-eqz v0, :cond_1

    move-object v10, v0

    .line 139
    const/4 v11, 0x0

    .line 98
    invoke-static {v10}, Lcom/saltmarsh/ferry/PassId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const-string v0, "pass_id is required"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :goto_0
    move-object v6, v0

    .line 99
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "plate"

    const/4 v11, 0x0

    .line 154
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_2

    const/4 v0, 0x0

    :cond_2
    check-cast v0, Ljava/lang/String;

    .line 99
    if-eqz v0, :cond_4

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "toUpperCase(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    if-eqz v0, :cond_4

    move-object v11, v0

    move-object v12, v11

    .line 139
    const/4 v13, 0x0

    .line 99
    sget-object v0, Lcom/saltmarsh/ferry/PassTools;->PLATE:Lkotlin/text/Regex;

    move-object v1, v12

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v11

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    :cond_4
    const-string v0, "plate is 2 to 8 letters and digits"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_5
    move-object v7, v0

    .line 100
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getAccount()Lcom/saltmarsh/ferry/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Account;->getSignedIn()Z

    move-result v0

    if-nez v0, :cond_6

    .line 101
    move-object/from16 v8, p1

    const-string v9, "AUTH_REQUIRED"

    const-string v10, "Sign in to Saltmarsh Ferries to link a vehicle"

    const/4 v11, 0x0

    .line 155
    invoke-virtual {v8}, Lcom/saltmarsh/ferry/ToolCall;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, v8}, Lcom/saltmarsh/ferry/Toolbox;->mint(Lcom/saltmarsh/ferry/ToolCall;)Ljava/lang/String;

    move-result-object v12

    .line 156
    move-object v13, v12

    move-object/from16 v24, v10

    move-object/from16 v23, v9

    const/4 v14, 0x0

    .line 102
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/PassTools;->getCtx()Landroid/content/Context;

    move-result-object v15

    move-object/from16 v16, v13

    const/high16 v17, 0x4000000

    const/16 v18, 0x0

    .line 157
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    move-object/from16 v19, v0

    move-object/from16 v20, v19

    const/16 v21, 0x0

    .line 103
    move-object/from16 v0, v20

    const-string v1, "com.saltmarsh.ferry.action.SIGN_IN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    .line 104
    move-object/from16 v0, v20

    const-string v1, "com.saltmarsh.ferry"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 157
    move-object/from16 v0, v19

    const-string v1, "com.saltmarsh.ferry.extra.TOKEN"

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v22

    .line 158
    move-object/from16 v1, v16

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v2, v22

    move/from16 v3, v17

    invoke-static {v15, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 105
    move-object/from16 v25, v0

    .line 156
    move-object/from16 v26, v12

    move-object/from16 v27, v25

    move-object/from16 v28, v24

    move-object/from16 v29, v23

    new-instance v0, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    move-object/from16 v2, v29

    move-object/from16 v3, v28

    move-object/from16 v4, v27

    move-object/from16 v5, v26

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/saltmarsh/ferry/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    .line 101
    return-object v0

    .line 108
    :cond_6
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6, v7}, Lcom/saltmarsh/ferry/FerryDb;->linkVehicle-L9MJOTs(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    const-string v0, "No pass with that id"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 109
    :cond_7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v9

    const/4 v10, 0x0

    .line 110
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getWorker()Ljava/util/concurrent/Executor;

    move-result-object v11

    const/4 v12, 0x0

    .line 159
    new-instance v1, Lcom/saltmarsh/ferry/PassTools$link$lambda$3$$inlined$later$1;

    move-object/from16 v3, p0

    move-object/from16 v5, p1

    invoke-direct {v1, v3, v9, v5, v6}, Lcom/saltmarsh/ferry/PassTools$link$lambda$3$$inlined$later$1;-><init>(Lcom/saltmarsh/ferry/PassTools;ILcom/saltmarsh/ferry/ToolCall;Ljava/lang/String;)V

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v11, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 112
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "pass_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "vehicle"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method private final saveCard(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 17

    .line 85
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v7

    const-string v8, "pass_id"

    const/4 v9, 0x0

    .line 151
    invoke-virtual {v7, v8}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 85
    if-eqz v0, :cond_1

    move-object v9, v0

    .line 139
    const/4 v10, 0x0

    .line 85
    invoke-static {v9}, Lcom/saltmarsh/ferry/PassId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 139
    const/4 v11, 0x0

    .line 85
    iget-object v0, p0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v10}, Lcom/saltmarsh/ferry/FerryDb;->pass-8zTNvDs(Ljava/lang/String;)Lcom/saltmarsh/ferry/Pass;

    move-result-object v0

    if-nez v0, :cond_2

    :cond_1
    const-string v0, "No pass with that id"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v5, v0

    .line 86
    new-instance v7, Ljava/io/File;

    invoke-direct {p0}, Lcom/saltmarsh/ferry/PassTools;->getCtx()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "cards"

    invoke-direct {v7, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v8, v7

    .line 139
    const/4 v9, 0x0

    .line 86
    invoke-virtual {v8}, Ljava/io/File;->mkdirs()Z

    move-object v6, v7

    .line 87
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "file_name"

    const/4 v11, 0x0

    .line 152
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_3

    const/4 v0, 0x0

    :cond_3
    check-cast v0, Ljava/lang/String;

    .line 87
    move-object v8, v0

    .line 88
    if-eqz v8, :cond_5

    move-object v11, v8

    .line 139
    const/4 v12, 0x0

    .line 88
    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    .line 89
    if-eqz v9, :cond_5

    .line 87
    move-object v11, v9

    .line 89
    move-object v12, v11

    .line 139
    const/4 v13, 0x0

    .line 89
    sget-object v0, Lcom/saltmarsh/ferry/PassTools;->CARD_NAME:Lkotlin/text/Regex;

    move-object v1, v12

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v11

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 90
    if-eqz v10, :cond_5

    move-object v13, v10

    .line 139
    const/4 v14, 0x0

    .line 90
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v6, v13}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 87
    goto :goto_1

    .line 91
    :cond_5
    const-string v0, "file_name is up to 40 letters, digits, \'-\' or \'_\', ending in .txt"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 87
    :goto_1
    move-object v7, v0

    .line 92
    invoke-virtual {v5}, Lcom/saltmarsh/ferry/Pass;->getLabel()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5}, Lcom/saltmarsh/ferry/Pass;->getId-4b-01hs()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v5}, Lcom/saltmarsh/ferry/Pass;->getVehicle()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_6

    const-string v2, "none"

    :cond_6
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Saltmarsh Ferries\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\nPass "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\nVehicle "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    new-instance v9, Ljava/io/FileOutputStream;

    .line 93
    invoke-direct {v9, v7}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    check-cast v9, Ljava/io/Closeable;

    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Ljava/io/FileOutputStream;

    move-object v11, v0

    .line 139
    const/4 v12, 0x0

    .line 93
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object v1, v2

    invoke-virtual {v8, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v11, v1}, Ljava/io/FileOutputStream;->write([B)V

    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 94
    :goto_2
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    const-string v3, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method private final topUp(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 37

    .line 62
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "pass_id"

    const/4 v10, 0x0

    .line 138
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 62
    if-eqz v0, :cond_1

    move-object v10, v0

    .line 139
    const/4 v11, 0x0

    .line 62
    invoke-static {v10}, Lcom/saltmarsh/ferry/PassId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const-string v0, "pass_id is required"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :goto_0
    move-object v6, v0

    .line 63
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "amount_pence"

    const/4 v11, 0x0

    .line 140
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Integer;

    if-nez v1, :cond_2

    const/4 v0, 0x0

    :cond_2
    check-cast v0, Ljava/lang/Integer;

    .line 63
    if-eqz v0, :cond_6

    move-object v10, v0

    move-object v0, v10

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v11

    .line 139
    const/4 v12, 0x0

    .line 63
    const/16 v0, 0x1f4

    if-gt v0, v11, :cond_4

    const/16 v1, 0x4e21

    if-ge v11, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    move-object v0, v10

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_6

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_3

    :cond_6
    const-string v0, "amount_pence is 500 to 20000"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :goto_3
    move v7, v0

    .line 64
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/saltmarsh/ferry/FerryDb;->pass-8zTNvDs(Ljava/lang/String;)Lcom/saltmarsh/ferry/Pass;

    move-result-object v0

    if-nez v0, :cond_7

    const-string v0, "No pass with that id"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_7
    move-object v8, v0

    .line 65
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getTicket()Lcom/saltmarsh/ferry/Ticket;

    move-result-object v0

    if-eqz v0, :cond_8

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_4

    :cond_8
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_9

    .line 66
    invoke-virtual {v8}, Lcom/saltmarsh/ferry/Pass;->getLabel()Ljava/lang/String;

    move-result-object v0

    invoke-static {v7}, Lcom/saltmarsh/ferry/DbKt;->getPounds(I)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Top up \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\" with "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " from your saved card?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    .line 67
    move-object/from16 v10, p1

    const-string v11, "USER_ACTION_REQUIRED"

    move-object v12, v9

    const/4 v13, 0x0

    .line 141
    invoke-virtual {v10}, Lcom/saltmarsh/ferry/ToolCall;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, v10}, Lcom/saltmarsh/ferry/Toolbox;->mint(Lcom/saltmarsh/ferry/ToolCall;)Ljava/lang/String;

    move-result-object v14

    .line 142
    move-object v15, v14

    move-object/from16 v29, v12

    move-object/from16 v28, v11

    const/16 v16, 0x0

    .line 68
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/PassTools;->getCtx()Landroid/content/Context;

    move-result-object v17

    move-object/from16 v18, v15

    const/high16 v19, 0xc000000

    const/16 v20, 0x0

    .line 143
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    move-object/from16 v21, v0

    move-object/from16 v22, v21

    const/16 v23, 0x0

    .line 69
    move-object/from16 v24, v22

    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/PassTools;->getCtx()Landroid/content/Context;

    move-result-object v25

    const/16 v26, 0x0

    .line 144
    move-object/from16 v0, v24

    move-object/from16 v1, v25

    const-class v2, Lcom/saltmarsh/ferry/TopUpActivity;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "setClass(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    move-object/from16 v0, v22

    const-string v1, "com.saltmarsh.ferry.extra.PROMPT"

    invoke-virtual {v0, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 143
    move-object/from16 v0, v21

    const-string v1, "com.saltmarsh.ferry.extra.TOKEN"

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v27

    .line 145
    move-object/from16 v1, v18

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v0, v17

    move-object/from16 v2, v27

    move/from16 v3, v19

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    move-object/from16 v30, v0

    .line 142
    move-object/from16 v31, v14

    move-object/from16 v32, v30

    move-object/from16 v33, v29

    move-object/from16 v34, v28

    new-instance v0, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    move-object/from16 v2, v34

    move-object/from16 v3, v33

    move-object/from16 v4, v32

    move-object/from16 v5, v31

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/saltmarsh/ferry/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    .line 67
    return-object v0

    .line 74
    :cond_9
    const/4 v10, 0x0

    .line 146
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v11

    .line 148
    :try_start_0
    const/4 v13, 0x0

    .line 75
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6, v7}, Lcom/saltmarsh/ferry/FerryDb;->topUp-L9MJOTs(Ljava/lang/String;I)I

    move-result v14

    move v15, v14

    const/16 v16, 0x0

    .line 77
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/PassTools;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/saltmarsh/ferry/PassTools;->BALANCES:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 78
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/PassTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getAudit()Lcom/saltmarsh/ferry/Audit;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2, v6}, Lcom/saltmarsh/ferry/Audit;->note(ILjava/lang/String;Ljava/lang/String;)V

    .line 148
    move/from16 v17, v14
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 150
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 148
    move/from16 v0, v17

    goto :goto_5

    .line 150
    :catchall_0
    move-exception v18

    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v18

    .line 74
    :goto_5
    move v9, v0

    .line 81
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "pass_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "balance_pence"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method


# virtual methods
.method public final getBox()Lcom/saltmarsh/ferry/Toolbox;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/saltmarsh/ferry/PassTools;->box:Lcom/saltmarsh/ferry/Toolbox;

    return-object v0
.end method
