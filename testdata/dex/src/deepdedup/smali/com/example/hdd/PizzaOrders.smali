.class final Lcom/example/hdd/PizzaOrders;
.super Ljava/lang/Object;
.source "PizzaOrders.java"

# Java sketch: sketch/PizzaOrders.java (javac 17 + D8 --min-api 24).
# order_pizza (near miss): memory map in front of a Room table (RequestDao -> RequestDao_Impl, column `rid`).

.field private final dao:Lcom/example/hdd/RequestDao;

.field private final db:Lcom/example/hdd/AppDb;

.field private final recent:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>(Lcom/example/hdd/RequestDao;Lcom/example/hdd/AppDb;)V
    .registers 4
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/PizzaOrders;->recent:Ljava/util/HashMap;
    .line 13
    iput-object p1, p0, Lcom/example/hdd/PizzaOrders;->dao:Lcom/example/hdd/RequestDao;
    .line 14
    iput-object p2, p0, Lcom/example/hdd/PizzaOrders;->db:Lcom/example/hdd/AppDb;
    .line 15
    return-void
.end method

.method order(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 18
    iget-object v0, p0, Lcom/example/hdd/PizzaOrders;->recent:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 19
    iget-object p2, p0, Lcom/example/hdd/PizzaOrders;->recent:Ljava/util/HashMap;
    invoke-virtual {p2, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Ljava/lang/String;
    invoke-static {p1, p2}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_0
    iget-object v0, p0, Lcom/example/hdd/PizzaOrders;->dao:Lcom/example/hdd/RequestDao;
    invoke-interface {v0, p1}, Lcom/example/hdd/RequestDao;->find(Ljava/lang/String;)Lcom/example/hdd/RequestRecord;
    move-result-object v0
    .line 22
    if-eqz v0, :cond_1
    .line 23
    iget-object p2, v0, Lcom/example/hdd/RequestRecord;->result:Ljava/lang/String;
    invoke-static {p1, p2}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_1
    iget-object v0, p0, Lcom/example/hdd/PizzaOrders;->db:Lcom/example/hdd/AppDb;
    invoke-virtual {v0, p2}, Lcom/example/hdd/AppDb;->insertOrder(Ljava/lang/String;)J
    move-result-wide v0
    .line 26
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"order_id\":"
    invoke-virtual {p2, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    .line 27
    iget-object v0, p0, Lcom/example/hdd/PizzaOrders;->dao:Lcom/example/hdd/RequestDao;
    new-instance v1, Lcom/example/hdd/RequestRecord;
    invoke-direct {v1, p1, p2}, Lcom/example/hdd/RequestRecord;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/example/hdd/RequestDao;->insert(Lcom/example/hdd/RequestRecord;)V
    .line 28
    iget-object v0, p0, Lcom/example/hdd/PizzaOrders;->recent:Ljava/util/HashMap;
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 29
    invoke-static {p1, p2}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
