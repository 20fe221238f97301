.class public final Lcom/hearthguard/claims/PolicyStore_Factory;
.super Ljava/lang/Object;
.source "PolicyStore_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/hearthguard/claims/PolicyStore;",
        ">;"
    }
.end annotation

.field private final ctxProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Landroid/content/Context;",
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
            "Landroid/content/Context;",
            ">;)V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object p1, p0, Lcom/hearthguard/claims/PolicyStore_Factory;->ctxProvider:Ljavax/inject/Provider;
    .line 12
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/hearthguard/claims/PolicyStore_Factory;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Landroid/content/Context;",
            ">;)",
            "Lcom/hearthguard/claims/PolicyStore_Factory;"
        }
    .end annotation

    .line 20
    new-instance v0, Lcom/hearthguard/claims/PolicyStore_Factory;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/PolicyStore_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Landroid/content/Context;)Lcom/hearthguard/claims/PolicyStore;
    .registers 2
    .line 24
    new-instance v0, Lcom/hearthguard/claims/PolicyStore;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/PolicyStore;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public get()Lcom/hearthguard/claims/PolicyStore;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/hearthguard/claims/PolicyStore_Factory;->ctxProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/content/Context;
    invoke-static {v0}, Lcom/hearthguard/claims/PolicyStore_Factory;->newInstance(Landroid/content/Context;)Lcom/hearthguard/claims/PolicyStore;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 7
    invoke-virtual {p0}, Lcom/hearthguard/claims/PolicyStore_Factory;->get()Lcom/hearthguard/claims/PolicyStore;
    move-result-object v0
    return-object v0
.end method
