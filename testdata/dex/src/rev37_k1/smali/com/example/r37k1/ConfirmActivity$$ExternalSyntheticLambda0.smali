.class public final synthetic Lcom/example/r37k1/ConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.field public final synthetic f$0:Lcom/example/r37k1/ConfirmActivity;

.method public synthetic constructor <init>(Lcom/example/r37k1/ConfirmActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r37k1/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r37k1/ConfirmActivity;
    return-void
.end method

.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4
    iget-object v0, p0, Lcom/example/r37k1/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r37k1/ConfirmActivity;
    invoke-static {v0, p1, p2}, Lcom/example/r37k1/ConfirmActivity;->onCreate$lambda$0(Lcom/example/r37k1/ConfirmActivity;Landroid/content/DialogInterface;I)V
    return-void
.end method
