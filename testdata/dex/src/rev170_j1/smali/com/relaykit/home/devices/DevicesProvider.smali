.class public final Lcom/relaykit/home/devices/DevicesProvider;
.super Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.source "DevicesProvider.java"


# static fields
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.relaykit.home.devices"

.field private static final SCOPES:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/relaykit/home/cetp/ToolSpec$Scope;",
            ">;"
        }
    .end annotation
.end field

.field private static final TOOLS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private container:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method static constructor <clinit>()V
    .registers 9

    .line 25
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/relaykit/home/cetp/ToolSpec$Scope;

    new-instance v2, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v3, v2

    const-string v4, "devices.read"

    const-string v5, "See your devices"

    const-string v6, "Device names, rooms, states and alerts"

    const-string v7, "read"

    const-string v8, "device"

    invoke-direct/range {v3 .. v8}, Lcom/relaykit/home/cetp/ToolSpec$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v3, v2

    const-string v4, "devices.control"

    const-string v5, "Control your devices"

    const-string v6, "Switch devices and undo changes"

    const-string v7, "write"

    const-string v8, "device"

    invoke-direct/range {v3 .. v8}, Lcom/relaykit/home/cetp/ToolSpec$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v3, v2

    const-string v4, "devices.admin"

    const-string v5, "Administer your devices"

    const-string v6, "Factory-reset devices"

    const-string v7, "write"

    const-string v8, "device"

    invoke-direct/range {v3 .. v8}, Lcom/relaykit/home/cetp/ToolSpec$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/devices/DevicesProvider;->SCOPES:Ljava/util/List;

    .line 32
    invoke-static {}, Lcom/relaykit/home/devices/DevicesProvider;->buildTools()Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/devices/DevicesProvider;->TOOLS:Ljava/util/Map;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private static buildTools()Ljava/util/Map;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 43
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/relaykit/home/cetp/ToolSpec;

    .line 44
    const-string v3, "list_devices"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 45
    const-string v4, "List devices"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 46
    const-string v4, "Lists the devices on the Relaykit hub, optionally only those of one room."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 47
    const-string v4, "read"

    const-string v5, "low"

    const-string v6, "never"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->idempotent()Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices.read"

    aput-object v7, v4, v6

    .line 48
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 49
    const-string v4, "room"

    const/16 v5, 0x3c

    const/4 v6, 0x0

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "array"

    aput-object v7, v4, v6

    .line 50
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 51
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 52
    const-string v3, "get_device"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 53
    const-string v4, "Show a device"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 54
    const-string v4, "Shows one device\'s name, room, kind and whether it is on."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 55
    const-string v4, "read"

    const-string v5, "low"

    const-string v6, "never"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->idempotent()Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices.read"

    aput-object v7, v4, v6

    .line 56
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 57
    const-string v4, "device_id"

    const/16 v5, 0x40

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x6

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "device_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "name"

    aput-object v7, v4, v6

    const/4 v6, 0x3

    const-string v7, "string"

    aput-object v7, v4, v6

    const/4 v6, 0x4

    const-string v7, "is_on"

    aput-object v7, v4, v6

    const/4 v6, 0x5

    const-string v7, "boolean"

    aput-object v7, v4, v6

    .line 58
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 59
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 60
    const-string v3, "list_alerts"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 61
    const-string v4, "List alerts"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 62
    const-string v4, "Lists the unread alerts the devices raised, newest first."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 63
    const-string v4, "read"

    const-string v5, "low"

    const-string v6, "never"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices.read"

    aput-object v7, v4, v6

    .line 64
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 65
    const-string v4, "since_ms"

    const-string v5, "integer"

    const/4 v6, 0x0

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "alerts"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "array"

    aput-object v7, v4, v6

    .line 66
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 67
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    .line 68
    const-string v3, "set_switch"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 69
    const-string v4, "Switch a device"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 70
    const-string v4, "Turns a switchable device on or off."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 71
    const-string v4, "update"

    const-string v5, "low"

    const-string v6, "never"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->idempotent()Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices.control"

    aput-object v7, v4, v6

    .line 72
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 73
    const-string v4, "device_id"

    const/16 v5, 0x40

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 74
    const-string v4, "on"

    const-string v5, "boolean"

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "device_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "is_on"

    aput-object v7, v4, v6

    const/4 v6, 0x3

    const-string v7, "boolean"

    aput-object v7, v4, v6

    .line 75
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 76
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    .line 77
    const-string v3, "undo_last_change"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 78
    const-string v4, "Undo the last change"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 79
    const-string v4, "Reverts the last device change this app made."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 80
    const-string v4, "update"

    const-string v5, "moderate"

    const-string v6, "provider_policy"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices.control"

    aput-object v7, v4, v6

    .line 81
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "undone"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    .line 82
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 83
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 84
    const-string v3, "factory_reset_device"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 85
    const-string v4, "Factory-reset a device"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 86
    const-string v4, "Erases a device\'s settings; it has to be paired with the hub again."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 87
    const-string v4, "delete"

    const-string v5, "high"

    const-string v6, "always"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->destructive()Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "devices.admin"

    aput-object v7, v4, v6

    .line 88
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 89
    const-string v4, "device_id"

    const/16 v5, 0x40

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "device_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "reset"

    aput-object v7, v4, v6

    const/4 v6, 0x3

    const-string v7, "boolean"

    aput-object v7, v4, v6

    .line 90
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 91
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x5

    aput-object v3, v0, v2

    .line 43
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 92
    new-instance v9, Ljava/util/LinkedHashMap;

    invoke-direct {v9}, Ljava/util/LinkedHashMap;-><init>()V

    .line 93
    invoke-interface {v8}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/ToolSpec;

    move-object v11, v0

    .line 94
    invoke-virtual {v11}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v9, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 95
    goto :goto_0

    .line 96
    :cond_0
    invoke-static {v9}, Ljava/util/Collections;->unmodifiableMap(Ljava/util/Map;)Ljava/util/Map;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected approvals()Lcom/relaykit/home/cetp/ApprovalStore;
    .registers 3

    .line 168
    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/ApprovalStore;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/ApprovalStore;

    return-object v0
.end method

.method protected authorize(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;
    .registers 5

    .line 131
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->session()Lcom/relaykit/home/cetp/SessionStore$Session;

    move-result-object v2

    .line 132
    invoke-virtual {v2}, Lcom/relaykit/home/cetp/SessionStore$Session;->uid()I

    move-result v0

    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    if-eq v0, v1, :cond_0

    .line 133
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->deny(Ljava/lang/String;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v0

    return-object v0

    .line 135
    :cond_0
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/cetp/ToolSpec;->scopes()Ljava/util/List;

    move-result-object v1

    invoke-virtual {v2, v1}, Lcom/relaykit/home/cetp/SessionStore$Session;->grants(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 136
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->deny(Ljava/lang/String;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v0

    return-object v0

    .line 138
    :cond_1
    invoke-static {}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->allow()Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method protected callerGate()Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;
    .registers 3

    .line 153
    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    return-object v0
.end method

.method protected commandFor(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/core/Command;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    .line 144
    :try_start_0
    iget-object v1, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v2, Lcom/relaykit/home/devices/DeviceRepo;

    invoke-virtual {v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/devices/DeviceRepo;

    iget-object v2, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v3, Lcom/relaykit/home/core/EventBus;

    invoke-virtual {v2, v3}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/relaykit/home/core/EventBus;

    .line 145
    invoke-virtual {p0}, Lcom/relaykit/home/devices/DevicesProvider;->history()Lcom/relaykit/home/core/CommandHistory;

    move-result-object v3

    iget-object v4, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v5, Lcom/relaykit/home/devices/AlertNotifier;

    invoke-virtual {v4, v5}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/relaykit/home/devices/AlertNotifier;

    .line 144
    invoke-static {p1, v1, v2, v3, v4}, Lcom/relaykit/home/devices/DeviceCommands;->forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/devices/DeviceRepo;Lcom/relaykit/home/core/EventBus;Lcom/relaykit/home/core/CommandHistory;Lcom/relaykit/home/devices/AlertNotifier;)Lcom/relaykit/home/core/Command;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 147
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 111
    const-string v0, "Switch the devices on your Relaykit hub and read their alerts"

    return-object v0
.end method

.method protected getProviderTools()Ljava/util/Map;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 126
    sget-object v0, Lcom/relaykit/home/devices/DevicesProvider;->TOOLS:Ljava/util/Map;

    return-object v0
.end method

.method protected getScopes()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/relaykit/home/cetp/ToolSpec$Scope;",
            ">;"
        }
    .end annotation

    .line 121
    sget-object v0, Lcom/relaykit/home/devices/DevicesProvider;->SCOPES:Ljava/util/List;

    return-object v0
.end method

.method protected history()Lcom/relaykit/home/core/CommandHistory;
    .registers 3

    .line 173
    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/core/CommandHistory;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/core/CommandHistory;

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 38
    invoke-virtual {p0}, Lcom/relaykit/home/devices/DevicesProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/relaykit/home/core/AppGraph;->root(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/core/ServiceContainer;->child()Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    invoke-virtual {p0}, Lcom/relaykit/home/devices/DevicesProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/relaykit/home/devices/DevicesModule;->install(Lcom/relaykit/home/core/ServiceContainer;Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    iput-object v1, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    .line 39
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 101
    const-string v0, "com.relaykit.home.devices"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 106
    const-string v0, "Relaykit Devices"

    return-object v0
.end method

.method protected resolutions()Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
    .registers 3

    .line 158
    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 116
    const-string v0, "devices-12"

    return-object v0
.end method

.method protected sessions()Lcom/relaykit/home/cetp/SessionStore;
    .registers 3

    .line 163
    iget-object v0, p0, Lcom/relaykit/home/devices/DevicesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/SessionStore;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/SessionStore;

    return-object v0
.end method
