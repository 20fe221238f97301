.class public final Lcom/molar/billing/BillingService_Factory;
.super Ljava/lang/Object;
.source "BillingService_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/molar/billing/BillingService;",
        ">;"
    }
.end annotation


# instance fields
.field private final tokensProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/molar/core/TokenStore;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/molar/billing/BillingService_Factory;->tokensProvider:Ljavax/inject/Provider;

    .line 12
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/molar/billing/BillingService_Factory;
    .registers 2

    .line 20
    new-instance v0, Lcom/molar/billing/BillingService_Factory;

    invoke-direct {v0, p0}, Lcom/molar/billing/BillingService_Factory;-><init>(Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newInstance(Lcom/molar/core/TokenStore;)Lcom/molar/billing/BillingService;
    .registers 2

    .line 24
    new-instance v0, Lcom/molar/billing/BillingService;

    invoke-direct {v0, p0}, Lcom/molar/billing/BillingService;-><init>(Lcom/molar/core/TokenStore;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/molar/billing/BillingService;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/molar/billing/BillingService_Factory;->tokensProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/molar/core/TokenStore;

    invoke-static {v0}, Lcom/molar/billing/BillingService_Factory;->newInstance(Lcom/molar/core/TokenStore;)Lcom/molar/billing/BillingService;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/molar/billing/BillingService_Factory;->get()Lcom/molar/billing/BillingService;

    move-result-object v0

    return-object v0
.end method
