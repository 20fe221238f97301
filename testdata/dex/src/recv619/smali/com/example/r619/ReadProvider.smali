.class public Lcom/example/r619/ReadProvider;
.super Landroid/content/ContentProvider;
.source "Providers.java"

.method public constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 29
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 32
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    .line 33
    new-instance p1, Lcom/example/r619/ReadNote;
    invoke-direct {p1}, Lcom/example/r619/ReadNote;-><init>()V
    .line 34
    invoke-virtual {p0}, Lcom/example/r619/ReadProvider;->getContext()Landroid/content/Context;
    move-result-object p2
    invoke-interface {p1, p2, p3}, Lcom/example/r619/ToolAction;->run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_none
    const/4 p1, 0x0
    return-object p1
.end method
