.class final Lcom/example/hdd/InvoiceSender;
.super Ljava/lang/Object;
.source "InvoiceSender.java"

# Java sketch: sketch/InvoiceSender.java (javac 17 + D8 --min-api 24).
# send_invoice (true positive): in-memory-only dedup, ConcurrentHashMap.putIfAbsent at line 22.

.field private static final PENDING:Landroid/os/Bundle;

.field private final db:Lcom/example/hdd/AppDb;

.field private final done:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 3
    .line 10
    const-string v0, "CONFLICT"
    const-string v1, "invoice is being sent"
    const/4 v2, 0x0
    invoke-static {v2, v0, v1}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    sput-object v0, Lcom/example/hdd/InvoiceSender;->PENDING:Landroid/os/Bundle;
    return-void
.end method

.method constructor <init>(Lcom/example/hdd/AppDb;)V
    .registers 3
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/InvoiceSender;->done:Ljava/util/concurrent/ConcurrentHashMap;
    .line 16
    iput-object p1, p0, Lcom/example/hdd/InvoiceSender;->db:Lcom/example/hdd/AppDb;
    .line 17
    return-void
.end method

.method send(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 20
    const-string v0, "request_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 21
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/hdd/Args;->parse(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object p1
    .line 22
    iget-object v1, p0, Lcom/example/hdd/InvoiceSender;->done:Ljava/util/concurrent/ConcurrentHashMap;
    sget-object v2, Lcom/example/hdd/InvoiceSender;->PENDING:Landroid/os/Bundle;
    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/os/Bundle;
    .line 23
    if-eqz v1, :cond_0
    .line 24
    return-object v1
    .line 26
    :cond_0
    iget-object v1, p0, Lcom/example/hdd/InvoiceSender;->db:Lcom/example/hdd/AppDb;
    const-string v2, "customer"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "cents"
    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v3
    invoke-virtual {v1, v2, v3, v4}, Lcom/example/hdd/AppDb;->insertInvoice(Ljava/lang/String;J)J
    move-result-wide v1
    .line 27
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"invoice_id\":"
    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 28
    iget-object v1, p0, Lcom/example/hdd/InvoiceSender;->done:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 29
    return-object p1
.end method
