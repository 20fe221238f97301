.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$File;
.super Lcom/clawseed/cetp/sdk/CetpProviderResult;
.source "SourceFile"

.field private final fd:Landroid/os/ParcelFileDescriptor;
.field private final mediaType:Ljava/lang/String;

.method public constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    .registers 4
    const-string v0, "fd"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mediaType"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;->fd:Landroid/os/ParcelFileDescriptor;
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;->mediaType:Ljava/lang/String;
    return-void
.end method

.method public final getFd()Landroid/os/ParcelFileDescriptor;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;->fd:Landroid/os/ParcelFileDescriptor;
    return-object v0
.end method

.method public final getMediaType()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$File;->mediaType:Ljava/lang/String;
    return-object v0
.end method

