.class public final Lcom/tidepool/reef/tanklog/TankLogProvider;
.super Lcom/tidepool/reef/cetp/ToolProviderBase;
.source "TankLogProvider.java"


# static fields
.field private static final PROVIDER_ID:Ljava/lang/String; = "com.tidepool.reef"

.field private static final TAG:Ljava/lang/String; = "TankLogProvider"


# instance fields
.field private final bus:Lcom/tidepool/reef/cetp/RequestBus;

.field private grants:Lcom/tidepool/reef/data/GrantStore;

.field private ledger:Lcom/tidepool/reef/cetp/Ledger;

.field private prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

.field private final sessions:Lcom/tidepool/reef/cetp/SessionStore;

.field private tools:Lcom/tidepool/reef/tanklog/TankTools;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 37
    invoke-direct {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;-><init>()V

    .line 41
    new-instance v1, Lcom/tidepool/reef/cetp/SessionStore;

    invoke-direct {v1}, Lcom/tidepool/reef/cetp/SessionStore;-><init>()V

    iput-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->sessions:Lcom/tidepool/reef/cetp/SessionStore;

    .line 42
    new-instance v1, Lcom/tidepool/reef/cetp/RequestBus;

    invoke-direct {v1}, Lcom/tidepool/reef/cetp/RequestBus;-><init>()V

    iput-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    .line 49
    new-instance v1, Lcom/tidepool/reef/tanklog/TankLogProvider$1;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/tanklog/TankLogProvider$1;-><init>(Lcom/tidepool/reef/tanklog/TankLogProvider;)V

    iput-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    .line 60
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    new-instance v1, Lcom/tidepool/reef/tanklog/TankLogProvider$2;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/tanklog/TankLogProvider$2;-><init>(Lcom/tidepool/reef/tanklog/TankLogProvider;)V

    invoke-virtual {v0, v1}, Lcom/tidepool/reef/cetp/RequestBus;->subscribe(Lcom/tidepool/reef/cetp/RequestBus$Observer;)V

    .line 68
    return-void
.end method

.method private decide(ILjava/lang/String;[Ljava/lang/String;)Lcom/tidepool/reef/cetp/Decision;
    .registers 11

    .line 146
    if-nez p2, :cond_0

    .line 147
    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->DENY:Lcom/tidepool/reef/cetp/Decision;

    return-object v0

    .line 149
    :cond_0
    move-object v3, p3

    array-length v4, v3

    const/4 v5, 0x0

    :goto_0
    if-ge v5, v4, :cond_2

    aget-object v6, v3, v5

    .line 150
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->grants:Lcom/tidepool/reef/data/GrantStore;

    invoke-virtual {v0, p2, p1, v6}, Lcom/tidepool/reef/data/GrantStore;->holds(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 151
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " lacks "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TankLogProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 152
    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->DENY:Lcom/tidepool/reef/cetp/Decision;

    return-object v0

    .line 149
    :cond_1
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 155
    :cond_2
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->grants:Lcom/tidepool/reef/data/GrantStore;

    invoke-virtual {v0, p2, p1}, Lcom/tidepool/reef/data/GrantStore;->certificateFor(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    .line 156
    invoke-static {}, Lcom/tidepool/reef/tanklog/SignerCache;->get()Lcom/tidepool/reef/tanklog/SignerCache;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v0, v1, p2, v3}, Lcom/tidepool/reef/tanklog/SignerCache;->signedBy(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    goto :goto_1

    .line 157
    :cond_3
    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->DENY:Lcom/tidepool/reef/cetp/Decision;

    .line 156
    :goto_1
    return-object v0
.end method

.method private inSession(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 104
    invoke-virtual {p0, p1}, Lcom/tidepool/reef/tanklog/TankLogProvider;->envelopeProblem(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;

    move-result-object v4

    .line 105
    if-eqz v4, :cond_0

    .line 106
    return-object v4

    .line 108
    :cond_0
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->sessions:Lcom/tidepool/reef/cetp/SessionStore;

    iget-object v1, p1, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    iget v2, p1, Lcom/tidepool/reef/cetp/CallContext;->uid:I

    invoke-virtual {v0, v1, v2}, Lcom/tidepool/reef/cetp/SessionStore;->require(Landroid/os/Bundle;I)Lcom/tidepool/reef/cetp/SessionStore$Session;

    move-result-object v0

    if-nez v0, :cond_1

    .line 109
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_1
    iget-object v5, p1, Lcom/tidepool/reef/cetp/CallContext;->method:Ljava/lang/String;

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x2

    :cond_2
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_2

    .line 113
    :pswitch_0
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tidepool/reef/cetp/Replies;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 115
    :pswitch_1
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 116
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->tools:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-virtual {v0}, Lcom/tidepool/reef/tanklog/TankTools;->specs()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_1
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/ToolSpec;

    move-object v9, v0

    .line 117
    invoke-virtual {v9}, Lcom/tidepool/reef/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 118
    goto :goto_1

    .line 119
    :cond_3
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "revision"

    const-string v3, "tanklog-9"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tidepool/reef/cetp/Replies;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :pswitch_2
    iget-object v2, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    invoke-virtual {p0, p1, v2}, Lcom/tidepool/reef/tanklog/TankLogProvider;->execute(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/RequestBus;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :goto_2
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Background operations are not offered."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 129
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "name"

    const-string v3, "tanks.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Read the tank log"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 130
    const-string v2, "description"

    const-string v3, "Tanks and water test results"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 129
    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 131
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "name"

    const-string v3, "tanks.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change the tank log"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 132
    const-string v2, "description"

    const-string v3, "Log, rename and delete entries"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 133
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 131
    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 134
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "provider_id"

    const-string v2, "com.tidepool.reef"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Reefkeeper tank log"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 135
    const-string v1, "description"

    const-string v2, "Aquarium tanks and water test results"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 136
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 134
    return-object v0
.end method


# virtual methods
.method protected authorize(Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Decision;
    .registers 6

    .line 141
    iget v1, p1, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    iget-object v2, p1, Lcom/tidepool/reef/cetp/ToolRequest;->callerPackage:Ljava/lang/String;

    iget-object v3, p1, Lcom/tidepool/reef/cetp/ToolRequest;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    iget-object v3, v3, Lcom/tidepool/reef/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    invoke-direct {p0, v1, v2, v3}, Lcom/tidepool/reef/tanklog/TankLogProvider;->decide(ILjava/lang/String;[Ljava/lang/String;)Lcom/tidepool/reef/cetp/Decision;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 82
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 83
    new-instance v0, Lcom/tidepool/reef/cetp/CallContext;

    move-object v1, v0

    move-object v2, p1

    if-nez p3, :cond_0

    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    goto :goto_0

    :cond_0
    move-object v3, p3

    :goto_0
    invoke-virtual {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v2, v3, v5, v4}, Lcom/tidepool/reef/cetp/CallContext;-><init>(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)V

    move-object v6, v0

    .line 85
    move-object v7, p1

    const/4 v8, -0x1

    :try_start_0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x5

    :cond_1
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 87
    :pswitch_0
    const-string v2, "Reefkeeper tank log"

    invoke-virtual {p0, v6, v2}, Lcom/tidepool/reef/tanklog/TankLogProvider;->negotiate(Lcom/tidepool/reef/cetp/CallContext;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 93
    :pswitch_1
    invoke-direct {p0, v6}, Lcom/tidepool/reef/tanklog/TankLogProvider;->inSession(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :goto_2
    invoke-virtual {v6}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 98
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "TankLogProvider"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 99
    invoke-virtual {v6}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not answer."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method protected findTool(Ljava/lang/String;)Lcom/tidepool/reef/cetp/ToolSpec;
    .registers 3

    .line 199
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->tools:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-virtual {v0, p1}, Lcom/tidepool/reef/tanklog/TankTools;->spec(Ljava/lang/String;)Lcom/tidepool/reef/cetp/ToolSpec;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method protected ledger()Lcom/tidepool/reef/cetp/Ledger;
    .registers 2

    .line 194
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->ledger:Lcom/tidepool/reef/cetp/Ledger;

    return-object v0
.end method

.method public onCreate()Z
    .registers 7

    .line 72
    invoke-virtual {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tidepool/reef/data/ReefDb;->get(Landroid/content/Context;)Lcom/tidepool/reef/data/ReefDb;

    move-result-object v5

    .line 73
    new-instance v1, Lcom/tidepool/reef/data/GrantStore;

    invoke-direct {v1, v5}, Lcom/tidepool/reef/data/GrantStore;-><init>(Lcom/tidepool/reef/data/ReefDb;)V

    iput-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->grants:Lcom/tidepool/reef/data/GrantStore;

    .line 74
    new-instance v1, Lcom/tidepool/reef/cetp/Ledger;

    invoke-direct {v1, v5}, Lcom/tidepool/reef/cetp/Ledger;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;)V

    iput-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->ledger:Lcom/tidepool/reef/cetp/Ledger;

    .line 75
    new-instance v1, Lcom/tidepool/reef/tanklog/TankTools;

    invoke-virtual {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    new-instance v3, Lcom/tidepool/reef/data/TankRepo;

    invoke-direct {v3, v5}, Lcom/tidepool/reef/data/TankRepo;-><init>(Lcom/tidepool/reef/data/ReefDb;)V

    iget-object v4, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    invoke-direct {v1, v2, v3, v4}, Lcom/tidepool/reef/tanklog/TankTools;-><init>(Landroid/content/Context;Lcom/tidepool/reef/data/TankRepo;Lcom/tidepool/reef/cetp/Confirmations$Prompt;)V

    iput-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->tools:Lcom/tidepool/reef/tanklog/TankTools;

    .line 76
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    iget-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->tools:Lcom/tidepool/reef/tanklog/TankTools;

    invoke-virtual {v0, v1}, Lcom/tidepool/reef/cetp/RequestBus;->subscribe(Lcom/tidepool/reef/cetp/RequestBus$Observer;)V

    .line 77
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 163
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Lcom/tidepool/reef/tanklog/TankTools;->READ:[Ljava/lang/String;

    invoke-direct {p0, v1, v2, v3}, Lcom/tidepool/reef/tanklog/TankLogProvider;->decide(ILjava/lang/String;[Ljava/lang/String;)Lcom/tidepool/reef/cetp/Decision;

    move-result-object v0

    sget-object v1, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    if-eq v0, v1, :cond_0

    .line 164
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "tanks.read not granted"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 166
    :cond_0
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 167
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "exports are read-only"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 169
    :cond_1
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v4

    .line 170
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "exports"

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    new-instance v1, Lcom/tidepool/reef/tanklog/TankLogProvider$3;

    invoke-direct {v1, p0, v4}, Lcom/tidepool/reef/tanklog/TankLogProvider$3;-><init>(Lcom/tidepool/reef/tanklog/TankLogProvider;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/io/File;->listFiles(Ljava/io/FilenameFilter;)[Ljava/io/File;

    move-result-object v5

    .line 176
    if-eqz v5, :cond_2

    array-length v0, v5

    const/4 v1, 0x1

    if-eq v0, v1, :cond_3

    .line 177
    :cond_2
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such export"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 179
    :cond_3
    const/4 v1, 0x0

    aget-object v0, v5, v1

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 184
    const-string v0, "com.tidepool.reef"

    return-object v0
.end method

.method protected sessions()Lcom/tidepool/reef/cetp/SessionStore;
    .registers 2

    .line 189
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider;->sessions:Lcom/tidepool/reef/cetp/SessionStore;

    return-object v0
.end method
