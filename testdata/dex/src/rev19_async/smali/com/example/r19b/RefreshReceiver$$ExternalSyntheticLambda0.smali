.class public final synthetic Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.field public final synthetic f$1:Landroid/content/Intent;

.field public final synthetic f$2:Landroid/content/BroadcastReceiver$PendingResult;

.method public synthetic constructor <init>(Landroid/content/Context;Landroid/content/Intent;Landroid/content/BroadcastReceiver$PendingResult;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    iput-object p2, p0, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;->f$1:Landroid/content/Intent;
    iput-object p3, p0, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;->f$2:Landroid/content/BroadcastReceiver$PendingResult;
    return-void
.end method

.method public final run()V
    .registers 4
    iget-object v0, p0, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    iget-object v1, p0, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;->f$1:Landroid/content/Intent;
    iget-object v2, p0, Lcom/example/r19b/RefreshReceiver$$ExternalSyntheticLambda0;->f$2:Landroid/content/BroadcastReceiver$PendingResult;
    invoke-static {v0, v1, v2}, Lcom/example/r19b/RefreshReceiver;->lambda$onReceive$0(Landroid/content/Context;Landroid/content/Intent;Landroid/content/BroadcastReceiver$PendingResult;)V
    return-void
.end method
