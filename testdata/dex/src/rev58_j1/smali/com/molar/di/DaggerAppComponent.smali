.class public final Lcom/molar/di/DaggerAppComponent;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Lcom/molar/di/AppComponent;


# instance fields
.field private billingServiceProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/molar/billing/BillingService;",
            ">;"
        }
    .end annotation
.end field

.field private chartServiceProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/molar/appointments/ChartService;",
            ">;"
        }
    .end annotation
.end field

.field private tokenStoreProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/molar/core/TokenStore;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    invoke-direct {p0}, Lcom/molar/di/DaggerAppComponent;->initialize()V

    .line 21
    return-void
.end method

.method public static create()Lcom/molar/di/AppComponent;
    .registers 1

    .line 24
    new-instance v0, Lcom/molar/di/DaggerAppComponent;

    invoke-direct {v0}, Lcom/molar/di/DaggerAppComponent;-><init>()V

    return-object v0
.end method

.method private initialize()V
    .registers 2

    .line 28
    invoke-static {}, Lcom/molar/core/TokenStore_Factory;->create()Lcom/molar/core/TokenStore_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/molar/di/DaggerAppComponent;->tokenStoreProvider:Ljavax/inject/Provider;

    .line 29
    iget-object v0, p0, Lcom/molar/di/DaggerAppComponent;->tokenStoreProvider:Ljavax/inject/Provider;

    invoke-static {v0}, Lcom/molar/appointments/ChartService_Factory;->create(Ljavax/inject/Provider;)Lcom/molar/appointments/ChartService_Factory;

    move-result-object v0

    iput-object v0, p0, Lcom/molar/di/DaggerAppComponent;->chartServiceProvider:Ljavax/inject/Provider;

    .line 30
    iget-object v0, p0, Lcom/molar/di/DaggerAppComponent;->tokenStoreProvider:Ljavax/inject/Provider;

    invoke-static {v0}, Lcom/molar/billing/BillingService_Factory;->create(Ljavax/inject/Provider;)Lcom/molar/billing/BillingService_Factory;

    move-result-object v0

    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;

    move-result-object v0

    iput-object v0, p0, Lcom/molar/di/DaggerAppComponent;->billingServiceProvider:Ljavax/inject/Provider;

    .line 31
    return-void
.end method


# virtual methods
.method public billingService()Ljavax/inject/Provider;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Lcom/molar/billing/BillingService;",
            ">;"
        }
    .end annotation

    .line 40
    iget-object v0, p0, Lcom/molar/di/DaggerAppComponent;->billingServiceProvider:Ljavax/inject/Provider;

    return-object v0
.end method

.method public chartService()Ljavax/inject/Provider;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Lcom/molar/appointments/ChartService;",
            ">;"
        }
    .end annotation

    .line 35
    iget-object v0, p0, Lcom/molar/di/DaggerAppComponent;->chartServiceProvider:Ljavax/inject/Provider;

    return-object v0
.end method

.method public tokenStore()Ljavax/inject/Provider;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Lcom/molar/core/TokenStore;",
            ">;"
        }
    .end annotation

    .line 45
    iget-object v0, p0, Lcom/molar/di/DaggerAppComponent;->tokenStoreProvider:Ljavax/inject/Provider;

    return-object v0
.end method
