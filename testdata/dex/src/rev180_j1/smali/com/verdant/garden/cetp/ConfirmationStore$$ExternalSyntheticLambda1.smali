.class public final synthetic Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/ConfirmationStore;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/ConfirmationStore;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;->f$0:Lcom/verdant/garden/cetp/ConfirmationStore;

    iput-object p2, p0, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;->f$0:Lcom/verdant/garden/cetp/ConfirmationStore;

    iget-object v1, p0, Lcom/verdant/garden/cetp/ConfirmationStore$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    check-cast p1, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/cetp/ConfirmationStore;->lambda$redeem$1$com-verdant-garden-cetp-ConfirmationStore(Ljava/lang/String;Lcom/verdant/garden/cetp/ConfirmationStore$Decision;)V

    return-void
.end method
