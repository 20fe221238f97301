# Java sketch: ../../../../sketch/SessionProvider.java
# true positive CETP625: the same outline reads request_id; session_token never
.class public final Lcom/example/r8o3/PlainProvider;
.super Landroid/content/ContentProvider;
.source "PlainProvider.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 20
    const-string p2, "request_id"
    invoke-static {p3, p2}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline1;->m(Ljava/lang/Object;Ljava/lang/String;)Z
    move-result p2
    const/4 p3, 0x0
    if-eqz p2, :cond_0
    return-object p3
    :cond_0
    .line 21
    const-string p2, "list_tools"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_2
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    goto :cond_2
    :cond_1
    .line 24
    return-object p3
    :cond_2
    .line 22
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
