.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
.super Ljava/lang/Object;
.source "SourceFile"


.method private constructor <init>()V
    .registers 1
    .line 42
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    const-string v1, "value"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    invoke-direct {v0, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public final error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v1, "code"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;
    invoke-direct {v0, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v1, "resolution"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;
    invoke-direct {v0, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public final accepted(Ljava/lang/String;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 9
    const-string v1, "operationId"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    invoke-direct {v0, v6, v7, v8}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;-><init>(Ljava/lang/String;J)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public final status(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v1, "data"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;
    invoke-direct {v0, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Status;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public final file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v1, "readEnd"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mediaType"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;
    invoke-direct {v0, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method

.method public static synthetic file$default(Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;ILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 50
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L9
    const-string v0, "application/json"
    move-object v4, v0
    :L9
    invoke-virtual {v2, v3, v4}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;-><init>()V
    return-void
.end method

