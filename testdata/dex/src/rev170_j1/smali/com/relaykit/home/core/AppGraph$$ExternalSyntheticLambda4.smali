.class public final synthetic Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/relaykit/home/core/ServiceContainer;


# direct methods
.method public synthetic constructor <init>(Lcom/relaykit/home/core/ServiceContainer;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda4;->f$0:Lcom/relaykit/home/core/ServiceContainer;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/relaykit/home/core/AppGraph$$ExternalSyntheticLambda4;->f$0:Lcom/relaykit/home/core/ServiceContainer;

    invoke-static {v0}, Lcom/relaykit/home/core/AppGraph;->lambda$build$4(Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/cetp/ApprovalStore;

    move-result-object v0

    return-object v0
.end method
