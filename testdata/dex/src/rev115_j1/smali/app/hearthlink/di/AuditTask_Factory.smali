.class public final Lapp/hearthlink/di/AuditTask_Factory;
.super Ljava/lang/Object;
.source "AuditTask_Factory.java"


# instance fields
.field private final storeProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lapp/hearthlink/core/HubStore;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lapp/hearthlink/core/HubStore;",
            ">;)V"
        }
    .end annotation

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lapp/hearthlink/di/AuditTask_Factory;->storeProvider:Ljavax/inject/Provider;

    .line 13
    return-void
.end method


# virtual methods
.method public create(Ljavax/inject/Provider;Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/AuditTask;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Ljava/lang/Integer;",
            ">;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Lapp/hearthlink/core/AuditTask;"
        }
    .end annotation

    .line 16
    new-instance v0, Lapp/hearthlink/core/AuditTask;

    iget-object v1, p0, Lapp/hearthlink/di/AuditTask_Factory;->storeProvider:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lapp/hearthlink/core/HubStore;

    invoke-direct {v0, v1, p1, p2, p3}, Lapp/hearthlink/core/AuditTask;-><init>(Lapp/hearthlink/core/HubStore;Ljavax/inject/Provider;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method
