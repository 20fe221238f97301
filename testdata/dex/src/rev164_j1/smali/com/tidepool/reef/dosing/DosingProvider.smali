.class public final Lcom/tidepool/reef/dosing/DosingProvider;
.super Lcom/tidepool/reef/cetp/ToolProviderBase;
.source "DosingProvider.java"


# static fields
.field private static final PROVIDER_ID:Ljava/lang/String; = "com.tidepool.reef.dosing"

.field private static final TAG:Ljava/lang/String; = "DosingProvider"


# instance fields
.field private final bus:Lcom/tidepool/reef/cetp/RequestBus;

.field private driver:Lcom/tidepool/reef/dosing/PumpDriver;

.field private grants:Lcom/tidepool/reef/data/GrantStore;

.field private ledger:Lcom/tidepool/reef/cetp/Ledger;

.field private prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

.field private pumps:Lcom/tidepool/reef/data/PumpRepo;

.field private final sessions:Lcom/tidepool/reef/cetp/SessionStore;

.field private final statusCache:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/Long;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 40
    invoke-direct {p0}, Lcom/tidepool/reef/cetp/ToolProviderBase;-><init>()V

    .line 44
    new-instance v1, Lcom/tidepool/reef/cetp/SessionStore;

    invoke-direct {v1}, Lcom/tidepool/reef/cetp/SessionStore;-><init>()V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->sessions:Lcom/tidepool/reef/cetp/SessionStore;

    .line 45
    new-instance v1, Lcom/tidepool/reef/cetp/RequestBus;

    invoke-direct {v1}, Lcom/tidepool/reef/cetp/RequestBus;-><init>()V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    .line 46
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->statusCache:Ljava/util/Map;

    .line 54
    new-instance v1, Lcom/tidepool/reef/dosing/DosingProvider$1;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/dosing/DosingProvider$1;-><init>(Lcom/tidepool/reef/dosing/DosingProvider;)V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    .line 65
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    new-instance v1, Lcom/tidepool/reef/dosing/DosingProvider$2;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/dosing/DosingProvider$2;-><init>(Lcom/tidepool/reef/dosing/DosingProvider;)V

    invoke-virtual {v0, v1}, Lcom/tidepool/reef/cetp/RequestBus;->subscribe(Lcom/tidepool/reef/cetp/RequestBus$Observer;)V

    .line 81
    return-void
.end method

.method private inSession(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 127
    invoke-virtual {p0, p1}, Lcom/tidepool/reef/dosing/DosingProvider;->envelopeProblem(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;

    move-result-object v4

    .line 128
    if-eqz v4, :cond_0

    .line 129
    return-object v4

    .line 132
    :cond_0
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->sessions:Lcom/tidepool/reef/cetp/SessionStore;

    iget v1, p1, Lcom/tidepool/reef/cetp/CallContext;->uid:I

    invoke-virtual {v0, v1}, Lcom/tidepool/reef/cetp/SessionStore;->newestFor(I)Lcom/tidepool/reef/cetp/SessionStore$Session;

    move-result-object v5

    .line 133
    if-eqz v5, :cond_1

    iget-object v0, v5, Lcom/tidepool/reef/cetp/SessionStore$Session;->callerPackage:Ljava/lang/String;

    if-eqz v0, :cond_1

    iget-object v0, v5, Lcom/tidepool/reef/cetp/SessionStore$Session;->callerPackage:Ljava/lang/String;

    iget-object v1, p1, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 134
    :cond_1
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_2
    iget-object v6, p1, Lcom/tidepool/reef/cetp/CallContext;->method:Ljava/lang/String;

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v7, 0x2

    :cond_3
    :goto_0
    packed-switch v7, :pswitch_data_0

    goto :goto_2

    .line 138
    :pswitch_0
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0}, Lcom/tidepool/reef/dosing/DosingProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tidepool/reef/cetp/Replies;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :pswitch_1
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 141
    invoke-static {}, Lcom/tidepool/reef/dosing/DoseTool;->values()[Lcom/tidepool/reef/dosing/DoseTool;

    move-result-object v9

    array-length v10, v9

    const/4 v11, 0x0

    :goto_1
    if-ge v11, v10, :cond_4

    aget-object v12, v9, v11

    .line 142
    iget-object v1, v12, Lcom/tidepool/reef/dosing/DoseTool;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    invoke-virtual {v1}, Lcom/tidepool/reef/cetp/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 141
    add-int/lit8 v11, v11, 0x1

    goto :goto_1

    .line 144
    :cond_4
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "revision"

    const-string v3, "dosing-4"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "tools"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tidepool/reef/cetp/Replies;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 146
    :pswitch_2
    iget-object v2, p0, Lcom/tidepool/reef/dosing/DosingProvider;->bus:Lcom/tidepool/reef/cetp/RequestBus;

    invoke-virtual {p0, p1, v2}, Lcom/tidepool/reef/dosing/DosingProvider;->execute(Lcom/tidepool/reef/cetp/CallContext;Lcom/tidepool/reef/cetp/RequestBus;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :goto_2
    invoke-virtual {p1}, Lcom/tidepool/reef/cetp/CallContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Background operations are not offered."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

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

    .line 153
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 154
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "name"

    const-string v3, "pumps.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Read dosing pumps"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 155
    const-string v2, "description"

    const-string v3, "Pumps, additives and reservoir levels"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 156
    const-string v2, "sensitivity"

    const-string v3, "device"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 154
    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 157
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "name"

    const-string v3, "pumps.control"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Control dosing pumps"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 158
    const-string v2, "description"

    const-string v3, "Schedule, run and cancel doses"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 159
    const-string v2, "sensitivity"

    const-string v3, "device"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 157
    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 160
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "provider_id"

    const-string v2, "com.tidepool.reef.dosing"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider_name"

    const-string v2, "Reefkeeper dosing"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 161
    const-string v1, "description"

    const-string v2, "Dosing pumps of the reef tank"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 162
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 160
    return-object v0
.end method


# virtual methods
.method protected admit(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;
    .registers 6

    .line 119
    iget-object v0, p1, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->grants:Lcom/tidepool/reef/data/GrantStore;

    iget-object v1, p1, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tidepool/reef/data/GrantStore;->pairedCertificate(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 120
    invoke-static {}, Lcom/tidepool/reef/dosing/CertPin;->get()Lcom/tidepool/reef/dosing/CertPin;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidepool/reef/dosing/DosingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    iget-object v2, p1, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidepool/reef/dosing/CertPin;->matches(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 121
    const/4 v0, 0x0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Pair this app in Reefkeeper\'s dosing settings first."

    invoke-static {v0, v1, v2}, Lcom/tidepool/reef/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method protected authorize(Lcom/tidepool/reef/cetp/ToolRequest;)Lcom/tidepool/reef/cetp/Decision;
    .registers 7

    .line 167
    iget-object v0, p1, Lcom/tidepool/reef/cetp/ToolRequest;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    iget-object v3, v0, Lcom/tidepool/reef/cetp/ToolSpec;->effect:Ljava/lang/String;

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "read"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x0

    :cond_0
    :goto_0
    sparse-switch v4, :sswitch_data_1

    goto :goto_1

    .line 169
    :sswitch_1
    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    return-object v0

    .line 172
    :goto_1
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "paired app runs "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-object v2, p1, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "DosingProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 173
    sget-object v0, Lcom/tidepool/reef/cetp/Decision;->ALLOW:Lcom/tidepool/reef/cetp/Decision;

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x355996 -> :sswitch_0
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_1
    .end sparse-switch
.end method

.method declared-synchronized cacheStatus(JLorg/json/JSONObject;)V
    .registers 6

    monitor-enter p0

    .line 213
    :try_start_0
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->statusCache:Ljava/util/Map;

    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v0, v1, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 214
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized cachedStatus(J)Lorg/json/JSONObject;
    .registers 5

    monitor-enter p0

    .line 209
    :try_start_0
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->statusCache:Ljava/util/Map;

    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 95
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 96
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
    invoke-virtual {p0}, Lcom/tidepool/reef/dosing/DosingProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v2, v3, v5, v4}, Lcom/tidepool/reef/cetp/CallContext;-><init>(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)V

    move-object v6, v0

    .line 98
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

    .line 100
    :pswitch_0
    const-string v2, "Reefkeeper dosing"

    invoke-virtual {p0, v6, v2}, Lcom/tidepool/reef/dosing/DosingProvider;->negotiate(Lcom/tidepool/reef/cetp/CallContext;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 106
    :pswitch_1
    invoke-direct {p0, v6}, Lcom/tidepool/reef/dosing/DosingProvider;->inSession(Lcom/tidepool/reef/cetp/CallContext;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
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

    .line 111
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "DosingProvider"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 112
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

.method driver()Lcom/tidepool/reef/dosing/PumpDriver;
    .registers 2

    .line 201
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->driver:Lcom/tidepool/reef/dosing/PumpDriver;

    return-object v0
.end method

.method protected findTool(Ljava/lang/String;)Lcom/tidepool/reef/cetp/ToolSpec;
    .registers 4

    .line 233
    invoke-static {p1}, Lcom/tidepool/reef/dosing/DoseTool;->byName(Ljava/lang/String;)Lcom/tidepool/reef/dosing/DoseTool;

    move-result-object v1

    .line 234
    if-nez v1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, v1, Lcom/tidepool/reef/dosing/DoseTool;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    :goto_0
    return-object v0
.end method

.method protected ledger()Lcom/tidepool/reef/cetp/Ledger;
    .registers 2

    .line 228
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->ledger:Lcom/tidepool/reef/cetp/Ledger;

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 85
    invoke-virtual {p0}, Lcom/tidepool/reef/dosing/DosingProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tidepool/reef/data/ReefDb;->get(Landroid/content/Context;)Lcom/tidepool/reef/data/ReefDb;

    move-result-object v4

    .line 86
    new-instance v1, Lcom/tidepool/reef/data/PumpRepo;

    invoke-direct {v1, v4}, Lcom/tidepool/reef/data/PumpRepo;-><init>(Lcom/tidepool/reef/data/ReefDb;)V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->pumps:Lcom/tidepool/reef/data/PumpRepo;

    .line 87
    new-instance v1, Lcom/tidepool/reef/data/GrantStore;

    invoke-direct {v1, v4}, Lcom/tidepool/reef/data/GrantStore;-><init>(Lcom/tidepool/reef/data/ReefDb;)V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->grants:Lcom/tidepool/reef/data/GrantStore;

    .line 88
    new-instance v1, Lcom/tidepool/reef/cetp/Ledger;

    invoke-direct {v1, v4}, Lcom/tidepool/reef/cetp/Ledger;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;)V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->ledger:Lcom/tidepool/reef/cetp/Ledger;

    .line 89
    new-instance v1, Lcom/tidepool/reef/dosing/PumpDriver;

    iget-object v2, p0, Lcom/tidepool/reef/dosing/DosingProvider;->pumps:Lcom/tidepool/reef/data/PumpRepo;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v3

    invoke-direct {v1, v2, v3}, Lcom/tidepool/reef/dosing/PumpDriver;-><init>(Lcom/tidepool/reef/data/PumpRepo;Landroid/os/Looper;)V

    iput-object v1, p0, Lcom/tidepool/reef/dosing/DosingProvider;->driver:Lcom/tidepool/reef/dosing/PumpDriver;

    .line 90
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

    .line 180
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 181
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "exports are read-only"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 183
    :cond_0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v4

    .line 184
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/tidepool/reef/dosing/DosingProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "dose_exports"

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    new-instance v1, Lcom/tidepool/reef/dosing/DosingProvider$3;

    invoke-direct {v1, p0, v4}, Lcom/tidepool/reef/dosing/DosingProvider$3;-><init>(Lcom/tidepool/reef/dosing/DosingProvider;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/io/File;->listFiles(Ljava/io/FilenameFilter;)[Ljava/io/File;

    move-result-object v5

    .line 190
    if-eqz v5, :cond_1

    array-length v0, v5

    const/4 v1, 0x1

    if-eq v0, v1, :cond_2

    .line 191
    :cond_1
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such export"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 193
    :cond_2
    const/4 v1, 0x0

    aget-object v0, v5, v1

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method prompt()Lcom/tidepool/reef/cetp/Confirmations$Prompt;
    .registers 2

    .line 205
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 218
    const-string v0, "com.tidepool.reef.dosing"

    return-object v0
.end method

.method pumps()Lcom/tidepool/reef/data/PumpRepo;
    .registers 2

    .line 197
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->pumps:Lcom/tidepool/reef/data/PumpRepo;

    return-object v0
.end method

.method protected sessions()Lcom/tidepool/reef/cetp/SessionStore;
    .registers 2

    .line 223
    iget-object v0, p0, Lcom/tidepool/reef/dosing/DosingProvider;->sessions:Lcom/tidepool/reef/cetp/SessionStore;

    return-object v0
.end method
