# See sketch/Sources.java (SweepProvider.java).
.class public Lcom/example/r8w/SweepProvider;
.super Landroid/content/ContentProvider;
.source "SweepProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 11
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-nez p1, :cond_0
    return-object p2
    :cond_0
    .line 12
    new-instance p3, Lcom/example/r8w/a;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x0
    invoke-direct {p3, v0, v1}, Lcom/example/r8w/a;-><init>(Landroid/content/Context;I)V
    invoke-virtual {p3}, Lcom/example/r8w/a;->run()V
    .line 13
    return-object p2
.end method
