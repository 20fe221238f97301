.class public final synthetic Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.method public synthetic constructor <init>(Landroid/content/Context;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda1;->f$0:Landroid/content/Context;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda1;->f$0:Landroid/content/Context;
    invoke-static {v0}, Lcom/rxrefill/RefillProvider;->a(Landroid/content/Context;)V
    return-void
.end method
