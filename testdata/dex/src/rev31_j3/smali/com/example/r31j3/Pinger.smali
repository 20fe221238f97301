.class final Lcom/example/r31j3/Pinger;
.super Ljava/lang/Object;
.source "Pinger.java"

.field private static final KNOWN:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 3
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r31j3/Pinger;->KNOWN:Ljava/util/Map;
    .line 11
    const-string v1, "gateway"
    const-string v2, "192.168.1.1"
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    sget-object v0, Lcom/example/r31j3/Pinger;->KNOWN:Ljava/util/Map;
    const-string v1, "dns"
    const-string v2, "8.8.8.8"
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    return-void
.end method

.method constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method ping(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 17
    :try_start_0
    new-instance v0, Ljava/lang/ProcessBuilder;
    const/4 v1, 0x4
    new-array v1, v1, [Ljava/lang/String;
    const-string v2, "/system/bin/ping"
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const-string v2, "-c"
    const/4 v3, 0x1
    aput-object v2, v1, v3
    const-string v2, "1"
    const/4 v3, 0x2
    aput-object v2, v1, v3
    const/4 v2, 0x3
    aput-object p1, v1, v2
    invoke-direct {v0, v1}, Ljava/lang/ProcessBuilder;-><init>([Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/ProcessBuilder;->start()Ljava/lang/Process;
    move-result-object p1
    .line 18
    invoke-virtual {p1}, Ljava/lang/Process;->waitFor()I
    move-result p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"exit\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    :catch_0
    .line 20
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "ping failed"
    invoke-static {p1, v0}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method pingKnown(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 24
    sget-object v0, Lcom/example/r31j3/Pinger;->KNOWN:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 25
    if-nez p1, :cond_0
    const-string p1, "INVALID_ARGS"
    const-string v0, "unknown target"
    invoke-static {p1, v0}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_0
    :try_start_0
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    const/4 v1, 0x4
    new-array v1, v1, [Ljava/lang/String;
    const-string v2, "/system/bin/ping"
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const-string v2, "-c"
    const/4 v3, 0x1
    aput-object v2, v1, v3
    const-string v2, "1"
    const/4 v3, 0x2
    aput-object v2, v1, v3
    const/4 v2, 0x3
    aput-object p1, v1, v2
    invoke-virtual {v0, v1}, Ljava/lang/Runtime;->exec([Ljava/lang/String;)Ljava/lang/Process;
    move-result-object p1
    .line 28
    invoke-virtual {p1}, Ljava/lang/Process;->waitFor()I
    move-result p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"exit\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r31j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    :catch_0
    .line 30
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "ping failed"
    invoke-static {p1, v0}, Lcom/example/r31j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
