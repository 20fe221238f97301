.class public Lapp/hearthlink/devices/DevicesProvider;
.super Landroid/content/ContentProvider;
.source "DevicesProvider.java"


# static fields
.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\",\"description\":\"Thermostats, locks and other devices at home\",\"scopes\":[{\"name\":\"devices.read\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"devices.write\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

.field static final SESSION_TTL_MS:J = 0x1b7740L

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"devices-7\",\"tools\":[\"list_devices\",\"set_thermostat\",\"unlock_door\",\"factory_reset\"]}"


# instance fields
.field hub:Lapp/hearthlink/di/DaggerHubComponent;

.field final sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Lapp/hearthlink/devices/SessionKey;",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 29
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/devices/DevicesProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method admitted(ILjava/lang/String;)Z
    .registers 7

    .line 73
    if-nez p2, :cond_0

    .line 74
    const/4 v0, 0x0

    return v0

    .line 76
    :cond_0
    iget-object v0, p0, Lapp/hearthlink/devices/DevicesProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v1, Lapp/hearthlink/devices/SessionKey;

    invoke-direct {v1, p1, p2}, Lapp/hearthlink/devices/SessionKey;-><init>(ILjava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    .line 77
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 41
    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    :goto_0
    .line 42
    invoke-static {v0, v1}, Lapp/hearthlink/core/Call;->dated(ILandroid/os/Bundle;)Lapp/hearthlink/core/Call;

    move-result-object v2

    .line 43
    invoke-virtual {p0}, Lapp/hearthlink/devices/DevicesProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {v3, v0}, Lapp/hearthlink/core/Callers;->allowed(Landroid/content/Context;I)Z

    move-result v3

    if-nez v3, :cond_1

    .line 44
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "caller not allowed"

    invoke-static {v2, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 46
    :cond_1
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_2

    const-string v3, "session_token"

    invoke-virtual {v1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, v0, v3}, Lapp/hearthlink/devices/DevicesProvider;->admitted(ILjava/lang/String;)Z

    move-result v3

    if-nez v3, :cond_2

    .line 47
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "negotiate first"

    invoke-static {v2, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 49
    :cond_2
    move-object v3, p1

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v5

    sparse-switch v5, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v5, "negotiate"

    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    const/4 v4, 0x0

    goto :goto_1

    :sswitch_1
    const-string v5, "get_provider_info"

    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    const/4 v4, 0x1

    goto :goto_1

    :sswitch_2
    const-string v5, "list_tools"

    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    const/4 v4, 0x2

    goto :goto_1

    :sswitch_3
    const-string v5, "execute_tool"

    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    const/4 v4, 0x3

    :cond_3
    :goto_1
    packed-switch v4, :pswitch_data_0

    goto :goto_2

    .line 51
    :pswitch_0
    invoke-virtual {p0, v0}, Lapp/hearthlink/devices/DevicesProvider;->negotiate(I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :pswitch_1
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "{\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\",\"description\":\"Thermostats, locks and other devices at home\",\"scopes\":[{\"name\":\"devices.read\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"devices.write\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/Replies$Builder;->inline(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v2}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 55
    :pswitch_2
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "{\"revision\":\"devices-7\",\"tools\":[\"list_devices\",\"set_thermostat\",\"unlock_door\",\"factory_reset\"]}"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/Replies$Builder;->inline(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v2}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 57
    :pswitch_3
    const-string v0, "resume_token"

    invoke-virtual {v1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v2, v0}, Lapp/hearthlink/devices/DevicesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :goto_2
    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "unknown method"

    invoke-static {v2, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 143
    const/4 v0, 0x0

    return v0
.end method

.method execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    .line 81
    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->tool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/hearthlink/devices/DeviceTool;->named(Ljava/lang/String;)Lapp/hearthlink/devices/DeviceTool;

    move-result-object v0

    .line 82
    if-nez v0, :cond_0

    .line 83
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "no such tool"

    invoke-static {p1, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 85
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {p1, v1, v2}, Lapp/hearthlink/core/Call;->expiredAt(J)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 86
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "deadline passed"

    invoke-static {p1, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 88
    :cond_1
    iget-object v1, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->store()Lapp/hearthlink/core/HubStore;

    move-result-object v1

    :try_start_0
    .line 90
    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->args()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 91
    invoke-virtual {v0}, Lapp/hearthlink/devices/DeviceTool;->mutating()Z

    move-result v3

    if-eqz v3, :cond_2

    .line 92
    invoke-virtual {v1, p1}, Lapp/hearthlink/core/HubStore;->replay(Lapp/hearthlink/core/Call;)Ljava/lang/String;

    move-result-object v3

    .line 93
    if-eqz v3, :cond_2

    .line 94
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v3}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    .line 97
    :cond_2
    :try_start_1
    sget-object v3, Lapp/hearthlink/devices/DevicesProvider$1;->$SwitchMap$app$hearthlink$devices$DeviceTool:[I

    invoke-virtual {v0}, Lapp/hearthlink/devices/DeviceTool;->ordinal()I

    move-result v4

    aget v3, v3, v4

    packed-switch v3, :pswitch_data_0

    goto :goto_0

    .line 100
    :pswitch_0
    invoke-virtual {v0, v2}, Lapp/hearthlink/devices/DeviceTool;->confirmFirst(Lorg/json/JSONObject;)Z

    move-result v3

    if-eqz v3, :cond_4

    .line 101
    if-nez p2, :cond_3

    .line 102
    iget-object v1, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->approvals()Lapp/hearthlink/core/Approvals;

    move-result-object v1

    invoke-virtual {v1, p1}, Lapp/hearthlink/core/Approvals;->issue(Lapp/hearthlink/core/Call;)Ljava/lang/String;

    move-result-object v3

    .line 103
    new-instance v1, Lapp/hearthlink/core/ConfirmSpec;

    invoke-virtual {v0, v2}, Lapp/hearthlink/devices/DeviceTool;->prompt(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "Hearthlink does this as soon as you confirm."

    const/high16 v4, 0x8000000

    invoke-direct {v1, v0, v2, v4}, Lapp/hearthlink/core/ConfirmSpec;-><init>(Ljava/lang/String;Ljava/lang/String;I)V

    .line 105
    invoke-virtual {p0}, Lapp/hearthlink/devices/DevicesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v0, v3, v2}, Lapp/hearthlink/core/ConfirmSpec;->toIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-static {p1, v0, v3}, Lapp/hearthlink/core/Replies;->actionRequired(Lapp/hearthlink/core/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_0

    return-object v0

    .line 107
    :cond_3
    :try_start_2
    iget-object v3, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v3}, Lapp/hearthlink/di/DaggerHubComponent;->approvals()Lapp/hearthlink/core/Approvals;

    move-result-object v3

    invoke-virtual {v3, p2, p1}, Lapp/hearthlink/core/Approvals;->take(Ljava/lang/String;Lapp/hearthlink/core/Call;)Z

    move-result v3

    if-nez v3, :cond_4

    .line 108
    const-string v0, "USER_CANCELLED"

    const-string v1, "the action was not approved"

    invoke-static {p1, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :try_end_2
    .catch Ljava/lang/Exception; {:try_start_2 .. :try_end_2} :catch_0

    return-object v0

    .line 115
    :cond_4
    :goto_0
    :try_start_3
    invoke-virtual {v0, v1, p1, v2}, Lapp/hearthlink/devices/DeviceTool;->run(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lapp/hearthlink/core/Replies;->inlineData(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 116
    invoke-virtual {v0}, Lapp/hearthlink/devices/DeviceTool;->mutating()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 117
    invoke-virtual {v1, p1, v3}, Lapp/hearthlink/core/HubStore;->remember(Lapp/hearthlink/core/Call;Ljava/lang/String;)V

    .line 119
    :cond_5
    iget-object v0, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v0}, Lapp/hearthlink/di/DaggerHubComponent;->executor()Ljava/util/concurrent/Executor;

    move-result-object v0

    iget-object v1, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->auditTasks()Lapp/hearthlink/di/AuditTask_Factory;

    move-result-object v1

    iget-object v2, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v2}, Lapp/hearthlink/di/DaggerHubComponent;->callingUid()Ljavax/inject/Provider;

    move-result-object v2

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->tool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v1, v2, v4, v5}, Lapp/hearthlink/di/AuditTask_Factory;->create(Ljavax/inject/Provider;Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/AuditTask;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 120
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v3}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    :try_end_3
    .catch Ljava/lang/Exception; {:try_start_3 .. :try_end_3} :catch_0

    return-object v0

    .line 121
    :catch_0
    move-exception v2

    .line 122
    invoke-static {}, Lapp/hearthlink/core/Replies;->error()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-virtual {v0, v1, v2}, Lapp/hearthlink/core/Replies$Builder;->failure(Ljava/lang/String;Ljava/lang/Throwable;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 133
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 138
    const/4 v0, 0x0

    return-object v0
.end method

.method negotiate(I)Landroid/os/Bundle;
    .registers 9

    .line 64
    iget-object v0, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v0}, Lapp/hearthlink/di/DaggerHubComponent;->sessionMint()Lapp/hearthlink/core/TokenMint;

    move-result-object v0

    const-string v1, "st_"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/TokenMint;->mint(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 65
    iget-object v1, p0, Lapp/hearthlink/devices/DevicesProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lapp/hearthlink/devices/SessionKey;

    invoke-direct {v2, p1, v0}, Lapp/hearthlink/devices/SessionKey;-><init>(ILjava/lang/String;)V

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-wide/32 v5, 0x1b7740

    add-long/2addr v3, v5

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    invoke-virtual {v1, v2, v3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"selected_version\":2,\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\",\"session_token\":\""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v2, "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    .line 69
    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    .line 66
    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 34
    invoke-virtual {p0}, Lapp/hearthlink/devices/DevicesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lapp/hearthlink/di/DaggerHubComponent;->get(Landroid/content/Context;)Lapp/hearthlink/di/DaggerHubComponent;

    move-result-object v0

    iput-object v0, p0, Lapp/hearthlink/devices/DevicesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    .line 35
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 128
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 148
    const/4 v0, 0x0

    return v0
.end method
