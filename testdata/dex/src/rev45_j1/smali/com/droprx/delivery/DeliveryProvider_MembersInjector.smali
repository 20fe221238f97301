.class public final Lcom/droprx/delivery/DeliveryProvider_MembersInjector;
.super Ljava/lang/Object;
.source "DeliveryProvider_MembersInjector.java"

# interfaces
.implements Ldagger/MembersInjector;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/MembersInjector<",
        "Lcom/droprx/delivery/DeliveryProvider;",
        ">;"
    }
.end annotation

.field private final mintProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object p1, p0, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;->mintProvider:Ljavax/inject/Provider;
    .line 12
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Ldagger/MembersInjector;
    .registers 2
    .line 15
    new-instance v0, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;
    invoke-direct {v0, p0}, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static injectMint(Lcom/droprx/delivery/DeliveryProvider;Lcom/droprx/tools/TokenMint;)V
    .registers 2
    .line 24
    iput-object p1, p0, Lcom/droprx/delivery/DeliveryProvider;->mint:Lcom/droprx/tools/TokenMint;
    .line 25
    return-void
.end method

.method public injectMembers(Lcom/droprx/delivery/DeliveryProvider;)V
    .registers 3
    .line 20
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;->mintProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/droprx/tools/TokenMint;
    invoke-static {p1, v0}, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;->injectMint(Lcom/droprx/delivery/DeliveryProvider;Lcom/droprx/tools/TokenMint;)V
    .line 21
    return-void
.end method

.method public bridge synthetic injectMembers(Ljava/lang/Object;)V
    .registers 2
    .line 7
    check-cast p1, Lcom/droprx/delivery/DeliveryProvider;
    invoke-virtual {p0, p1}, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;->injectMembers(Lcom/droprx/delivery/DeliveryProvider;)V
    return-void
.end method
