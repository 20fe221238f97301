.class public final synthetic Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljavax/inject/Provider;


# instance fields
.field public final synthetic f$0:Lapp/hearthlink/core/HubStore;


# direct methods
.method public synthetic constructor <init>(Lapp/hearthlink/core/HubStore;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda1;->f$0:Lapp/hearthlink/core/HubStore;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/hearthlink/di/DaggerHubComponent$$ExternalSyntheticLambda1;->f$0:Lapp/hearthlink/core/HubStore;

    invoke-static {v0}, Lapp/hearthlink/di/DaggerHubComponent;->lambda$new$0(Lapp/hearthlink/core/HubStore;)Lapp/hearthlink/core/HubStore;

    move-result-object v0

    return-object v0
.end method
