.class public Lcom/example/hdd/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# Java sketch: sketch/ToolProvider.java (javac 17 + D8 --min-api 24).

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"hdd-1\",\"tools\":[{\"name\":\"send_invoice\",\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"transfer\",\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"accept_friend\",\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"start_export\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"post_note\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"book_slot\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"upload_photo\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"order_pizza\",\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"capture_payment\",\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}]}"

.field private db:Lcom/example/hdd/AppDb;

.field private friends:Lcom/example/hdd/FriendRequests;

.field private invoices:Lcom/example/hdd/InvoiceSender;

.field private notes:Lcom/example/hdd/NoteTool;

.field private payments:Lcom/example/hdd/PaymentCapture;

.field private photos:Lcom/example/hdd/PhotoUploader;

.field private pizzas:Lcom/example/hdd/PizzaOrders;

.field private slots:Lcom/example/hdd/SlotBooker;

.method public constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const/4 v0, 0x0
    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 55
    invoke-virtual {p0}, Lcom/example/hdd/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1, p2}, Lcom/example/hdd/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v1
    if-nez v1, :cond_0
    .line 56
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {v0, p1, p2}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 58
    :cond_0
    const-string v1, "negotiate"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    .line 59
    invoke-static {p2}, Lcom/example/hdd/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 61
    :cond_1
    if-eqz p3, :cond_2
    const-string v1, "session_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1, p2}, Lcom/example/hdd/Sessions;->check(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_3
    .line 62
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {v0, p1, p2}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 64
    :cond_3
    const-string p2, "request_id"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 65
    const-string v0, "list_tools"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_4
    .line 66
    const-string p1, "{\"revision\":\"hdd-1\",\"tools\":[{\"name\":\"send_invoice\",\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"transfer\",\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"accept_friend\",\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"start_export\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"post_note\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"book_slot\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"upload_photo\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"order_pizza\",\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"capture_payment\",\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}]}"
    invoke-static {p2, p1}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 68
    :cond_4
    const-string v0, "cancel_operation"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_5
    .line 69
    invoke-static {p2}, Lcom/example/hdd/ExportJobs;->cancel(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 71
    :cond_5
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_6
    .line 72
    const-string p1, "METHOD_NOT_FOUND"
    const-string p3, "unknown method"
    invoke-static {p2, p1, p3}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 74
    :cond_6
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_7
    .line 75
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p3, "deadline passed"
    invoke-static {p2, p1, p3}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 77
    :cond_7
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 78
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/hdd/Args;->parse(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    .line 79
    const-string v1, "send_invoice"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_8
    .line 80
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->invoices:Lcom/example/hdd/InvoiceSender;
    invoke-virtual {p1, p3}, Lcom/example/hdd/InvoiceSender;->send(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 82
    :cond_8
    const-string v1, "transfer"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_9
    .line 83
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-static {p1, p2, v0}, Lcom/example/hdd/TransferService;->transfer(Lcom/example/hdd/AppDb;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 85
    :cond_9
    const-string v1, "accept_friend"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_a
    .line 86
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->friends:Lcom/example/hdd/FriendRequests;
    invoke-virtual {p1, p3}, Lcom/example/hdd/FriendRequests;->accept(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 88
    :cond_a
    const-string p3, "start_export"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_b
    .line 89
    invoke-virtual {p0}, Lcom/example/hdd/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p3, "format"
    const-string v1, "csv"
    invoke-virtual {v0, p3, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-static {p1, p2, p3}, Lcom/example/hdd/ExportJobs;->start(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 91
    :cond_b
    const-string p3, "post_note"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_c
    .line 92
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->notes:Lcom/example/hdd/NoteTool;
    const-string p3, "text"
    invoke-virtual {v0, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lcom/example/hdd/NoteTool;->post(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 94
    :cond_c
    const-string p3, "book_slot"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_d
    .line 95
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->slots:Lcom/example/hdd/SlotBooker;
    const-string p3, "slot"
    invoke-virtual {v0, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lcom/example/hdd/SlotBooker;->book(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 97
    :cond_d
    const-string p3, "upload_photo"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_e
    .line 98
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->photos:Lcom/example/hdd/PhotoUploader;
    const-string p3, "uri"
    invoke-virtual {v0, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lcom/example/hdd/PhotoUploader;->upload(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 100
    :cond_e
    const-string p3, "order_pizza"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_f
    .line 101
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->pizzas:Lcom/example/hdd/PizzaOrders;
    const-string p3, "pizza"
    invoke-virtual {v0, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lcom/example/hdd/PizzaOrders;->order(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 103
    :cond_f
    const-string p3, "capture_payment"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_10
    .line 104
    iget-object p1, p0, Lcom/example/hdd/ToolProvider;->payments:Lcom/example/hdd/PaymentCapture;
    const-string p3, "payment_intent"
    invoke-virtual {v0, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lcom/example/hdd/PaymentCapture;->capture(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 106
    :cond_10
    const-string p1, "TOOL_NOT_FOUND"
    const-string p3, "no such tool"
    invoke-static {p2, p1, p3}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4
    .line 126
    const/4 p1, 0x0
    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2
    .line 116
    const/4 p1, 0x0
    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3
    .line 121
    const/4 p1, 0x0
    return-object p1
.end method

.method public onCreate()Z
    .registers 5
    .line 37
    invoke-virtual {p0}, Lcom/example/hdd/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 38
    new-instance v1, Lcom/example/hdd/AppDb;
    invoke-direct {v1, v0}, Lcom/example/hdd/AppDb;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    .line 39
    new-instance v1, Lcom/example/hdd/InvoiceSender;
    iget-object v2, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-direct {v1, v2}, Lcom/example/hdd/InvoiceSender;-><init>(Lcom/example/hdd/AppDb;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->invoices:Lcom/example/hdd/InvoiceSender;
    .line 40
    new-instance v1, Lcom/example/hdd/FriendRequests;
    iget-object v2, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-direct {v1, v2}, Lcom/example/hdd/FriendRequests;-><init>(Lcom/example/hdd/AppDb;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->friends:Lcom/example/hdd/FriendRequests;
    .line 41
    new-instance v1, Lcom/example/hdd/NoteTool;
    iget-object v2, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-direct {v1, v0, v2}, Lcom/example/hdd/NoteTool;-><init>(Landroid/content/Context;Lcom/example/hdd/AppDb;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->notes:Lcom/example/hdd/NoteTool;
    .line 42
    new-instance v1, Lcom/example/hdd/SlotBooker;
    new-instance v2, Lcom/example/hdd/RequestLog;
    invoke-direct {v2, v0}, Lcom/example/hdd/RequestLog;-><init>(Landroid/content/Context;)V
    iget-object v3, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-direct {v1, v2, v3}, Lcom/example/hdd/SlotBooker;-><init>(Lcom/example/hdd/RequestLog;Lcom/example/hdd/AppDb;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->slots:Lcom/example/hdd/SlotBooker;
    .line 43
    new-instance v1, Lcom/example/hdd/PhotoUploader;
    iget-object v2, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-direct {v1, v0, v2}, Lcom/example/hdd/PhotoUploader;-><init>(Landroid/content/Context;Lcom/example/hdd/AppDb;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->photos:Lcom/example/hdd/PhotoUploader;
    .line 44
    const-class v1, Lcom/example/hdd/AppDatabase;
    const-string v2, "requests.db"
    invoke-static {v0, v1, v2}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    move-result-object v1
    .line 45
    invoke-virtual {v1}, Landroidx/room/RoomDatabase$Builder;->allowMainThreadQueries()Landroidx/room/RoomDatabase$Builder;
    move-result-object v1
    .line 46
    invoke-virtual {v1}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;
    move-result-object v1
    check-cast v1, Lcom/example/hdd/AppDatabase;
    .line 47
    new-instance v2, Lcom/example/hdd/PizzaOrders;
    invoke-virtual {v1}, Lcom/example/hdd/AppDatabase;->requestDao()Lcom/example/hdd/RequestDao;
    move-result-object v1
    iget-object v3, p0, Lcom/example/hdd/ToolProvider;->db:Lcom/example/hdd/AppDb;
    invoke-direct {v2, v1, v3}, Lcom/example/hdd/PizzaOrders;-><init>(Lcom/example/hdd/RequestDao;Lcom/example/hdd/AppDb;)V
    iput-object v2, p0, Lcom/example/hdd/ToolProvider;->pizzas:Lcom/example/hdd/PizzaOrders;
    .line 48
    new-instance v1, Lcom/example/hdd/PaymentCapture;
    invoke-direct {v1, v0}, Lcom/example/hdd/PaymentCapture;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/example/hdd/ToolProvider;->payments:Lcom/example/hdd/PaymentCapture;
    .line 49
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    .line 111
    const/4 p1, 0x0
    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 131
    const/4 p1, 0x0
    return p1
.end method
