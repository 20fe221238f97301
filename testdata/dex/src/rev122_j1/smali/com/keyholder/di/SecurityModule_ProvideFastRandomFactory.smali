.class public final Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;
.super Ljava/lang/Object;
.source "SecurityModule_ProvideFastRandomFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Ljava/util/Random;",
        ">;"
    }
.end annotation


# instance fields
.field private final module:Lcom/keyholder/di/SecurityModule;


# direct methods
.method public constructor <init>(Lcom/keyholder/di/SecurityModule;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;->module:Lcom/keyholder/di/SecurityModule;

    .line 12
    return-void
.end method

.method public static create(Lcom/keyholder/di/SecurityModule;)Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;
    .registers 2

    .line 24
    new-instance v0, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;

    invoke-direct {v0, p0}, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;-><init>(Lcom/keyholder/di/SecurityModule;)V

    return-object v0
.end method

.method public static provideInstance(Lcom/keyholder/di/SecurityModule;)Ljava/util/Random;
    .registers 2

    .line 20
    invoke-static {p0}, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;->proxyProvideFastRandom(Lcom/keyholder/di/SecurityModule;)Ljava/util/Random;

    move-result-object v0

    return-object v0
.end method

.method public static proxyProvideFastRandom(Lcom/keyholder/di/SecurityModule;)Ljava/util/Random;
    .registers 3

    .line 28
    invoke-virtual {p0}, Lcom/keyholder/di/SecurityModule;->provideFastRandom()Ljava/util/Random;

    move-result-object v0

    const-string v1, "Cannot return null from a non-@Nullable @Provides method"

    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Random;

    return-object v0
.end method


# virtual methods
.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;->get()Ljava/util/Random;

    move-result-object v0

    return-object v0
.end method

.method public get()Ljava/util/Random;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;->module:Lcom/keyholder/di/SecurityModule;

    invoke-static {v0}, Lcom/keyholder/di/SecurityModule_ProvideFastRandomFactory;->provideInstance(Lcom/keyholder/di/SecurityModule;)Ljava/util/Random;

    move-result-object v0

    return-object v0
.end method
