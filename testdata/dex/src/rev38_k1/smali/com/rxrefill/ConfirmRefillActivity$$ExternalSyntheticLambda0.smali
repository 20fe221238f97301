.class public final synthetic Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.field public final synthetic f$0:Lcom/rxrefill/ConfirmRefillActivity;

.method public synthetic constructor <init>(Lcom/rxrefill/ConfirmRefillActivity;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda0;->f$0:Lcom/rxrefill/ConfirmRefillActivity;
    return-void
.end method

.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4
    iget-object v0, p0, Lcom/rxrefill/ConfirmRefillActivity$$ExternalSyntheticLambda0;->f$0:Lcom/rxrefill/ConfirmRefillActivity;
    invoke-static {v0}, Lcom/rxrefill/ConfirmRefillActivity;->a(Lcom/rxrefill/ConfirmRefillActivity;)V
    return-void
.end method
