.class final Lcom/example/ft/W18;
.super Ljava/lang/Object;
.implements Lcom/example/ft/Closer;
.source "W18.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public close(Landroid/app/Activity;)V
    .registers 3
    const/4 v0, 0x0
    invoke-virtual {p1, v0}, Landroid/app/Activity;->setResult(I)V
    invoke-virtual {p1}, Landroid/app/Activity;->finish()V
    return-void
.end method
