.class final Lcom/example/hdd/SlotBooker;
.super Ljava/lang/Object;
.source "SlotBooker.java"

# Java sketch: sketch/SlotBooker.java (javac 17 + D8 --min-api 24).
# book_slot (near miss): memory map in front of RequestLog ("req_" + request id, commit()).

.field private final db:Lcom/example/hdd/AppDb;

.field private final log:Lcom/example/hdd/RequestLog;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>(Lcom/example/hdd/RequestLog;Lcom/example/hdd/AppDb;)V
    .registers 4
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/SlotBooker;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    .line 14
    iput-object p1, p0, Lcom/example/hdd/SlotBooker;->log:Lcom/example/hdd/RequestLog;
    .line 15
    iput-object p2, p0, Lcom/example/hdd/SlotBooker;->db:Lcom/example/hdd/AppDb;
    .line 16
    return-void
.end method

.method book(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 19
    iget-object v0, p0, Lcom/example/hdd/SlotBooker;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 20
    if-nez v0, :cond_0
    .line 21
    iget-object v0, p0, Lcom/example/hdd/SlotBooker;->log:Lcom/example/hdd/RequestLog;
    invoke-virtual {v0, p1}, Lcom/example/hdd/RequestLog;->recall(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 23
    :cond_0
    if-eqz v0, :cond_1
    .line 24
    invoke-static {p1, v0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_1
    iget-object v0, p0, Lcom/example/hdd/SlotBooker;->db:Lcom/example/hdd/AppDb;
    invoke-virtual {v0, p2}, Lcom/example/hdd/AppDb;->insertSlot(Ljava/lang/String;)J
    move-result-wide v0
    .line 27
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"booking_id\":"
    invoke-virtual {p2, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    .line 28
    iget-object v0, p0, Lcom/example/hdd/SlotBooker;->log:Lcom/example/hdd/RequestLog;
    invoke-virtual {v0, p1, p2}, Lcom/example/hdd/RequestLog;->remember(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    iget-object v0, p0, Lcom/example/hdd/SlotBooker;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 30
    invoke-static {p1, p2}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
