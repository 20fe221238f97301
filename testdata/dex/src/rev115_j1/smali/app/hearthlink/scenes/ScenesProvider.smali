.class public Lapp/hearthlink/scenes/ScenesProvider;
.super Landroid/content/ContentProvider;
.source "ScenesProvider.java"


# static fields
.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\",\"description\":\"Scenes and automations at home\",\"scopes\":[{\"name\":\"scenes.read\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"scenes.write\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

.field static final LEASE_TTL_MS:J = 0x1b7740L

.field static final TAG:Ljava/lang/String; = "HearthScenes"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"scenes-4\",\"tools\":[\"find_automations\",\"run_scene\",\"delete_automation\"]}"


# instance fields
.field hub:Lapp/hearthlink/di/DaggerHubComponent;

.field final leases:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Lapp/hearthlink/scenes/Lease;",
            "Lapp/hearthlink/scenes/Lease;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/scenes/ScenesProvider;->leases:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method static finish(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/scenes/SceneTool;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 8

    :try_start_0
    .line 145
    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v0

    const-string v1, "succeeded"

    invoke-virtual {p1, p0, p2, p3}, Lapp/hearthlink/scenes/SceneTool;->run(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lapp/hearthlink/core/Replies;->inlineData(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, p4, v0, v1, v2}, Lapp/hearthlink/core/HubStore;->saveOperation(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 149
    goto :goto_0

    .line 146
    :catch_0
    move-exception v0

    .line 147
    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v0

    const-string v1, "failed"

    const-string v2, "{\"error_code\":\"INTERNAL_ERROR\",\"error_message\":\"the scene did not run\",\"retryable\":false}"

    invoke-virtual {p0, p4, v0, v1, v2}, Lapp/hearthlink/core/HubStore;->saveOperation(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 150
    :goto_0
    return-void
.end method

.method static synthetic lambda$execute$0(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/scenes/SceneTool;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 5

    .line 109
    invoke-static {p0, p1, p2, p3, p4}, Lapp/hearthlink/scenes/ScenesProvider;->finish(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/scenes/SceneTool;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic lambda$execute$1(I)Ljava/lang/Integer;
    .registers 2

    .line 135
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method admitted(ILjava/lang/String;)Z
    .registers 11

    .line 79
    if-nez p2, :cond_0

    .line 80
    const/4 v0, 0x0

    return v0

    .line 82
    :cond_0
    iget-object v0, p0, Lapp/hearthlink/scenes/ScenesProvider;->leases:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v1, Lapp/hearthlink/scenes/Lease;

    const-wide/16 v2, 0x0

    invoke-direct {v1, p2, p1, v2, v3}, Lapp/hearthlink/scenes/Lease;-><init>(Ljava/lang/String;IJ)V

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/hearthlink/scenes/Lease;

    .line 83
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    .line 84
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lapp/hearthlink/scenes/Lease;->expiresAtMs()J

    move-result-wide v3

    cmp-long v3, v3, v1

    if-gez v3, :cond_2

    .line 85
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 87
    :cond_2
    iget-object v3, p0, Lapp/hearthlink/scenes/ScenesProvider;->leases:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v4, Lapp/hearthlink/scenes/Lease;

    invoke-virtual {v0}, Lapp/hearthlink/scenes/Lease;->callerUid()I

    move-result v5

    const-wide/32 v6, 0x1b7740

    add-long/2addr v1, v6

    invoke-direct {v4, p2, v5, v1, v2}, Lapp/hearthlink/scenes/Lease;-><init>(Ljava/lang/String;IJ)V

    invoke-virtual {v3, v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 88
    const/4 v0, 0x1

    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 42
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 43
    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    :goto_0
    .line 44
    invoke-static {v0, v1}, Lapp/hearthlink/core/Call;->undated(ILandroid/os/Bundle;)Lapp/hearthlink/core/Call;

    move-result-object v2

    .line 45
    invoke-virtual {p0}, Lapp/hearthlink/scenes/ScenesProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {v3, v0}, Lapp/hearthlink/core/Callers;->allowed(Landroid/content/Context;I)Z

    move-result v3

    if-nez v3, :cond_1

    .line 46
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "caller not allowed"

    invoke-static {v2, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_1
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_2

    const-string v3, "session_token"

    invoke-virtual {v1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, v0, v3}, Lapp/hearthlink/scenes/ScenesProvider;->admitted(ILjava/lang/String;)Z

    move-result v3

    if-nez v3, :cond_2

    .line 49
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "negotiate first"

    invoke-static {v2, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
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

    goto :goto_1

    :sswitch_4
    const-string v5, "get_operation"

    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    const/4 v4, 0x4

    :cond_3
    :goto_1
    packed-switch v4, :pswitch_data_0

    goto :goto_2

    .line 53
    :pswitch_0
    invoke-virtual {p0, v0}, Lapp/hearthlink/scenes/ScenesProvider;->negotiate(I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 55
    :pswitch_1
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "{\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\",\"description\":\"Scenes and automations at home\",\"scopes\":[{\"name\":\"scenes.read\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"scenes.write\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/Replies$Builder;->inline(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v2}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 57
    :pswitch_2
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "{\"revision\":\"scenes-4\",\"tools\":[\"find_automations\",\"run_scene\",\"delete_automation\"]}"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/Replies$Builder;->inline(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v2}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :pswitch_3
    const-string v0, "resume_token"

    invoke-virtual {v1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v2, v0}, Lapp/hearthlink/scenes/ScenesProvider;->execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :pswitch_4
    const-string v0, "operation_id"

    invoke-virtual {v1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v2, v0}, Lapp/hearthlink/scenes/ScenesProvider;->operation(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 63
    :goto_2
    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "unknown method"

    invoke-static {v2, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
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
        :pswitch_4
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 177
    const/4 v0, 0x0

    return v0
.end method

.method execute(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 14

    .line 92
    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->tool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/hearthlink/scenes/SceneTool;->named(Ljava/lang/String;)Lapp/hearthlink/scenes/SceneTool;

    move-result-object v0

    .line 93
    if-nez v0, :cond_0

    .line 94
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "no such tool"

    invoke-static {p1, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :cond_0
    iget-object v1, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->store()Lapp/hearthlink/core/HubStore;

    move-result-object v1

    :try_start_0
    .line 98
    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->args()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 99
    invoke-virtual {v0}, Lapp/hearthlink/scenes/SceneTool;->mutating()Z

    move-result v3

    if-eqz v3, :cond_1

    .line 100
    invoke-virtual {v1, p1}, Lapp/hearthlink/core/HubStore;->replay(Lapp/hearthlink/core/Call;)Ljava/lang/String;

    move-result-object v3

    .line 101
    if-eqz v3, :cond_1

    .line 102
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

    .line 105
    :cond_1
    :try_start_1
    sget-object v3, Lapp/hearthlink/scenes/ScenesProvider$1;->$SwitchMap$app$hearthlink$scenes$SceneTool:[I

    invoke-virtual {v0}, Lapp/hearthlink/scenes/SceneTool;->ordinal()I

    move-result v4

    aget v3, v3, v4

    packed-switch v3, :pswitch_data_0

    goto :goto_0

    .line 107
    :pswitch_0
    iget-object v3, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v3}, Lapp/hearthlink/di/DaggerHubComponent;->operationMint()Lapp/hearthlink/core/TokenMint;

    move-result-object v3

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Lapp/hearthlink/core/TokenMint;->mint(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 108
    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v4

    const-string v5, "queued"

    const/4 v6, 0x0

    invoke-virtual {v1, v3, v4, v5, v6}, Lapp/hearthlink/core/HubStore;->saveOperation(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 109
    iget-object v4, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v4}, Lapp/hearthlink/di/DaggerHubComponent;->executor()Ljava/util/concurrent/Executor;

    move-result-object v4

    new-instance v5, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;

    move-object v6, v1

    move-object v7, v0

    move-object v8, p1

    move-object v9, v2

    move-object v10, v3

    invoke-direct/range {v5 .. v10}, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda0;-><init>(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/scenes/SceneTool;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;Ljava/lang/String;)V

    invoke-interface {v4, v5}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 110
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"operation_id\":\""

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v2, "\",\"poll_after_ms\":1000}"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    .line 111
    invoke-virtual {v1, p1, v4}, Lapp/hearthlink/core/HubStore;->remember(Lapp/hearthlink/core/Call;Ljava/lang/String;)V

    .line 112
    invoke-static {}, Lapp/hearthlink/core/Replies;->accepted()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v4}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_0

    return-object v0

    .line 115
    :pswitch_1
    :try_start_2
    invoke-virtual {v0, v2}, Lapp/hearthlink/scenes/SceneTool;->confirmFirst(Lorg/json/JSONObject;)Z

    move-result v3

    if-eqz v3, :cond_3

    .line 116
    if-nez p2, :cond_2

    .line 117
    iget-object v1, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->approvals()Lapp/hearthlink/core/Approvals;

    move-result-object v1

    invoke-virtual {v1, p1}, Lapp/hearthlink/core/Approvals;->issue(Lapp/hearthlink/core/Call;)Ljava/lang/String;

    move-result-object v3

    .line 118
    new-instance v4, Lapp/hearthlink/core/ConfirmSpec;

    invoke-virtual {v0, v2}, Lapp/hearthlink/scenes/SceneTool;->prompt(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "This cannot be undone."

    const/high16 v2, 0xc000000

    invoke-direct {v4, v0, v1, v2}, Lapp/hearthlink/core/ConfirmSpec;-><init>(Ljava/lang/String;Ljava/lang/String;I)V

    .line 120
    invoke-virtual {p0}, Lapp/hearthlink/scenes/ScenesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v0, v3, v1}, Lapp/hearthlink/core/ConfirmSpec;->toIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-static {p1, v0, v3}, Lapp/hearthlink/core/Replies;->actionRequired(Lapp/hearthlink/core/Call;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :try_end_2
    .catch Ljava/lang/Exception; {:try_start_2 .. :try_end_2} :catch_0

    return-object v0

    .line 122
    :cond_2
    :try_start_3
    iget-object v3, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v3}, Lapp/hearthlink/di/DaggerHubComponent;->approvals()Lapp/hearthlink/core/Approvals;

    move-result-object v3

    invoke-virtual {v3, p2, p1}, Lapp/hearthlink/core/Approvals;->take(Ljava/lang/String;Lapp/hearthlink/core/Call;)Z

    move-result v3

    if-nez v3, :cond_3

    .line 123
    const-string v0, "USER_CANCELLED"

    const-string v1, "the deletion was not approved"

    invoke-static {p1, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :try_end_3
    .catch Ljava/lang/Exception; {:try_start_3 .. :try_end_3} :catch_0

    return-object v0

    .line 130
    :cond_3
    :goto_0
    :try_start_4
    invoke-virtual {v0, v1, p1, v2}, Lapp/hearthlink/scenes/SceneTool;->run(Lapp/hearthlink/core/HubStore;Lapp/hearthlink/core/Call;Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lapp/hearthlink/core/Replies;->inlineData(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 131
    invoke-virtual {v0}, Lapp/hearthlink/scenes/SceneTool;->mutating()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 132
    invoke-virtual {v1, p1, v3}, Lapp/hearthlink/core/HubStore;->remember(Lapp/hearthlink/core/Call;Ljava/lang/String;)V

    .line 134
    :cond_4
    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v0

    .line 135
    iget-object v1, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v1}, Lapp/hearthlink/di/DaggerHubComponent;->executor()Ljava/util/concurrent/Executor;

    move-result-object v1

    iget-object v2, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v2}, Lapp/hearthlink/di/DaggerHubComponent;->auditTasks()Lapp/hearthlink/di/AuditTask_Factory;

    move-result-object v2

    new-instance v4, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda1;

    invoke-direct {v4, v0}, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda1;-><init>(I)V

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->tool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v2, v4, v0, v5}, Lapp/hearthlink/di/AuditTask_Factory;->create(Ljavax/inject/Provider;Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/AuditTask;

    move-result-object v0

    invoke-interface {v1, v0}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 136
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, v3}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    :try_end_4
    .catch Ljava/lang/Exception; {:try_start_4 .. :try_end_4} :catch_0

    return-object v0

    .line 137
    :catch_0
    move-exception v2

    .line 138
    const-string v0, "HearthScenes"

    const-string v1, "scene tool failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 139
    invoke-static {}, Lapp/hearthlink/core/Replies;->error()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "the scene tool failed"

    invoke-virtual {v0, v1, v2}, Lapp/hearthlink/core/Replies$Builder;->failure(Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 167
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 172
    const/4 v0, 0x0

    return-object v0
.end method

.method negotiate(I)Landroid/os/Bundle;
    .registers 8

    .line 68
    iget-object v0, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v0}, Lapp/hearthlink/di/DaggerHubComponent;->sessionMint()Lapp/hearthlink/core/TokenMint;

    move-result-object v0

    const-string v1, "st_"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/TokenMint;->mint(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 69
    new-instance v1, Lapp/hearthlink/scenes/Lease;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x1b7740

    add-long/2addr v2, v4

    invoke-direct {v1, v0, p1, v2, v3}, Lapp/hearthlink/scenes/Lease;-><init>(Ljava/lang/String;IJ)V

    .line 70
    iget-object v2, p0, Lapp/hearthlink/scenes/ScenesProvider;->leases:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v2, v1, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 71
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"selected_version\":2,\"provider_id\":\"app.hearthlink\",\"provider_name\":\"Hearthlink\",\"session_token\":\""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v2, "\",\"capabilities\":[\"async_operations\"],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    .line 75
    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    .line 71
    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 36
    invoke-virtual {p0}, Lapp/hearthlink/scenes/ScenesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lapp/hearthlink/di/DaggerHubComponent;->get(Landroid/content/Context;)Lapp/hearthlink/di/DaggerHubComponent;

    move-result-object v0

    iput-object v0, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    .line 37
    const/4 v0, 0x1

    return v0
.end method

.method operation(Lapp/hearthlink/core/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 153
    if-nez p2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lapp/hearthlink/scenes/ScenesProvider;->hub:Lapp/hearthlink/di/DaggerHubComponent;

    invoke-virtual {v0}, Lapp/hearthlink/di/DaggerHubComponent;->store()Lapp/hearthlink/core/HubStore;

    move-result-object v0

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v1

    invoke-virtual {v0, p2, v1}, Lapp/hearthlink/core/HubStore;->operation(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    :goto_0
    .line 154
    if-nez v0, :cond_1

    .line 155
    const-string v0, "INVALID_REQUEST"

    const-string v1, "unknown operation"

    invoke-static {p1, v0, v1}, Lapp/hearthlink/core/Replies;->failure(Lapp/hearthlink/core/Call;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :cond_1
    invoke-static {}, Lapp/hearthlink/core/Replies;->success()Lapp/hearthlink/core/Replies$Builder;

    move-result-object v1

    invoke-virtual {v1, v0}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lapp/hearthlink/core/Replies$Builder;->echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lapp/hearthlink/core/Replies$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 162
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 182
    const/4 v0, 0x0

    return v0
.end method
