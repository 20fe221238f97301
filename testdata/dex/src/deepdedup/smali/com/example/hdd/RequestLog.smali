.class final Lcom/example/hdd/RequestLog;
.super Ljava/lang/Object;
.source "RequestLog.java"

# Java sketch: sketch/RequestLog.java (javac 17 + D8 --min-api 24).
# Durable request outcomes for book_slot, keyed "req_" + request id; the put is three private helpers down (deepdedup).

.field private final prefs:Landroid/content/SharedPreferences;

.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    const-string v0, "request_log"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/hdd/RequestLog;->prefs:Landroid/content/SharedPreferences;
    .line 14
    return-void
.end method

.method recall(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 17
    iget-object v0, p0, Lcom/example/hdd/RequestLog;->prefs:Landroid/content/SharedPreferences;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "req_"
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    invoke-interface {v0, p0, p1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method remember(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 22
    const/4 v0, 0x1
    invoke-direct {p0, p1, p2, v0}, Lcom/example/hdd/RequestLog;->write(Ljava/lang/String;Ljava/lang/String;Z)V
    .line 23
    return-void
.end method

.method private write(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    .line 26
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "req_"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1, p2, p3}, Lcom/example/hdd/RequestLog;->writeEntry(Ljava/lang/String;Ljava/lang/String;Z)V
    .line 27
    return-void
.end method

.method private writeEntry(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5
    .line 30
    iget-object p0, p0, Lcom/example/hdd/RequestLog;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {p0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    .line 31
    invoke-static {p0, p1, p2}, Lcom/example/hdd/RequestLog;->put(Landroid/content/SharedPreferences$Editor;Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    if-eqz p3, :cond_0
    .line 33
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    goto :goto_0
    .line 35
    :cond_0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 37
    :goto_0
    return-void
.end method

.method private static put(Landroid/content/SharedPreferences$Editor;Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 40
    invoke-interface {p0, p1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    .line 41
    return-void
.end method
