# See sketch/Sources.java (TraceProvider.java).
.class public Lcom/example/ngf/TraceProvider;
.super Landroid/content/ContentProvider;
.source "TraceProvider.java"

# instance fields
.field private tracing:Z

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private classify(Landroid/os/Bundle;)V
    .registers 3
    .line 12
    const-string v0, "trace"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    iput-boolean v0, p0, Lcom/example/ngf/TraceProvider;->tracing:Z
    .line 13
    return-void
.end method

# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 16
    invoke-direct {p0, p3}, Lcom/example/ngf/TraceProvider;->classify(Landroid/os/Bundle;)V
    .line 17
    iget-boolean v0, p0, Lcom/example/ngf/TraceProvider;->tracing:Z
    const/4 v1, 0x0
    if-eqz v0, :cond_0
    .line 18
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "s"
    invoke-virtual {p1, p2, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    const-string p2, "seen"
    invoke-interface {p1, p2, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 19
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 21
    :cond_0
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_1
    return-object v1
    .line 22
    :cond_1
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, p1, v2
    if-gez p1, :cond_2
    return-object v1
    .line 23
    :cond_2
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "cache.db"
    invoke-virtual {p1, p2}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 24
    return-object v1
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
