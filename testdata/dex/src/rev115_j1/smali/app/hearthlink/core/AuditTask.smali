.class public final Lapp/hearthlink/core/AuditTask;
.super Ljava/lang/Object;
.source "AuditTask.java"


# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field private final caller:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final requestId:Ljava/lang/String;

.field private final store:Lapp/hearthlink/core/HubStore;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/hearthlink/core/HubStore;Ljavax/inject/Provider;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lapp/hearthlink/core/HubStore;",
            "Ljavax/inject/Provider<",
            "Ljava/lang/Integer;",
            ">;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lapp/hearthlink/core/AuditTask;->store:Lapp/hearthlink/core/HubStore;

    .line 14
    iput-object p2, p0, Lapp/hearthlink/core/AuditTask;->caller:Ljavax/inject/Provider;

    .line 15
    iput-object p3, p0, Lapp/hearthlink/core/AuditTask;->tool:Ljava/lang/String;

    .line 16
    iput-object p4, p0, Lapp/hearthlink/core/AuditTask;->requestId:Ljava/lang/String;

    .line 17
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 21
    iget-object v0, p0, Lapp/hearthlink/core/AuditTask;->store:Lapp/hearthlink/core/HubStore;

    iget-object v1, p0, Lapp/hearthlink/core/AuditTask;->caller:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    iget-object v2, p0, Lapp/hearthlink/core/AuditTask;->tool:Ljava/lang/String;

    iget-object v3, p0, Lapp/hearthlink/core/AuditTask;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lapp/hearthlink/core/HubStore;->audit(ILjava/lang/String;Ljava/lang/String;)V

    .line 22
    return-void
.end method
