.class final Lcom/example/hdd/RequestLog;
.super Ljava/lang/Object;
.source "RequestLog.java"

# Java sketch: sketch/RequestLog.java (javac 17 + D8 --min-api 24).
# Durable request outcomes for book_slot, keyed "req_" + request id, committed synchronously.

.field private final prefs:Landroid/content/SharedPreferences;

.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    const-string v0, "request_log"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/hdd/RequestLog;->prefs:Landroid/content/SharedPreferences;
    .line 12
    return-void
.end method

.method recall(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 15
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
    .registers 5
    .line 19
    iget-object v0, p0, Lcom/example/hdd/RequestLog;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "req_"
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-interface {v0, p0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p0
    invoke-interface {p0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 20
    return-void
.end method
