.class public abstract Lcom/clawseed/cetp/sdk/CetpProviderResult;
.super Ljava/lang/Object;
.source "SourceFile"

.field public static final Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final toBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 20
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 21
    const-string v1, "request_id"
    invoke-virtual {v5, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    move-object v6, v7
    .line 23
    instance-of v0, v6, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    if-eqz v0, :L60
    .line 24
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "data"
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;->getValue()Lorg/json/JSONObject;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L195
    :L60
    .line 27
    instance-of v0, v6, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;
    if-eqz v0, :L112
    .line 28
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    const-string v1, "data"
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;->getMediaType()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"kind\":\"file\",\"media_type\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    const-string v1, "result_fd"
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;->getFd()Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L195
    :L112
    .line 32
    instance-of v0, v6, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    if-eqz v0, :L150
    .line 33
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->getOperationId()Ljava/lang/String;
    move-result-object v2
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->getPollAfterMs()J
    move-result-wide v3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"operation_id\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "\",\"poll_after_ms\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L195
    :L150
    .line 36
    instance-of v0, v6, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;
    if-eqz v0, :L170
    .line 37
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    const-string v1, "data"
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;->getData()Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L195
    :L170
    .line 40
    instance-of v0, v6, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;
    if-eqz v0, :L140
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;->getCode()Ljava/lang/String;
    move-result-object v1
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-static {v5, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V
    goto :L195
    :L140
    .line 41
    instance-of v0, v6, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;
    if-eqz v0, :L187
    .line 42
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in the app"
    invoke-static {v5, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResultKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    const-string v1, "resolution"
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 44
    const-string v1, "resume_token"
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L195
    :L187
    .line 22
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L195
    .line 47
    return-object v5
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    return-void
.end method

