.class public final Lcom/hearthguard/claims/DaggerHearthComponent;
.super Ljava/lang/Object;
.source "DaggerHearthComponent.java"

# interfaces
.implements Lcom/hearthguard/claims/HearthComponent;

.field private claimDbProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/hearthguard/claims/ClaimDb;",
            ">;"
        }
    .end annotation
.end field

.field private claimRepositoryProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/hearthguard/claims/ClaimRepository;",
            ">;"
        }
    .end annotation
.end field

.field private contextProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Context;",
            ">;"
        }
    .end annotation
.end field

.field private policyStoreProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/hearthguard/claims/PolicyStore;",
            ">;"
        }
    .end annotation
.end field

.method private constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 18
    invoke-direct {p0, p1}, Lcom/hearthguard/claims/DaggerHearthComponent;->initialize(Landroid/content/Context;)V
    .line 19
    return-void
.end method

.method public static create(Landroid/content/Context;)Lcom/hearthguard/claims/HearthComponent;
    .registers 2
    .line 22
    new-instance v0, Lcom/hearthguard/claims/DaggerHearthComponent;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/DaggerHearthComponent;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private initialize(Landroid/content/Context;)V
    .registers 3
    .line 26
    invoke-static {p1}, Ldagger/internal/InstanceFactory;->create(Ljava/lang/Object;)Ldagger/internal/Factory;
    move-result-object p1
    iput-object p1, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->contextProvider:Ljavax/inject/Provider;
    .line 27
    invoke-static {p1}, Lcom/hearthguard/claims/ClaimDb_Factory;->create(Ljavax/inject/Provider;)Lcom/hearthguard/claims/ClaimDb_Factory;
    move-result-object p1
    invoke-static {p1}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object p1
    iput-object p1, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->claimDbProvider:Ljavax/inject/Provider;
    .line 28
    invoke-static {p1}, Lcom/hearthguard/claims/ClaimRepository_Factory;->create(Ljavax/inject/Provider;)Lcom/hearthguard/claims/ClaimRepository_Factory;
    move-result-object p1
    invoke-static {p1}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object p1
    iput-object p1, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->claimRepositoryProvider:Ljavax/inject/Provider;
    .line 29
    iget-object p1, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->contextProvider:Ljavax/inject/Provider;
    invoke-static {p1}, Lcom/hearthguard/claims/PolicyStore_Factory;->create(Ljavax/inject/Provider;)Lcom/hearthguard/claims/PolicyStore_Factory;
    move-result-object p1
    invoke-static {p1}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object p1
    iput-object p1, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->policyStoreProvider:Ljavax/inject/Provider;
    .line 30
    return-void
.end method

.method public claimRepository()Lcom/hearthguard/claims/ClaimRepository;
    .registers 2
    .line 34
    iget-object v0, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->claimRepositoryProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/ClaimRepository;
    return-object v0
.end method

.method public policyStore()Lcom/hearthguard/claims/PolicyStore;
    .registers 2
    .line 39
    iget-object v0, p0, Lcom/hearthguard/claims/DaggerHearthComponent;->policyStoreProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/PolicyStore;
    return-object v0
.end method

.method public sessionMint()Lcom/hearthguard/claims/TokenMint;
    .registers 2
    .line 44
    invoke-static {}, Lcom/hearthguard/claims/HearthModule_SessionMintFactory;->sessionMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object v0
    return-object v0
.end method

.method public ticketMint()Lcom/hearthguard/claims/TokenMint;
    .registers 2
    .line 49
    invoke-static {}, Lcom/hearthguard/claims/HearthModule_TicketMintFactory;->ticketMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object v0
    return-object v0
.end method
