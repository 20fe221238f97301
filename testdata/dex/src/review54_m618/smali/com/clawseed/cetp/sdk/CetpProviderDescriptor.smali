.class public final Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final providerId:Ljava/lang/String;
.field private final providerName:Ljava/lang/String;
.field private final description:Ljava/lang/String;
.field private final scopes:Ljava/util/List;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .registers 6
    const-string v0, "providerId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "providerName"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "description"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scopes"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 44
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->providerId:Ljava/lang/String;
    .line 45
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->providerName:Ljava/lang/String;
    .line 46
    iput-object v4, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->description:Ljava/lang/String;
    .line 47
    iput-object v5, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->scopes:Ljava/util/List;
    .line 43
    return-void
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2
    .line 44
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->providerId:Ljava/lang/String;
    return-object v0
.end method

.method public final getProviderName()Ljava/lang/String;
    .registers 2
    .line 45
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->providerName:Ljava/lang/String;
    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2
    .line 46
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2
    .line 47
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderDescriptor;->scopes:Ljava/util/List;
    return-object v0
.end method

