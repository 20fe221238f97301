.class public final Lcom/clawseed/sdk/provider/CetpProviderDescriptor;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final scopes:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .registers 6

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerName"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 85
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 86
    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->providerId:Ljava/lang/String;

    .line 87
    iput-object p2, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->providerName:Ljava/lang/String;

    .line 88
    iput-object p3, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->description:Ljava/lang/String;

    .line 89
    iput-object p4, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->scopes:Ljava/util/List;

    .line 85
    return-void
.end method


# virtual methods
.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 88
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 86
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderName()Ljava/lang/String;
    .registers 2

    .line 87
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 89
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->scopes:Ljava/util/List;

    return-object v0
.end method
