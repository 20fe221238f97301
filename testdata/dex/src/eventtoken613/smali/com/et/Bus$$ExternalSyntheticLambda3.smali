.class public final synthetic Lcom/et/Bus$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;

# instance fields
.field public final synthetic f$0:Lcom/et/Bus;


# direct methods
.method public synthetic constructor <init>(Lcom/et/Bus;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/et/Bus$$ExternalSyntheticLambda3;->f$0:Lcom/et/Bus;
    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3
    iget-object v0, p0, Lcom/et/Bus$$ExternalSyntheticLambda3;->f$0:Lcom/et/Bus;
    check-cast p1, Lcom/et/Bus$SessionRequest;
    invoke-direct {v0, p1}, Lcom/et/Bus;->lambda$new$3(Lcom/et/Bus$SessionRequest;)V
    return-void
.end method

