.class public final synthetic Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.field public final synthetic f$1:I

.method public synthetic constructor <init>(Landroid/content/Context;I)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/Context;
    iput p2, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;->f$1:I
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/Context;
    iget v1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;->f$1:I
    invoke-static {v0, v1}, Lcom/rxrefill/RefillProvider;->a(Landroid/content/Context;I)V
    return-void
.end method
