.class public final synthetic Lcom/example/r24d/ToolSupport$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.method public synthetic constructor <init>(Landroid/content/Context;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r24d/ToolSupport$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/r24d/ToolSupport$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    invoke-static {v0}, Lcom/example/r24d/ToolSupport$-CC;->lambda$auditLater$0(Landroid/content/Context;)V
    return-void
.end method
