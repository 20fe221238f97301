.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;
.super Lcom/clawseed/cetp/sdk/CetpProviderResult;
.source "SourceFile"

.field private final resolution:Landroid/app/PendingIntent;
.field private final resumeToken:Ljava/lang/String;

.method public constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 4
    const-string v0, "resolution"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;->resumeToken:Ljava/lang/String;
    return-void
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

