.class public final Lcom/hearthkit/Catalog;
.super Ljava/lang/Object;
.source "Catalog.kt"

# static fields
.field private static final DEVICES_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.hearthkit.devices\",\"provider_name\":\"Hearthkit devices\",\n\"description\":\"Lights, locks and other devices paired with the Hearthkit hub\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"devices.read\",\"title\":\"See devices\",\"description\":\"Read devices, their state and their history\",\"access\":\"read\",\"sensitivity\":\"device\"},\n{\"name\":\"devices.control\",\"title\":\"Control devices\",\"description\":\"Change lights and reset devices\",\"access\":\"write\",\"sensitivity\":\"device\"},\n{\"name\":\"locks.control\",\"title\":\"Open locks\",\"description\":\"Unlock the doors of the home\",\"access\":\"write\",\"sensitivity\":\"personal\"},\n{\"name\":\"exports.write\",\"title\":\"Export history\",\"description\":\"Write history files into Hearthkit's exports folder\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
.field private static final DEVICES_TOOLS:Ljava/lang/String; = "{\"revision\":\"devices-9\",\"tools\":[\n{\"name\":\"list_devices\",\"title\":\"List devices\",\"description\":\"Every paired device with its room and state\",\"scopes\":[\"devices.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"set_light\",\"title\":\"Set a light\",\"description\":\"Set the brightness of one light, 0 to 100\",\"scopes\":[\"devices.control\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"level\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100}},\"required\":[\"device_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"level\":{\"type\":\"integer\"}},\"required\":[\"device_id\",\"level\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"unlock_door\",\"title\":\"Unlock a door\",\"description\":\"Unlock one smart lock\",\"scopes\":[\"locks.control\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"door_id\":{\"type\":\"string\"}},\"required\":[\"door_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"door_id\":{\"type\":\"string\"},\"unlocked\":{\"type\":\"boolean\"}},\"required\":[\"door_id\",\"unlocked\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"factory_reset_device\",\"title\":\"Reset a device\",\"description\":\"Reset one device to factory settings; its scenes and pairing are lost\",\"scopes\":[\"devices.control\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"force\":{\"type\":\"boolean\"}},\"required\":[\"device_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"reset\":{\"type\":\"boolean\"}},\"required\":[\"device_id\",\"reset\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"export_history\",\"title\":\"Export device history\",\"description\":\"Write the last 30 days of device events to a file in Hearthkit's exports\",\"scopes\":[\"devices.read\",\"exports.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}]}"
.field private static final DEVICE_TOOLS:Ljava/util/Set;
.field private static final DIALECT:Ljava/lang/String; = "\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\""
.field public static final INSTANCE:Lcom/hearthkit/Catalog;
.field private static final READ:Ljava/lang/String; = "\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\""
.field private static final ROUTINES_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.hearthkit.routines\",\"provider_name\":\"Hearthkit routines\",\n\"description\":\"The household's routines and away mode\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"routines.read\",\"title\":\"See routines\",\"description\":\"Read routines and their steps\",\"access\":\"read\",\"sensitivity\":\"personal\"},\n{\"name\":\"routines.write\",\"title\":\"Change routines\",\"description\":\"Add steps to, share, delete and back up routines\",\"access\":\"write\",\"sensitivity\":\"personal\"},\n{\"name\":\"security.arm\",\"title\":\"Arm the home\",\"description\":\"Arm and disarm away mode\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
.field private static final ROUTINES_TOOLS:Ljava/lang/String; = "{\"revision\":\"routines-14\",\"tools\":[\n{\"name\":\"list_routines\",\"title\":\"List routines\",\"description\":\"Every routine with its steps\",\"scopes\":[\"routines.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"routines\":{\"type\":\"array\"}},\"required\":[\"routines\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"add_app_step\",\"title\":\"Open an app in a routine\",\"description\":\"Add a step that opens an installed app to one routine\",\"scopes\":[\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"package_name\":{\"type\":\"string\"}},\"required\":[\"routine_id\",\"package_name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"steps\":{\"type\":\"integer\"}},\"required\":[\"routine_id\",\"steps\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"share_routine\",\"title\":\"Share a routine\",\"description\":\"Share one routine with a person by email\",\"scopes\":[\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"recipient\":{\"type\":\"string\"},\"calling_package\":{\"type\":\"string\"}},\"required\":[\"routine_id\",\"recipient\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"string\"}},\"required\":[\"share_id\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"delete_routine\",\"title\":\"Delete a routine\",\"description\":\"Delete one routine for good\",\"scopes\":[\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"}},\"required\":[\"routine_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"set_away_mode\",\"title\":\"Arm or disarm away mode\",\"description\":\"Arm away mode (sirens and door contacts) or disarm it\",\"scopes\":[\"security.arm\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"on\":{\"type\":\"boolean\"}},\"required\":[\"on\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"away\":{\"type\":\"boolean\"}},\"required\":[\"away\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"backup_routines\",\"title\":\"Back up routines\",\"description\":\"Write every routine to a backup file\",\"scopes\":[\"routines.read\",\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\",\"maxLength\":64}},\"required\":[\"file_name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}]}"
.field private static final ROUTINE_TOOLS:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/hearthkit/Catalog;
    invoke-direct {v0}, Lcom/hearthkit/Catalog;-><init>()V
    sput-object v0, Lcom/hearthkit/Catalog;->INSTANCE:Lcom/hearthkit/Catalog;
    .line 7
    const/4 v0, 0x5
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "list_devices"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "set_light"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "unlock_door"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    const-string v2, "factory_reset_device"
    const/4 v1, 0x3
    aput-object v2, v3, v1
    const-string v2, "export_history"
    const/4 v1, 0x4
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/Catalog;->DEVICE_TOOLS:Ljava/util/Set;
    .line 8
    const/4 v0, 0x6
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "list_routines"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "add_app_step"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "share_routine"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    const-string v2, "delete_routine"
    const/4 v1, 0x3
    aput-object v2, v3, v1
    const-string v2, "set_away_mode"
    const/4 v1, 0x4
    aput-object v2, v3, v1
    const-string v2, "backup_routines"
    const/4 v1, 0x5
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/Catalog;->ROUTINE_TOOLS:Ljava/util/Set;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final devicesInfo()Lorg/json/JSONObject;
    .registers 3
    .line 74
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"provider_id\":\"com.hearthkit.devices\",\"provider_name\":\"Hearthkit devices\",\n\"description\":\"Lights, locks and other devices paired with the Hearthkit hub\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"devices.read\",\"title\":\"See devices\",\"description\":\"Read devices, their state and their history\",\"access\":\"read\",\"sensitivity\":\"device\"},\n{\"name\":\"devices.control\",\"title\":\"Control devices\",\"description\":\"Change lights and reset devices\",\"access\":\"write\",\"sensitivity\":\"device\"},\n{\"name\":\"locks.control\",\"title\":\"Open locks\",\"description\":\"Unlock the doors of the home\",\"access\":\"write\",\"sensitivity\":\"personal\"},\n{\"name\":\"exports.write\",\"title\":\"Export history\",\"description\":\"Write history files into Hearthkit's exports folder\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final devicesTools()Lorg/json/JSONObject;
    .registers 3
    .line 76
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"revision\":\"devices-9\",\"tools\":[\n{\"name\":\"list_devices\",\"title\":\"List devices\",\"description\":\"Every paired device with its room and state\",\"scopes\":[\"devices.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"set_light\",\"title\":\"Set a light\",\"description\":\"Set the brightness of one light, 0 to 100\",\"scopes\":[\"devices.control\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"level\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100}},\"required\":[\"device_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"level\":{\"type\":\"integer\"}},\"required\":[\"device_id\",\"level\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"unlock_door\",\"title\":\"Unlock a door\",\"description\":\"Unlock one smart lock\",\"scopes\":[\"locks.control\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"door_id\":{\"type\":\"string\"}},\"required\":[\"door_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"door_id\":{\"type\":\"string\"},\"unlocked\":{\"type\":\"boolean\"}},\"required\":[\"door_id\",\"unlocked\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"factory_reset_device\",\"title\":\"Reset a device\",\"description\":\"Reset one device to factory settings; its scenes and pairing are lost\",\"scopes\":[\"devices.control\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"force\":{\"type\":\"boolean\"}},\"required\":[\"device_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"device_id\":{\"type\":\"string\"},\"reset\":{\"type\":\"boolean\"}},\"required\":[\"device_id\",\"reset\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"export_history\",\"title\":\"Export device history\",\"description\":\"Write the last 30 days of device events to a file in Hearthkit's exports\",\"scopes\":[\"devices.read\",\"exports.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final getDEVICE_TOOLS()Ljava/util/Set;
    .registers 2
    .line 7
    sget-object v0, Lcom/hearthkit/Catalog;->DEVICE_TOOLS:Ljava/util/Set;
    return-object v0
.end method

.method public final getROUTINE_TOOLS()Ljava/util/Set;
    .registers 2
    .line 8
    sget-object v0, Lcom/hearthkit/Catalog;->ROUTINE_TOOLS:Ljava/util/Set;
    return-object v0
.end method

.method public final routinesInfo()Lorg/json/JSONObject;
    .registers 3
    .line 78
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"provider_id\":\"com.hearthkit.routines\",\"provider_name\":\"Hearthkit routines\",\n\"description\":\"The household's routines and away mode\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"routines.read\",\"title\":\"See routines\",\"description\":\"Read routines and their steps\",\"access\":\"read\",\"sensitivity\":\"personal\"},\n{\"name\":\"routines.write\",\"title\":\"Change routines\",\"description\":\"Add steps to, share, delete and back up routines\",\"access\":\"write\",\"sensitivity\":\"personal\"},\n{\"name\":\"security.arm\",\"title\":\"Arm the home\",\"description\":\"Arm and disarm away mode\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final routinesTools()Lorg/json/JSONObject;
    .registers 3
    .line 80
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"revision\":\"routines-14\",\"tools\":[\n{\"name\":\"list_routines\",\"title\":\"List routines\",\"description\":\"Every routine with its steps\",\"scopes\":[\"routines.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"routines\":{\"type\":\"array\"}},\"required\":[\"routines\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"add_app_step\",\"title\":\"Open an app in a routine\",\"description\":\"Add a step that opens an installed app to one routine\",\"scopes\":[\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"package_name\":{\"type\":\"string\"}},\"required\":[\"routine_id\",\"package_name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"steps\":{\"type\":\"integer\"}},\"required\":[\"routine_id\",\"steps\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"share_routine\",\"title\":\"Share a routine\",\"description\":\"Share one routine with a person by email\",\"scopes\":[\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"},\"recipient\":{\"type\":\"string\"},\"calling_package\":{\"type\":\"string\"}},\"required\":[\"routine_id\",\"recipient\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"string\"}},\"required\":[\"share_id\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"delete_routine\",\"title\":\"Delete a routine\",\"description\":\"Delete one routine for good\",\"scopes\":[\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"routine_id\":{\"type\":\"string\"}},\"required\":[\"routine_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"set_away_mode\",\"title\":\"Arm or disarm away mode\",\"description\":\"Arm away mode (sirens and door contacts) or disarm it\",\"scopes\":[\"security.arm\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"on\":{\"type\":\"boolean\"}},\"required\":[\"on\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"away\":{\"type\":\"boolean\"}},\"required\":[\"away\"]},\n \"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"backup_routines\",\"title\":\"Back up routines\",\"description\":\"Write every routine to a backup file\",\"scopes\":[\"routines.read\",\"routines.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\",\"maxLength\":64}},\"required\":[\"file_name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
