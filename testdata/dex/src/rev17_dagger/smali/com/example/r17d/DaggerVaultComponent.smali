.class public final Lcom/example/r17d/DaggerVaultComponent;
.super Ljava/lang/Object;
.source "DaggerVaultComponent.java"

# interfaces
.implements Lcom/example/r17d/VaultComponent;

.field private opIdsProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/example/r17d/OpIds;",
            ">;"
        }
    .end annotation
.end field

.field private final vaultComponent:Lcom/example/r17d/DaggerVaultComponent;

.method private constructor <init>()V
    .registers 1
    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 22
    iput-object p0, p0, Lcom/example/r17d/DaggerVaultComponent;->vaultComponent:Lcom/example/r17d/DaggerVaultComponent;
    .line 26
    invoke-direct {p0}, Lcom/example/r17d/DaggerVaultComponent;->initialize()V
    .line 28
    return-void
.end method

.method public static create()Lcom/example/r17d/VaultComponent;
    .registers 1
    .line 35
    new-instance v0, Lcom/example/r17d/DaggerVaultComponent;
    invoke-direct {v0}, Lcom/example/r17d/DaggerVaultComponent;-><init>()V
    return-object v0
.end method

.method private exportIds()Lcom/example/r17d/ExportIds;
    .registers 2
    .line 39
    invoke-static {}, Lcom/example/r17d/AppModule_SecureRandomFactory;->secureRandom()Ljava/util/Random;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17d/ExportIds_Factory;->newInstance(Ljava/util/Random;)Lcom/example/r17d/ExportIds;
    move-result-object v0
    return-object v0
.end method

.method private initialize()V
    .registers 2
    .line 44
    invoke-static {}, Lcom/example/r17d/AppModule_FastRandomFactory;->create()Lcom/example/r17d/AppModule_FastRandomFactory;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17d/OpIds_Factory;->create(Ljavax/inject/Provider;)Lcom/example/r17d/OpIds_Factory;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r17d/DaggerVaultComponent;->opIdsProvider:Ljavax/inject/Provider;
    .line 45
    return-void
.end method

.method private injectVaultProvider(Lcom/example/r17d/VaultProvider;)Lcom/example/r17d/VaultProvider;
    .registers 3
    .line 54
    iget-object v0, p0, Lcom/example/r17d/DaggerVaultComponent;->opIdsProvider:Ljavax/inject/Provider;
    invoke-static {p1, v0}, Lcom/example/r17d/VaultProvider_MembersInjector;->injectOpIds(Lcom/example/r17d/VaultProvider;Ljavax/inject/Provider;)V
    .line 55
    invoke-direct {p0}, Lcom/example/r17d/DaggerVaultComponent;->exportIds()Lcom/example/r17d/ExportIds;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/example/r17d/VaultProvider_MembersInjector;->injectExportIds(Lcom/example/r17d/VaultProvider;Ljava/lang/Object;)V
    .line 56
    return-object p1
.end method

.method public inject(Lcom/example/r17d/VaultProvider;)V
    .registers 2
    .line 50
    invoke-direct {p0, p1}, Lcom/example/r17d/DaggerVaultComponent;->injectVaultProvider(Lcom/example/r17d/VaultProvider;)Lcom/example/r17d/VaultProvider;
    .line 51
    return-void
.end method
