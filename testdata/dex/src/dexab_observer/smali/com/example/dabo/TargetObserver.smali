.class final Lcom/example/dabo/TargetObserver;
.super Ljava/lang/Object;
.source "TargetObserver.java"

# interfaces
.implements Ljava/util/Observer;

.field private final ctx:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/dabo/TargetObserver;->ctx:Landroid/content/Context;
    return-void
.end method

.method public update(Ljava/util/Observable;Ljava/lang/Object;)V
    .registers 5
    .line 11
    check-cast p2, Landroid/content/Intent;
    iget-object v0, p0, Lcom/example/dabo/TargetObserver;->ctx:Landroid/content/Context;
    const-class v1, Lcom/example/dabo/ConfirmActivity;
    invoke-virtual {p2, v0, v1}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    .line 12
    return-void
.end method
