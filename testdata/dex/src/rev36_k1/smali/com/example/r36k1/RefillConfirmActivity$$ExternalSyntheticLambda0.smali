.class public final synthetic Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.field public final synthetic f$0:Lcom/example/r36k1/RefillConfirmActivity;

.method public synthetic constructor <init>(Lcom/example/r36k1/RefillConfirmActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36k1/RefillConfirmActivity;
    return-void
.end method

.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4
    iget-object v0, p0, Lcom/example/r36k1/RefillConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36k1/RefillConfirmActivity;
    invoke-static {v0, p1, p2}, Lcom/example/r36k1/RefillConfirmActivity;->onCreate$lambda$0(Lcom/example/r36k1/RefillConfirmActivity;Landroid/content/DialogInterface;I)V
    return-void
.end method
