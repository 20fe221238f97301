.class public final Lcom/saltmarsh/ferry/TripTools;
.super Ljava/lang/Object;
.source "TripTools.kt"


# static fields
.field private static final BOOK_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sailing_id\":{\"type\":\"string\"},\"seats\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":9}},\"required\":[\"sailing_id\",\"seats\"],\"additionalProperties\":false}"

.field public static final Companion:Lcom/saltmarsh/ferry/TripTools$Companion;

.field private static final EXPORT_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false}"

.field private static final PREFERENCES:Landroid/net/Uri;

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.saltmarsh.ferry.trips"

.field private static final SAILING_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sailing_id\":{\"type\":\"string\"}},\"required\":[\"sailing_id\"],\"additionalProperties\":false}"

.field private static final SEATS:Ljava/util/List;

.field private static final SEAT_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"seat\":{\"enum\":[\"window\",\"aisle\",\"lounge\",\"deck\"]}},\"required\":[\"seat\"],\"additionalProperties\":false}"


# instance fields
.field private final box:Lcom/saltmarsh/ferry/Toolbox;

.field private final graph:Lcom/saltmarsh/ferry/FerryGraph;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/saltmarsh/ferry/TripTools$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/TripTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/TripTools;->Companion:Lcom/saltmarsh/ferry/TripTools$Companion;

    .line 113
    const-string v0, "content://com.saltmarsh.ferry.trips/preferences"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v2, "parse(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/saltmarsh/ferry/TripTools;->PREFERENCES:Landroid/net/Uri;

    .line 114
    const/4 v0, 0x4

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "window"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "aisle"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "lounge"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "deck"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/saltmarsh/ferry/TripTools;->SEATS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>(Lcom/saltmarsh/ferry/FerryGraph;)V
    .registers 26

    move-object/from16 v0, p1

    const-string v1, "graph"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    .line 16
    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/FerryGraph;->getApp()Landroid/content/Context;

    move-result-object v7

    const-string v8, "com.saltmarsh.ferry.trips"

    new-instance v9, Ljava/security/SecureRandom;

    invoke-direct {v9}, Ljava/security/SecureRandom;-><init>()V

    check-cast v9, Ljava/util/Random;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/FerryGraph;->getOutcomes()Lcom/saltmarsh/ferry/Outcomes;

    move-result-object v10

    sget-object v11, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda0;

    const/4 v12, 0x0

    .line 122
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

    const-string v17, "list_sailings"

    const/16 v18, 0x0

    .line 123
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

    const-string v1, "Upcoming sailings with their free seats"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 19
    move-object/from16 v0, v21

    const-string v1, "trips.read"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 20
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda1;-><init>(Lcom/saltmarsh/ferry/TripTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 123
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    move-object/from16 v16, v14

    const-string v17, "sailing_status"

    const/16 v18, 0x0

    .line 125
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

    const-string v1, "One sailing: route, departure, free seats and fare"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 24
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"sailing_id\":{\"type\":\"string\"}},\"required\":[\"sailing_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 25
    move-object/from16 v0, v21

    const-string v1, "trips.read"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 26
    move-object/from16 v1, v21

    move-object/from16 v2, p0

    new-instance v3, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda2;

    invoke-direct {v3, v1, v2}, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda2;-><init>(Lcom/saltmarsh/ferry/ToolSpec;Lcom/saltmarsh/ferry/TripTools;)V

    move-object v1, v3

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 125
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    move-object/from16 v16, v14

    const-string v17, "book_seat"

    const/16 v18, 0x0

    .line 127
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

    .line 37
    move-object/from16 v0, v21

    const-string v1, "Books seats on a sailing and pays the fare with the saved card"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 38
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"sailing_id\":{\"type\":\"string\"},\"seats\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":9}},\"required\":[\"sailing_id\",\"seats\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 39
    move-object/from16 v0, v21

    const-string v1, "bookings.pay"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 40
    sget-object v1, Lcom/saltmarsh/ferry/Effect;->TRANSACTION:Lcom/saltmarsh/ferry/Effect;

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setEffect(Lcom/saltmarsh/ferry/Effect;)V

    .line 41
    move-object/from16 v0, v21

    const-string v1, "high"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setRisk(Ljava/lang/String;)V

    .line 42
    move-object/from16 v0, v21

    const-string v1, "always"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setConfirmation(Ljava/lang/String;)V

    .line 43
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda3;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda3;-><init>(Lcom/saltmarsh/ferry/TripTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 127
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 45
    move-object/from16 v16, v14

    const-string v17, "export_itinerary"

    const/16 v18, 0x0

    .line 129
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

    .line 46
    move-object/from16 v0, v21

    const-string v1, "Saves the user\'s upcoming bookings as a text file in Saltmarsh\'s exports folder"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 47
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 48
    move-object/from16 v0, v21

    const-string v1, "trips.write"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 49
    sget-object v1, Lcom/saltmarsh/ferry/Effect;->CREATE:Lcom/saltmarsh/ferry/Effect;

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setEffect(Lcom/saltmarsh/ferry/Effect;)V

    .line 50
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda4;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda4;-><init>(Lcom/saltmarsh/ferry/TripTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 129
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    move-object/from16 v16, v14

    const-string v17, "save_seat_preference"

    const/16 v18, 0x0

    .line 131
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

    .line 53
    move-object/from16 v0, v21

    const-string v1, "Remembers where the user likes to sit"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setDescription(Ljava/lang/String;)V

    .line 54
    move-object/from16 v0, v21

    const-string v1, "{\"type\":\"object\",\"properties\":{\"seat\":{\"enum\":[\"window\",\"aisle\",\"lounge\",\"deck\"]}},\"required\":[\"seat\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setInput(Ljava/lang/String;)V

    .line 55
    move-object/from16 v0, v21

    const-string v1, "trips.write"

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setScope(Ljava/lang/String;)V

    .line 56
    sget-object v1, Lcom/saltmarsh/ferry/Effect;->UPDATE:Lcom/saltmarsh/ferry/Effect;

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->setEffect(Lcom/saltmarsh/ferry/Effect;)V

    .line 57
    move-object/from16 v1, p0

    new-instance v2, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda5;

    invoke-direct {v2, v1}, Lcom/saltmarsh/ferry/TripTools$$ExternalSyntheticLambda5;-><init>(Lcom/saltmarsh/ferry/TripTools;)V

    move-object v1, v2

    move-object/from16 v0, v21

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/ToolSpec;->handler(Lkotlin/jvm/functions/Function1;)V

    .line 131
    move-object/from16 v0, v19

    move-object/from16 v1, v17

    move-object/from16 v2, v20

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    move-object/from16 v0, v23

    iput-object v13, v0, Lcom/saltmarsh/ferry/TripTools;->box:Lcom/saltmarsh/ferry/Toolbox;

    .line 13
    return-void
.end method

.method public static final synthetic access$getGraph$p(Lcom/saltmarsh/ferry/TripTools;)Lcom/saltmarsh/ferry/FerryGraph;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    return-object v0
.end method

.method private final book(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 44

    .line 62
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "sailing_id"

    const/4 v10, 0x0

    .line 133
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 62
    if-nez v0, :cond_1

    const-string v0, "sailing_id is required"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 63
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "seats"

    const/4 v11, 0x0

    .line 134
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

    .line 135
    const/4 v12, 0x0

    .line 63
    const/4 v0, 0x1

    if-gt v0, v11, :cond_4

    const/16 v1, 0xa

    if-ge v11, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_5

    move-object v0, v10

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_6

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_2

    :cond_6
    const-string v0, "seats is 1 to 9"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :goto_2
    move v7, v0

    .line 64
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getAccount()Lcom/saltmarsh/ferry/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Account;->getSignedIn()Z

    move-result v0

    if-nez v0, :cond_7

    .line 65
    move-object/from16 v8, p1

    const-string v9, "AUTH_REQUIRED"

    const-string v10, "Sign in to Saltmarsh Ferries to book seats"

    const/4 v11, 0x0

    .line 136
    invoke-virtual {v8}, Lcom/saltmarsh/ferry/ToolCall;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, v8}, Lcom/saltmarsh/ferry/Toolbox;->mint(Lcom/saltmarsh/ferry/ToolCall;)Ljava/lang/String;

    move-result-object v12

    .line 137
    move-object v13, v12

    move-object/from16 v32, v10

    move-object/from16 v31, v9

    const/4 v14, 0x0

    .line 66
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/TripTools;->getCtx()Landroid/content/Context;

    move-result-object v15

    move-object/from16 v16, v13

    const/high16 v17, 0x4000000

    const/16 v18, 0x0

    .line 138
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    move-object/from16 v19, v0

    move-object/from16 v20, v19

    const/16 v21, 0x0

    .line 67
    move-object/from16 v0, v20

    const-string v1, "com.saltmarsh.ferry.action.SIGN_IN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    .line 68
    move-object/from16 v0, v20

    const-string v1, "com.saltmarsh.ferry"

    const-string v2, "com.saltmarsh.ferry.account.SignInActivity"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 138
    move-object/from16 v0, v19

    const-string v1, "com.saltmarsh.ferry.extra.TOKEN"

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v22

    .line 139
    move-object/from16 v1, v16

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v2, v22

    move/from16 v3, v17

    invoke-static {v15, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    move-object/from16 v33, v0

    .line 137
    move-object/from16 v34, v12

    move-object/from16 v35, v33

    move-object/from16 v36, v32

    move-object/from16 v37, v31

    new-instance v0, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    move-object/from16 v2, v37

    move-object/from16 v3, v36

    move-object/from16 v4, v35

    move-object/from16 v5, v34

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/saltmarsh/ferry/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    .line 65
    return-object v0

    .line 72
    :cond_7
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/saltmarsh/ferry/FerryDb;->sailing(Ljava/lang/String;)Lcom/saltmarsh/ferry/Sailing;

    move-result-object v0

    if-eqz v0, :cond_a

    move-object v11, v0

    move-object v12, v11

    .line 135
    const/4 v13, 0x0

    .line 72
    invoke-virtual {v12}, Lcom/saltmarsh/ferry/Sailing;->getSeatsLeft()I

    move-result v0

    if-lt v0, v7, :cond_8

    const/4 v0, 0x1

    goto :goto_3

    :cond_8
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_9

    move-object v0, v11

    goto :goto_4

    :cond_9
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_b

    :cond_a
    const-string v0, "No sailing with that many free seats"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_b
    move-object v8, v0

    invoke-virtual {v8}, Lcom/saltmarsh/ferry/Sailing;->component2()Ljava/lang/String;

    move-result-object v9

    invoke-virtual {v8}, Lcom/saltmarsh/ferry/Sailing;->component3()Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v8}, Lcom/saltmarsh/ferry/Sailing;->component5()I

    move-result v11

    .line 73
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getTicket()Lcom/saltmarsh/ferry/Ticket;

    move-result-object v0

    if-eqz v0, :cond_c

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_5

    :cond_c
    const/4 v0, 0x0

    :goto_5
    if-nez v0, :cond_d

    .line 74
    mul-int v3, v11, v7

    invoke-static {v3}, Lcom/saltmarsh/ferry/DbKt;->getPounds(I)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Book "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " seat(s) on the "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " sailing for "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v12

    .line 75
    move-object/from16 v13, p1

    const-string v14, "USER_ACTION_REQUIRED"

    move-object v15, v12

    const/16 v16, 0x0

    .line 140
    invoke-virtual {v13}, Lcom/saltmarsh/ferry/ToolCall;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, v13}, Lcom/saltmarsh/ferry/Toolbox;->mint(Lcom/saltmarsh/ferry/ToolCall;)Ljava/lang/String;

    move-result-object v17

    .line 141
    move-object/from16 v18, v17

    move-object/from16 v32, v15

    move-object/from16 v31, v14

    const/16 v19, 0x0

    .line 76
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/TripTools;->getCtx()Landroid/content/Context;

    move-result-object v20

    move-object/from16 v21, v18

    .line 142
    const/high16 v22, 0x8000000

    const/16 v23, 0x0

    .line 143
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    move-object/from16 v24, v0

    move-object/from16 v25, v24

    const/16 v26, 0x0

    .line 77
    move-object/from16 v27, v25

    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/saltmarsh/ferry/TripTools;->getCtx()Landroid/content/Context;

    move-result-object v28

    const/16 v29, 0x0

    .line 144
    move-object/from16 v0, v27

    move-object/from16 v1, v28

    const-class v2, Lcom/saltmarsh/ferry/TripConfirmActivity;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "setClass(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    move-object/from16 v0, v25

    const-string v1, "com.saltmarsh.ferry.extra.PROMPT"

    invoke-virtual {v0, v1, v12}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 143
    move-object/from16 v0, v24

    const-string v1, "com.saltmarsh.ferry.extra.TOKEN"

    move-object/from16 v2, v21

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v30

    .line 145
    move-object/from16 v1, v21

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v0, v20

    move-object/from16 v2, v30

    move/from16 v3, v22

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    move-object/from16 v33, v0

    .line 141
    move-object/from16 v38, v17

    move-object/from16 v39, v33

    move-object/from16 v40, v32

    move-object/from16 v41, v31

    new-instance v0, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    move-object/from16 v2, v41

    move-object/from16 v3, v40

    move-object/from16 v4, v39

    move-object/from16 v5, v38

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/saltmarsh/ferry/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    .line 75
    return-object v0

    .line 82
    :cond_d
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6, v7}, Lcom/saltmarsh/ferry/FerryDb;->book-L0TnknA(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v12

    .line 83
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getWorker()Ljava/util/concurrent/Executor;

    move-result-object v13

    const/4 v14, 0x0

    .line 146
    new-instance v1, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;

    move-object/from16 v3, p0

    move-object/from16 v4, p1

    invoke-direct {v1, v3, v4, v12}, Lcom/saltmarsh/ferry/TripTools$book$$inlined$later$1;-><init>(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;Ljava/lang/String;)V

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v13, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 84
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "booking_id"

    invoke-virtual {v2, v3, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "seats"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

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

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/ferry/Ticket;

    return-object v0
.end method

.method public static final box$lambda$1$0$0(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 7

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v4}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v4

    invoke-virtual {v4}, Lcom/saltmarsh/ferry/FerryDb;->sailings()Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "sailings"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method public static final box$lambda$1$1$0(Lcom/saltmarsh/ferry/ToolSpec;Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 19

    move-object/from16 v0, p2

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "sailing_id"

    const/4 v10, 0x0

    .line 155
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 27
    if-nez v0, :cond_1

    const-string v0, "sailing_id is required"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 28
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 135
    const/4 v10, 0x0

    .line 28
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/saltmarsh/ferry/FerryDb;->sailing(Ljava/lang/String;)Lcom/saltmarsh/ferry/Sailing;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
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

    instance-of v3, v9, Landroid/database/sqlite/SQLiteException;

    move-object v2, v6

    const-string v1, "UNAVAILABLE"

    if-eqz v3, :cond_3

    const-string v3, "busy"

    goto :goto_1

    :cond_3
    const-string v3, "unreadable"

    :goto_1
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Sailing "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " is "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " right now"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/saltmarsh/ferry/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 28
    :goto_2
    check-cast v0, Lcom/saltmarsh/ferry/Sailing;

    move-object v7, v0

    .line 31
    move-object v0, v7

    if-eqz v7, :cond_4

    move-object v10, v0

    const/4 v11, 0x0

    invoke-virtual {v10}, Lcom/saltmarsh/ferry/Sailing;->component2()Ljava/lang/String;

    move-result-object v12

    invoke-virtual {v10}, Lcom/saltmarsh/ferry/Sailing;->component3()Ljava/lang/String;

    move-result-object v13

    invoke-virtual {v10}, Lcom/saltmarsh/ferry/Sailing;->component4()I

    move-result v14

    invoke-virtual {v10}, Lcom/saltmarsh/ferry/Sailing;->component5()I

    move-result v15

    .line 32
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "sailing_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "route"

    invoke-virtual {v2, v3, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "departs"

    invoke-virtual {v2, v3, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "seats_left"

    invoke-virtual {v2, v3, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {v15}, Lcom/saltmarsh/ferry/DbKt;->getPounds(I)Ljava/lang/String;

    move-result-object v4

    const-string v3, "fare"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    .line 31
    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    goto :goto_3

    .line 33
    :cond_4
    const-string v0, "No sailing with that id"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    :goto_3
    return-object v0
.end method

.method public static final box$lambda$1$2$0(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/TripTools;->book(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final box$lambda$1$3$0(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/TripTools;->export(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final box$lambda$1$4$0(Lcom/saltmarsh/ferry/TripTools;Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/TripTools;->savePreference(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final export(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 19

    .line 88
    new-instance v10, Ljava/io/File;

    move-object/from16 v2, p0

    invoke-direct {v2}, Lcom/saltmarsh/ferry/TripTools;->getCtx()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "exports"

    invoke-direct {v10, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v11, v10

    .line 135
    const/4 v12, 0x0

    .line 88
    invoke-virtual {v11}, Ljava/io/File;->mkdirs()Z

    move-object v9, v10

    .line 89
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v12

    const-string v13, "file_name"

    const/4 v14, 0x0

    .line 148
    invoke-virtual {v12, v13}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 89
    move-object v11, v0

    .line 90
    if-eqz v11, :cond_1

    move-object v14, v11

    .line 135
    const/4 v15, 0x0

    .line 90
    move-object v0, v14

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v12

    .line 91
    if-eqz v12, :cond_1

    move-object v15, v12

    .line 135
    const/16 v16, 0x0

    .line 91
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v9, v15}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 89
    goto :goto_0

    .line 92
    :cond_1
    new-instance v0, Ljava/io/File;

    const-string v3, "itinerary.txt"

    invoke-direct {v0, v9, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 89
    :goto_0
    move-object v10, v0

    .line 93
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryDb;->itinerary()Ljava/util/List;

    move-result-object v0

    check-cast v0, Ljava/lang/Iterable;

    const-string v1, "\n"

    check-cast v1, Ljava/lang/CharSequence;

    const-string v3, "\n"

    check-cast v3, Ljava/lang/CharSequence;

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/16 v7, 0x3a

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    new-instance v12, Ljava/io/FileOutputStream;

    .line 94
    invoke-direct {v12, v10}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    check-cast v12, Ljava/io/Closeable;

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Ljava/io/FileOutputStream;

    move-object v14, v0

    .line 135
    const/4 v15, 0x0

    .line 94
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object v1, v2

    invoke-virtual {v11, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v14, v1}, Ljava/io/FileOutputStream;->write([B)V

    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    .line 95
    :goto_1
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v10}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    const-string v3, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v4

    const-string v3, "bytes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getApp()Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method private final savePreference(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Reply;
    .registers 16

    .line 99
    invoke-virtual {p1}, Lcom/saltmarsh/ferry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v6

    const-string v7, "seat"

    const/4 v8, 0x0

    .line 149
    invoke-virtual {v6, v7}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 99
    if-eqz v0, :cond_2

    move-object v7, v0

    move-object v8, v7

    .line 135
    const/4 v9, 0x0

    .line 99
    sget-object v0, Lcom/saltmarsh/ferry/TripTools;->SEATS:Ljava/util/List;

    invoke-interface {v0, v8}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v7

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    :cond_2
    sget-object v0, Lcom/saltmarsh/ferry/TripTools;->SEATS:Ljava/util/List;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "seat is one of "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v5, v0

    .line 100
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    const/4 v7, 0x0

    .line 101
    const/4 v8, 0x0

    .line 150
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v9

    .line 152
    :try_start_0
    const/4 v11, 0x0

    .line 102
    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getDb()Lcom/saltmarsh/ferry/FerryDb;

    move-result-object v0

    const-string v1, "seat"

    invoke-virtual {v0, v1, v5}, Lcom/saltmarsh/ferry/FerryDb;->savePreference(Ljava/lang/String;Ljava/lang/String;)J

    .line 104
    invoke-direct {p0}, Lcom/saltmarsh/ferry/TripTools;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/saltmarsh/ferry/TripTools;->PREFERENCES:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 105
    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools;->graph:Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getAudit()Lcom/saltmarsh/ferry/Audit;

    move-result-object v0

    invoke-virtual {p1}, Lcom/saltmarsh/ferry/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v6, v2, v5}, Lcom/saltmarsh/ferry/Audit;->note(ILjava/lang/String;Ljava/lang/String;)V

    .line 106
    sget-object v12, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 154
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 152
    goto :goto_1

    .line 154
    :catchall_0
    move-exception v13

    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v13

    .line 108
    :goto_1
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "seat"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

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
    iget-object v0, p0, Lcom/saltmarsh/ferry/TripTools;->box:Lcom/saltmarsh/ferry/Toolbox;

    return-object v0
.end method
