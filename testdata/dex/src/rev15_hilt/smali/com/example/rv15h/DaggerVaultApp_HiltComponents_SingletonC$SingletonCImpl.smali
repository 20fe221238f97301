.class final Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
.super Lcom/example/rv15h/VaultApp_HiltComponents$SingletonC;
.source "DaggerVaultApp_HiltComponents_SingletonC.java"

.field private operationIdsProvider:Ljavax/inject/Provider;
.field private final singletonCImpl:Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
.field private tokenIssuerProvider:Ljavax/inject/Provider;

.method constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Lcom/example/rv15h/VaultApp_HiltComponents$SingletonC;-><init>()V
    .line 56
    iput-object p0, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->singletonCImpl:Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
    .line 61
    invoke-direct {p0}, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->initialize()V
    return-void
.end method

.method private initialize()V
    .registers 4
    .line 67
    new-instance v0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;
    iget-object v1, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->singletonCImpl:Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;-><init>(Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl; I)V
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->tokenIssuerProvider:Ljavax/inject/Provider;
    .line 68
    new-instance v0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;
    iget-object v1, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->singletonCImpl:Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl$SwitchingProvider;-><init>(Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl; I)V
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->operationIdsProvider:Ljavax/inject/Provider;
    return-void
.end method

.method public operations()Lcom/example/rv15h/OperationIds;
    .registers 2
    .line 78
    iget-object v0, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->operationIdsProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/rv15h/OperationIds;
    return-object v0
.end method

.method public tokens()Lcom/example/rv15h/TokenIssuer;
    .registers 2
    .line 73
    iget-object v0, p0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;->tokenIssuerProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/rv15h/TokenIssuer;
    return-object v0
.end method
