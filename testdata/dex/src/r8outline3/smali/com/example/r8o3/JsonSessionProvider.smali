# Java sketch: ../../../../sketch/SessionProvider.java (JsonSessionProvider)
# near miss CETP625: session_token is read from the args JSON through R8's outline
.class public final Lcom/example/r8o3/JsonSessionProvider;
.super Landroid/content/ContentProvider;
.source "JsonSessionProvider.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    const/4 p3, 0x0
    :try_start_0
    .line 32
    const-string v0, "session_token"
    invoke-static {p2, v0}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/String;->isEmpty()Z
    move-result p2
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    if-eqz p2, :cond_0
    return-object p3
    :catch_0
    .line 34
    return-object p3
    :cond_0
    .line 36
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
    .line 39
    return-object p3
    :cond_2
    .line 37
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
