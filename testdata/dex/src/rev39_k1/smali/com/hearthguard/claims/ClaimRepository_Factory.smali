.class public final Lcom/hearthguard/claims/ClaimRepository_Factory;
.super Ljava/lang/Object;
.source "ClaimRepository_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/hearthguard/claims/ClaimRepository;",
        ">;"
    }
.end annotation

.field private final dbProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/hearthguard/claims/ClaimDb;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lcom/hearthguard/claims/ClaimDb;",
            ">;)V"
        }
    .end annotation

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimRepository_Factory;->dbProvider:Ljavax/inject/Provider;
    .line 11
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/hearthguard/claims/ClaimRepository_Factory;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lcom/hearthguard/claims/ClaimDb;",
            ">;)",
            "Lcom/hearthguard/claims/ClaimRepository_Factory;"
        }
    .end annotation

    .line 19
    new-instance v0, Lcom/hearthguard/claims/ClaimRepository_Factory;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/ClaimRepository_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Lcom/hearthguard/claims/ClaimDb;)Lcom/hearthguard/claims/ClaimRepository;
    .registers 2
    .line 23
    new-instance v0, Lcom/hearthguard/claims/ClaimRepository;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/ClaimRepository;-><init>(Lcom/hearthguard/claims/ClaimDb;)V
    return-object v0
.end method

.method public get()Lcom/hearthguard/claims/ClaimRepository;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimRepository_Factory;->dbProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/ClaimDb;
    invoke-static {v0}, Lcom/hearthguard/claims/ClaimRepository_Factory;->newInstance(Lcom/hearthguard/claims/ClaimDb;)Lcom/hearthguard/claims/ClaimRepository;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 6
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimRepository_Factory;->get()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object v0
    return-object v0
.end method
