.class public final synthetic Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallowbrook/salon/core/LiveValue$Observer;


# instance fields
.field public final synthetic f$0:Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda2;->f$0:Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;

    return-void
.end method


# virtual methods
.method public final onChanged(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity$$ExternalSyntheticLambda2;->f$0:Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ConfirmClientChangeActivity;->lambda$onCreate$2$com-tallowbrook-salon-clients-ConfirmClientChangeActivity(Ljava/lang/Integer;)V

    return-void
.end method
