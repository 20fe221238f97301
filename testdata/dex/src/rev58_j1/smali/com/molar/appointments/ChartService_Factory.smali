.class public final Lcom/molar/appointments/ChartService_Factory;
.super Ljava/lang/Object;
.source "ChartService_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/molar/appointments/ChartService;",
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
    iput-object p1, p0, Lcom/molar/appointments/ChartService_Factory;->tokensProvider:Ljavax/inject/Provider;

    .line 12
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/molar/appointments/ChartService_Factory;
    .registers 2

    .line 20
    new-instance v0, Lcom/molar/appointments/ChartService_Factory;

    invoke-direct {v0, p0}, Lcom/molar/appointments/ChartService_Factory;-><init>(Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newInstance(Lcom/molar/core/TokenStore;)Lcom/molar/appointments/ChartService;
    .registers 2

    .line 24
    new-instance v0, Lcom/molar/appointments/ChartService;

    invoke-direct {v0, p0}, Lcom/molar/appointments/ChartService;-><init>(Lcom/molar/core/TokenStore;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/molar/appointments/ChartService;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/molar/appointments/ChartService_Factory;->tokensProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/molar/core/TokenStore;

    invoke-static {v0}, Lcom/molar/appointments/ChartService_Factory;->newInstance(Lcom/molar/core/TokenStore;)Lcom/molar/appointments/ChartService;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/molar/appointments/ChartService_Factory;->get()Lcom/molar/appointments/ChartService;

    move-result-object v0

    return-object v0
.end method
