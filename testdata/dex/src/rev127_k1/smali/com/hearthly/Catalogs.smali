.class public final Lcom/hearthly/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthly/Catalogs;
.field private static final devices:Lcom/hearthly/Catalog;
.field private static final routines:Lcom/hearthly/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 24
    new-instance v0, Lcom/hearthly/Catalogs;
    invoke-direct {v0}, Lcom/hearthly/Catalogs;-><init>()V
    sput-object v0, Lcom/hearthly/Catalogs;->INSTANCE:Lcom/hearthly/Catalogs;
    .line 95
    new-instance v0, Lcom/hearthly/Catalog;
    .line 101
    const/4 v6, 0x3
    new-array v6, v6, [Ljava/util/Map;
    move-object/from16 v23, v6
    const-string v8, "devices.read"
    const-string v9, "See your devices"
    const-string v10, "read"
    const/4 v11, 0x0
    const/16 v12, 0x8
    const/4 v13, 0x0
    invoke-static/range {v8 .. v13}, Lcom/hearthly/CatalogsKt;->scope$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/util/Map;
    move-result-object v8
    const/4 v7, 0x0
    aput-object v8, v23, v7
    .line 102
    const-string v8, "devices.control"
    const-string v9, "Control lights and heating"
    const-string v10, "write"
    const/4 v11, 0x0
    const/16 v12, 0x8
    const/4 v13, 0x0
    invoke-static/range {v8 .. v13}, Lcom/hearthly/CatalogsKt;->scope$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/util/Map;
    move-result-object v8
    const/4 v7, 0x1
    aput-object v8, v23, v7
    .line 103
    const-string v8, "locks.control"
    const-string v9, "Unlock doors"
    const-string v10, "write"
    const-string v11, "personal"
    invoke-static {v8, v9, v10, v11}, Lcom/hearthly/CatalogsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/util/Map;
    move-result-object v8
    const/4 v7, 0x2
    aput-object v8, v23, v7
    .line 100
    move-object/from16 v6, v23
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 106
    const/4 v7, 0x4
    new-array v7, v7, [Lorg/json/JSONObject;
    move-object/from16 v23, v7
    .line 110
    const-string v14, "devices.read"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 106
    const-string v9, "list_devices"
    const-string v10, "List devices"
    const-string v11, "Every device with its room and state"
    const-string v12, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]}"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v21, 0xfc0
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x0
    aput-object v9, v23, v8
    .line 116
    const-string v14, "devices.control"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 112
    const-string v9, "set_scene"
    const-string v10, "Set a scene"
    const-string v11, "Switch the lights to a named scene"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"scene\":{\"enum\":[\"morning\",\"evening\",\"away\",\"night\"]}},\"required\":[\"scene\"],\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"changed\":{\"type\":\"integer\"}},\"required\":[\"changed\"]}"
    const-string v15, "update"
    const-string v16, "low"
    const/16 v17, 0x0
    const/16 v18, 0x0
    const/16 v19, 0x1
    const/16 v20, 0x0
    const/16 v21, 0xb00
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x1
    aput-object v9, v23, v8
    .line 122
    const-string v14, "locks.control"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 118
    const-string v9, "unlock_door"
    const-string v10, "Unlock a door"
    const-string v11, "Unlock a door of the home for a visitor or a delivery"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"door_id\":{\"type\":\"string\"}},\"required\":[\"door_id\"],\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"door_id\":{\"type\":\"string\"},\"locked\":{\"type\":\"boolean\"}},\"required\":[\"door_id\",\"locked\"]}"
    const-string v15, "update"
    const-string v16, "high"
    const-string v17, "always"
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x1
    const/16 v21, 0x600
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x2
    aput-object v9, v23, v8
    .line 128
    const-string v14, "devices.control"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 124
    const-string v9, "set_schedule"
    const-string v10, "Set heating schedule"
    const-string v11, "Day and night temperatures of a thermostat"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"day_celsius\":{\"type\":\"number\",\"minimum\":5,\"maximum\":30},\"night_celsius\":{\"type\":\"number\",\"minimum\":5,\"maximum\":30}},\"required\":[\"device_id\",\"day_celsius\",\"night_celsius\"],\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"}}}"
    const-string v15, "update"
    const-string v16, "moderate"
    const-string v17, "provider_policy"
    const/16 v18, 0x0
    const/16 v19, 0x1
    const/16 v20, 0x0
    const/16 v21, 0xa00
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x3
    aput-object v9, v23, v8
    .line 105
    move-object/from16 v7, v23
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v7
    .line 95
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.hearthly.devices"
    const-string v2, "Hearthly Devices"
    const-string v3, "Lights, heating and door locks of your Hearthly home"
    const-string v4, "devices-12"
    invoke-direct/range {v0 .. v6}, Lcom/hearthly/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/util/List;)V
    sput-object v0, Lcom/hearthly/Catalogs;->devices:Lcom/hearthly/Catalog;
    .line 133
    new-instance v0, Lcom/hearthly/Catalog;
    .line 139
    const/4 v6, 0x2
    new-array v6, v6, [Ljava/util/Map;
    move-object/from16 v23, v6
    const-string v8, "routines.read"
    const-string v9, "See routines"
    const-string v10, "read"
    const/4 v11, 0x0
    const/16 v12, 0x8
    const/4 v13, 0x0
    invoke-static/range {v8 .. v13}, Lcom/hearthly/CatalogsKt;->scope$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/util/Map;
    move-result-object v8
    const/4 v7, 0x0
    aput-object v8, v23, v7
    .line 140
    const-string v8, "routines.write"
    const-string v9, "Create, schedule and delete routines"
    const-string v10, "write"
    const/4 v11, 0x0
    const/16 v12, 0x8
    const/4 v13, 0x0
    invoke-static/range {v8 .. v13}, Lcom/hearthly/CatalogsKt;->scope$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/util/Map;
    move-result-object v8
    const/4 v7, 0x1
    aput-object v8, v23, v7
    .line 138
    move-object/from16 v6, v23
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v6
    .line 143
    const/4 v7, 0x4
    new-array v7, v7, [Lorg/json/JSONObject;
    move-object/from16 v23, v7
    .line 147
    const-string v14, "routines.read"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 143
    const-string v9, "list_routines"
    const-string v10, "List routines"
    const-string v11, "Your routines and the household's"
    const-string v12, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"routines\":{\"type\":\"array\"}},\"required\":[\"routines\"]}"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v21, 0xfc0
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x0
    aput-object v9, v23, v8
    .line 153
    const-string v14, "routines.write"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 149
    const-string v9, "create_routine"
    const-string v10, "Create a routine"
    const-string v11, "Save a named list of device steps"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":60},\"steps\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20}},\"required\":[\"name\",\"steps\"],\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"}},\"required\":[\"routine_id\"]}"
    const-string v15, "create"
    const-string v16, "moderate"
    const-string v17, "provider_policy"
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v21, 0xe00
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x1
    aput-object v9, v23, v8
    .line 159
    const-string v14, "routines.write"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 155
    const-string v9, "schedule_routine"
    const-string v10, "Schedule a routine"
    const-string v11, "Run a routine once at a given time"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"at_ms\":{\"type\":\"integer\"}},\"required\":[\"routine_id\",\"at_ms\"],\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"run_id\":{\"type\":\"string\"},\"at_ms\":{\"type\":\"integer\"}},\"required\":[\"run_id\"]}"
    const-string v15, "update"
    const-string v16, "moderate"
    const-string v17, "provider_policy"
    const/16 v18, 0x0
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v21, 0xe00
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x2
    aput-object v9, v23, v8
    .line 165
    const-string v14, "routines.write"
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v14
    .line 161
    const-string v9, "delete_routine"
    const-string v10, "Delete a routine"
    const-string v11, "Delete a routine and its scheduled runs"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"}},\"required\":[\"routine_id\"],\"additionalProperties\":false}"
    const-string v13, "{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"routine_id\",\"deleted\"]}"
    const-string v15, "delete"
    const-string v16, "high"
    const-string v17, "always"
    const/16 v18, 0x1
    const/16 v19, 0x0
    const/16 v20, 0x0
    const/16 v21, 0xc00
    const/16 v22, 0x0
    invoke-static/range {v9 .. v22}, Lcom/hearthly/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v9
    const/4 v8, 0x3
    aput-object v9, v23, v8
    .line 142
    move-object/from16 v7, v23
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v7
    .line 133
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.hearthly.routines"
    const-string v2, "Hearthly Routines"
    const-string v3, "Routines that run several device actions at once, now or later"
    const-string v4, "routines-5"
    invoke-direct/range {v0 .. v6}, Lcom/hearthly/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/util/List;)V
    sput-object v0, Lcom/hearthly/Catalogs;->routines:Lcom/hearthly/Catalog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 94
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final getDevices()Lcom/hearthly/Catalog;
    .registers 2
    .line 95
    sget-object v0, Lcom/hearthly/Catalogs;->devices:Lcom/hearthly/Catalog;
    return-object v0
.end method

.method public final getRoutines()Lcom/hearthly/Catalog;
    .registers 2
    .line 133
    sget-object v0, Lcom/hearthly/Catalogs;->routines:Lcom/hearthly/Catalog;
    return-object v0
.end method
