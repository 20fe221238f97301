.class public final Lcom/relaykit/home/routines/RoutinesProvider;
.super Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.source "RoutinesProvider.java"


# static fields
.field private static final CAPABILITIES:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.relaykit.home.routines"

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

    .line 26
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/relaykit/home/cetp/ToolSpec$Scope;

    new-instance v2, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v3, v2

    const-string v4, "routines.read"

    const-string v5, "See your routines"

    const-string v6, "Routine names, times and past runs"

    const-string v7, "read"

    const-string v8, "personal"

    invoke-direct/range {v3 .. v8}, Lcom/relaykit/home/cetp/ToolSpec$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v3, v2

    const-string v4, "routines.write"

    const-string v5, "Manage your routines"

    const-string v6, "Create and delete routines"

    const-string v7, "write"

    const-string v8, "device"

    invoke-direct/range {v3 .. v8}, Lcom/relaykit/home/cetp/ToolSpec$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v3, v2

    const-string v4, "routines.run"

    const-string v5, "Run your routines"

    const-string v6, "Start a routine now"

    const-string v7, "write"

    const-string v8, "device"

    invoke-direct/range {v3 .. v8}, Lcom/relaykit/home/cetp/ToolSpec$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/RoutinesProvider;->SCOPES:Ljava/util/List;

    .line 32
    invoke-static {}, Lcom/relaykit/home/routines/RoutinesProvider;->buildTools()Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/RoutinesProvider;->TOOLS:Ljava/util/Map;

    .line 33
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/RoutinesProvider;->CAPABILITIES:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 23
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

    .line 44
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/relaykit/home/cetp/ToolSpec;

    .line 45
    const-string v3, "list_routines"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 46
    const-string v4, "List routines"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 47
    const-string v4, "Lists the routines with their time of day and number of actions."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 48
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

    const-string v7, "routines.read"

    aput-object v7, v4, v6

    .line 49
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 50
    const-string v4, "include_disabled"

    const-string v5, "boolean"

    const/4 v6, 0x0

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routines"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "array"

    aput-object v7, v4, v6

    .line 51
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 52
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 53
    const-string v3, "get_run_history"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 54
    const-string v4, "Routine run history"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 55
    const-string v4, "Shows when a routine last ran and how many actions it sent."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 56
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

    const-string v7, "routines.read"

    aput-object v7, v4, v6

    .line 57
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 58
    const-string v4, "routine_id"

    const/16 v5, 0x40

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 59
    const-string v4, "limit"

    const-string v5, "integer"

    const/4 v6, 0x0

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routine_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "runs"

    aput-object v7, v4, v6

    const/4 v6, 0x3

    const-string v7, "array"

    aput-object v7, v4, v6

    .line 60
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 61
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 62
    const-string v3, "create_routine"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 63
    const-string v4, "Create a routine"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 64
    const-string v4, "Creates a daily routine of device actions at a time of day (HH:MM)."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 65
    const-string v4, "create"

    const-string v5, "moderate"

    const-string v6, "provider_policy"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routines.write"

    aput-object v7, v4, v6

    .line 66
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 67
    const-string v4, "name"

    const/16 v5, 0x3c

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 68
    const-string v4, "trigger_at"

    const/4 v5, 0x5

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 69
    const-string v4, "actions"

    const-string v5, "array"

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routine_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    .line 70
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 71
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    .line 72
    const-string v3, "run_routine"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 73
    const-string v4, "Run a routine now"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 74
    const-string v4, "Sends a routine\'s actions to the hub now."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 75
    const-string v4, "update"

    const-string v5, "moderate"

    const-string v6, "provider_policy"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->mayRunAsync()Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routines.run"

    aput-object v7, v4, v6

    .line 76
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 77
    const-string v4, "routine_id"

    const/16 v5, 0x40

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routine_id"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "string"

    aput-object v7, v4, v6

    const/4 v6, 0x2

    const-string v7, "actions_sent"

    aput-object v7, v4, v6

    const/4 v6, 0x3

    const-string v7, "integer"

    aput-object v7, v4, v6

    .line 78
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 79
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    .line 80
    const-string v3, "delete_routine"

    invoke-static {v3}, Lcom/relaykit/home/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 81
    const-string v4, "Delete a routine"

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 82
    const-string v4, "Deletes a routine and stops its schedule."

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 83
    const-string v4, "delete"

    const-string v5, "moderate"

    const-string v6, "always"

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->destructive()Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "routines.write"

    aput-object v7, v4, v6

    .line 84
    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 85
    const-string v4, "routine_id"

    const/16 v5, 0x40

    const/4 v6, 0x1

    invoke-virtual {v3, v4, v5, v6}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "deleted"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    const-string v7, "boolean"

    aput-object v7, v4, v6

    .line 86
    invoke-static {v4}, Lcom/relaykit/home/cetp/ToolSpec;->objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 87
    invoke-virtual {v3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->build()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 44
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 88
    new-instance v9, Ljava/util/LinkedHashMap;

    invoke-direct {v9}, Ljava/util/LinkedHashMap;-><init>()V

    .line 89
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

    .line 90
    invoke-virtual {v11}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v9, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 91
    goto :goto_0

    .line 92
    :cond_0
    invoke-static {v9}, Ljava/util/Collections;->unmodifiableMap(Ljava/util/Map;)Ljava/util/Map;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$authorize$0(Lcom/relaykit/home/cetp/CetpRequest;)Z
    .registers 3

    .line 132
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->session()Lcom/relaykit/home/cetp/SessionStore$Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/SessionStore$Session;->uid()I

    move-result v0

    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$authorize$1(Lcom/relaykit/home/cetp/CetpRequest;)Z
    .registers 3

    .line 133
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->session()Lcom/relaykit/home/cetp/SessionStore$Session;

    move-result-object v0

    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/cetp/ToolSpec;->scopes()Ljava/util/List;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/relaykit/home/cetp/SessionStore$Session;->grants(Ljava/util/Collection;)Z

    move-result v0

    return v0
.end method


# virtual methods
.method protected approvals()Lcom/relaykit/home/cetp/ApprovalStore;
    .registers 3

    .line 189
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/ApprovalStore;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/ApprovalStore;

    return-object v0
.end method

.method protected authorize(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;
    .registers 5

    .line 132
    new-instance v1, Lcom/relaykit/home/routines/RoutinesProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/relaykit/home/routines/RoutinesProvider$$ExternalSyntheticLambda0;-><init>()V

    .line 133
    new-instance v2, Lcom/relaykit/home/routines/RoutinesProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lcom/relaykit/home/routines/RoutinesProvider$$ExternalSyntheticLambda1;-><init>()V

    .line 134
    invoke-interface {v1, v2}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 135
    invoke-static {}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->allow()Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v0

    goto :goto_0

    :cond_0
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->deny(Ljava/lang/String;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v0

    .line 134
    :goto_0
    return-object v0
.end method

.method protected callerGate()Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;
    .registers 3

    .line 174
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    return-object v0
.end method

.method protected commandFor(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/core/Command;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    .line 156
    :try_start_0
    iget-object v1, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v2, Lcom/relaykit/home/routines/RoutineRepo;

    invoke-virtual {v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/routines/RoutineRepo;

    invoke-static {p1, v1}, Lcom/relaykit/home/routines/RoutineCommands;->forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/routines/RoutineRepo;)Lcom/relaykit/home/core/Command;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 158
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 107
    const-string v0, "Create, run and remove the daily routines of your Relaykit home"

    return-object v0
.end method

.method protected getMutationExecutor()Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;
    .registers 3

    .line 164
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;

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

    .line 122
    sget-object v0, Lcom/relaykit/home/routines/RoutinesProvider;->TOOLS:Ljava/util/Map;

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

    .line 117
    sget-object v0, Lcom/relaykit/home/routines/RoutinesProvider;->SCOPES:Ljava/util/List;

    return-object v0
.end method

.method protected history()Lcom/relaykit/home/core/CommandHistory;
    .registers 3

    .line 194
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/core/CommandHistory;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/core/CommandHistory;

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 39
    invoke-virtual {p0}, Lcom/relaykit/home/routines/RoutinesProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/relaykit/home/core/AppGraph;->root(Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    invoke-virtual {v1}, Lcom/relaykit/home/core/ServiceContainer;->child()Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    invoke-virtual {p0}, Lcom/relaykit/home/routines/RoutinesProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/relaykit/home/routines/RoutinesModule;->install(Lcom/relaykit/home/core/ServiceContainer;Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;

    move-result-object v1

    iput-object v1, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method protected operations()Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;
    .registers 3

    .line 169
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/routines/OperationBoard;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;

    return-object v0
.end method

.method protected promptByPolicy(Lcom/relaykit/home/cetp/CetpRequest;)Z
    .registers 8

    .line 141
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/routines/RoutineRepo;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/routines/RoutineRepo;

    move-object v4, v0

    .line 143
    :try_start_0
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v0

    const-string v1, "run_routine"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 144
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->args()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "routine_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v4, v2}, Lcom/relaykit/home/routines/RoutineRepo;->actionsOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v1}, Lcom/relaykit/home/routines/RoutineRepo;->touchesLocks(Ljava/lang/String;)Z

    move-result v0

    return v0

    .line 146
    :cond_0
    invoke-virtual {p1}, Lcom/relaykit/home/cetp/CetpRequest;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "actions"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v5

    .line 147
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v1}, Lcom/relaykit/home/routines/RoutineRepo;->touchesLocks(Ljava/lang/String;)Z
    :try_end_0
    .catch Lcom/relaykit/home/cetp/CetpError; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return v0

    :catch_0
    move-exception v5

    .line 149
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 97
    const-string v0, "com.relaykit.home.routines"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 102
    const-string v0, "Relaykit Routines"

    return-object v0
.end method

.method protected resolutions()Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
    .registers 3

    .line 179
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 112
    const-string v0, "routines-7"

    return-object v0
.end method

.method protected sessions()Lcom/relaykit/home/cetp/SessionStore;
    .registers 3

    .line 184
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutinesProvider;->container:Lcom/relaykit/home/core/ServiceContainer;

    const-class v1, Lcom/relaykit/home/cetp/SessionStore;

    invoke-virtual {v0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/SessionStore;

    return-object v0
.end method

.method protected supportedCapabilities()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 127
    sget-object v0, Lcom/relaykit/home/routines/RoutinesProvider;->CAPABILITIES:Ljava/util/List;

    return-object v0
.end method
