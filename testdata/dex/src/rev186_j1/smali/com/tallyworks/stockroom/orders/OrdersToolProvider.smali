.class public Lcom/tallyworks/stockroom/orders/OrdersToolProvider;
.super Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;
.source "OrdersToolProvider.java"


# static fields
.field private static final ARCHIVE_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":30,\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}"

.field private static final ARCHIVE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\"}},\"required\":[\"archived\"]}"

.field private static final LIST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"status\":{\"type\":\"string\",\"enum\":[\"open\",\"packed\",\"shipped\",\"cancelled\",\"refunded\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

.field private static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"orders\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"orders\"]}"

.field private static final ORDER_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"order_id\"],\"additionalProperties\":false}"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallyworks.stockroom.orders"

.field private static final REFUND_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\",\"minimum\":1},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1},\"reason\":{\"type\":\"string\",\"enum\":[\"damaged\",\"late\",\"wrong_item\",\"goodwill\"]}},\"required\":[\"order_id\",\"amount_cents\",\"reason\"],\"additionalProperties\":false}"

.field private static final REFUND_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},\"refunded_cents\":{\"type\":\"integer\"}},\"required\":[\"order_id\",\"refunded_cents\"]}"

.field private static final STATUS_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},\"status\":{\"type\":\"string\"}},\"required\":[\"order_id\",\"status\"]}"

.field private static final TAG:Ljava/lang/String; = "OrderTools"

.field private static final TOOLS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/tallyworks/stockroom/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private book:Lcom/tallyworks/stockroom/orders/OrderBook;

.field private confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

.field private database:Lcom/tallyworks/stockroom/data/StockDatabase;

.field private operations:Lcom/tallyworks/stockroom/orders/OrderOperations;

.field private partners:Lcom/tallyworks/stockroom/orders/PartnerGate;


# direct methods
.method static constructor <clinit>()V
    .registers 14

    .line 53
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec;

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->READ:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "orders.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "list_orders"

    const-string v5, "List orders"

    const-string v6, "Recent customer orders, optionally of one status."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"status\":{\"type\":\"string\",\"enum\":[\"open\",\"packed\",\"shipped\",\"cancelled\",\"refunded\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"orders\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"orders\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->idempotent()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->UPDATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "orders.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "mark_packed"

    const-string v5, "Mark order packed"

    const-string v6, "Record that an open order has been packed."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"order_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},\"status\":{\"type\":\"string\"}},\"required\":[\"order_id\",\"status\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->idempotent()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->UPDATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->MODERATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "orders.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "cancel_order"

    const-string v5, "Cancel order"

    const-string v6, "Cancel an order that has not been refunded."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"order_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},\"status\":{\"type\":\"string\"}},\"required\":[\"order_id\",\"status\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->TRANSACTION:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->HIGH:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x2

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "orders.read"

    aput-object v13, v10, v12

    const/4 v12, 0x1

    const-string v13, "payments.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "refund_order"

    const-string v5, "Refund order"

    const-string v6, "Refund part or all of a paid order to the customer\'s card."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\",\"minimum\":1},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1},\"reason\":{\"type\":\"string\",\"enum\":[\"damaged\",\"late\",\"wrong_item\",\"goodwill\"]}},\"required\":[\"order_id\",\"amount_cents\",\"reason\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},\"refunded_cents\":{\"type\":\"integer\"}},\"required\":[\"order_id\",\"refunded_cents\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->openWorld()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->UPDATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "orders.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "archive_orders"

    const-string v5, "Archive old orders"

    const-string v6, "Move finished orders older than some days to the archive."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":30,\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\"}},\"required\":[\"archived\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->idempotent()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->async()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v0, v1

    .line 53
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 28
    invoke-direct {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private apply(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 240
    :try_start_0
    iget-object v8, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "mark_packed"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "cancel_order"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "refund_order"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "archive_orders"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x3

    :cond_0
    :goto_0
    packed-switch v9, :pswitch_data_0

    goto :goto_1

    .line 242
    :pswitch_0
    iget-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v3, "order_id"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-virtual {v1, v2, v3}, Lcom/tallyworks/stockroom/orders/OrderBook;->markPacked(J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 244
    :pswitch_1
    iget-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v3, "order_id"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-virtual {v1, v2, v3}, Lcom/tallyworks/stockroom/orders/OrderBook;->cancel(J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 246
    :pswitch_2
    iget-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v3, "order_id"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    const-string v5, "amount_cents"

    invoke-virtual {p3, v5}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    .line 247
    const-string v7, "reason"

    invoke-virtual {p3, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 246
    invoke-virtual/range {v1 .. v6}, Lcom/tallyworks/stockroom/orders/OrderBook;->refund(JJLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 249
    :pswitch_3
    const/4 v10, 0x0

    .line 252
    :cond_1
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v2, "older_than_days"

    invoke-virtual {p3, v2}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v1

    invoke-virtual {v0, v1}, Lcom/tallyworks/stockroom/orders/OrderBook;->archiveBatch(I)I

    move-result v11

    .line 253
    add-int/2addr v10, v11

    .line 254
    const/16 v1, 0x32

    if-eq v11, v1, :cond_1

    .line 255
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "archived"

    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 257
    :goto_1
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/tallyworks/stockroom/cetp/ToolFailure; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 260
    iget-object v1, v8, Lcom/tallyworks/stockroom/cetp/ToolFailure;->code:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x583a2ab7 -> :sswitch_1
        -0x33208dd6 -> :sswitch_0
        0x2cce8102 -> :sswitch_3
        0x38fe4fc7 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private askConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 210
    const-string v1, "order_id"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 211
    iget-object v1, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "refund_order"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 212
    const-string v1, "amount_cents"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->formatCents(J)Ljava/lang/String;

    move-result-object v0

    .line 213
    const-string v4, "reason"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Refund "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " of order #"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ") to the customer\'s card. Refunds cannot be reversed."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v0, v4

    goto :goto_0

    .line 214
    :cond_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Cancel order #"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ", which has already shipped; the customer gets a return label."

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v8, v0

    .line 215
    const/16 v0, 0x18

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Tokens;->random(I)Ljava/lang/String;

    move-result-object v9

    .line 216
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    move-object v1, v9

    move-object v2, p1

    const-string v3, "com.tallyworks.stockroom.orders"

    move-object v4, p2

    move-object v5, v8

    invoke-virtual/range {v0 .. v5}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->issue(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)V

    .line 217
    invoke-direct {p0, p2, v9}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->resolutionFor(Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {p1, v1, v2, v9}, Lcom/tallyworks/stockroom/cetp/Envelopes;->userAction(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private execute(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Landroid/os/Bundle;
    .registers 13

    .line 139
    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-virtual {p0, v1}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->findTool(Ljava/lang/String;)Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v5

    .line 140
    if-nez v5, :cond_0

    .line 141
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :cond_0
    invoke-static {p1, v5}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->parseArgs(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Lorg/json/JSONObject;

    move-result-object v6

    .line 144
    if-nez v6, :cond_2

    .line 145
    invoke-static {p1}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->argsTooLarge(Lcom/tallyworks/stockroom/cetp/ToolCall;)Z

    move-result v1

    move-object v0, p1

    if-eqz v1, :cond_1

    const-string v1, "INVALID_REQUEST"

    goto :goto_0

    :cond_1
    const-string v1, "INVALID_ARGS"

    :goto_0
    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 147
    :cond_2
    invoke-virtual {p0, p1, v5}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->authorize(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Ljava/lang/String;

    move-result-object v7

    .line 148
    if-eqz v7, :cond_3

    .line 149
    invoke-static {p1, v7}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 152
    :cond_3
    :try_start_0
    iget-object v8, v5, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_orders"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "mark_packed"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "cancel_order"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "refund_order"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "archive_orders"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x4

    :cond_4
    :goto_1
    packed-switch v9, :pswitch_data_0

    goto :goto_4

    .line 154
    :pswitch_0
    iget-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v3, "status"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v2

    move-object v0, p1

    if-eqz v2, :cond_5

    const-string v3, "status"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    goto :goto_2

    :cond_5
    const/4 v2, 0x0

    .line 155
    :goto_2
    const-string v4, "limit"

    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v3

    if-eqz v3, :cond_6

    const-string v4, "limit"

    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v3

    goto :goto_3

    :cond_6
    const/16 v3, 0x14

    .line 154
    :goto_3
    invoke-virtual {v1, v2, v3}, Lcom/tallyworks/stockroom/orders/OrderBook;->list(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 159
    :pswitch_1
    invoke-virtual {p1}, Lcom/tallyworks/stockroom/cetp/ToolCall;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_8

    .line 160
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 164
    :pswitch_2
    invoke-virtual {p1}, Lcom/tallyworks/stockroom/cetp/ToolCall;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_7

    .line 165
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 167
    :cond_7
    const-string v1, "async_operations"

    invoke-virtual {p2, v1}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 168
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->operations:Lcom/tallyworks/stockroom/orders/OrderOperations;

    const-string v4, "older_than_days"

    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {v0, p1, v5, v3}, Lcom/tallyworks/stockroom/orders/OrderOperations;->startArchive(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 172
    :goto_4
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_8
    invoke-direct {p0, p1, v5, v6}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->mutate(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/tallyworks/stockroom/cetp/ToolFailure; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 176
    iget-object v1, v8, Lcom/tallyworks/stockroom/cetp/ToolFailure;->code:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v8

    .line 178
    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v8

    .line 180
    iget-object v1, v5, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "OrderTools"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 181
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x583a2ab7 -> :sswitch_2
        -0x33208dd6 -> :sswitch_1
        0x14b061a6 -> :sswitch_0
        0x2cce8102 -> :sswitch_4
        0x38fe4fc7 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method static formatCents(J)Ljava/lang/String;
    .registers 12

    .line 265
    invoke-static {p0, p1}, Ljava/lang/Math;->abs(J)J

    move-result-wide v8

    .line 266
    const-wide/16 v2, 0x0

    cmp-long v0, p0, v2

    if-gez v0, :cond_0

    const-string v0, "-"

    goto :goto_0

    :cond_0
    const-string v0, ""

    :goto_0
    const-wide/16 v3, 0x64

    div-long v1, v8, v3

    const-wide/16 v5, 0x64

    rem-long v3, v8, v5

    const-wide/16 v5, 0xa

    cmp-long v3, v3, v5

    if-gez v3, :cond_1

    const-string v3, "0"

    goto :goto_1

    :cond_1
    const-string v3, ""

    :goto_1
    const-wide/16 v6, 0x64

    rem-long v4, v8, v6

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "."

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v0, v6

    return-object v0
.end method

.method private mutate(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 186
    iget-object v0, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 187
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    const-string v2, "com.tallyworks.stockroom.orders"

    invoke-virtual {v0, v1, p1, v2, p2}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->consume(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec;)I

    move-result v0

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 189
    :pswitch_0
    goto :goto_1

    .line 191
    :pswitch_1
    const-string v1, "USER_CANCELLED"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :pswitch_2
    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :goto_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 197
    :cond_0
    invoke-virtual {p2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->alwaysConfirm()Z

    move-result v0

    if-nez v0, :cond_1

    iget-object v0, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    if-ne v0, v1, :cond_2

    .line 198
    invoke-direct {p0, p2, p3}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->shippedAlready(Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 199
    :cond_1
    invoke-direct {p0, p1, p2, p3}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->askConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 201
    :cond_2
    :goto_1
    new-instance v2, Lcom/tallyworks/stockroom/orders/OrdersToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, p1, p2, p3}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallyworks/stockroom/orders/OrdersToolProvider;Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)V

    invoke-virtual {p0, p1, p2, v2}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->runMutation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private resolutionFor(Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9

    .line 221
    new-instance v4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;

    invoke-direct {v4, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 222
    const-string v1, "com.tallyworks.stockroom.extra.CONFIRM_TOKEN"

    invoke-virtual {v4, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 224
    sget-object v0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I

    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-virtual {v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ordinal()I

    move-result v1

    aget v0, v0, v1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 226
    :sswitch_0
    const/high16 v5, 0x48000000    # 131072.0f

    .line 227
    goto :goto_1

    .line 229
    :sswitch_1
    const/high16 v5, 0xc000000

    .line 230
    goto :goto_1

    .line 232
    :goto_0
    const/high16 v5, 0x4000000

    .line 235
    :goto_1
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {v0, v1, v4, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
        0x2 -> :sswitch_1
    .end sparse-switch
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 309
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 310
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 309
    return-object v0
.end method

.method private shippedAlready(Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Z
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Lcom/tallyworks/stockroom/cetp/ToolFailure;
        }
    .end annotation

    .line 206
    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "cancel_order"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v3, "order_id"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-virtual {v1, v2, v3}, Lcom/tallyworks/stockroom/orders/OrderBook;->statusOf(J)Ljava/lang/String;

    move-result-object v1

    const-string v0, "shipped"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method protected admitCaller(I)Ljava/lang/String;
    .registers 3

    .line 271
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->partners:Lcom/tallyworks/stockroom/orders/PartnerGate;

    invoke-virtual {v0, p1}, Lcom/tallyworks/stockroom/orders/PartnerGate;->admit(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected authorize(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Ljava/lang/String;
    .registers 6

    .line 276
    iget-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->partners:Lcom/tallyworks/stockroom/orders/PartnerGate;

    iget v2, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    invoke-virtual {v1, v2}, Lcom/tallyworks/stockroom/orders/PartnerGate;->grantedScopes(I)Ljava/util/Set;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->scopesGranted(Ljava/util/Set;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "PERMISSION_DENIED"

    :goto_0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 89
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 90
    new-instance v6, Lcom/tallyworks/stockroom/cetp/ToolCall;

    invoke-direct {v6, v5, p1, p3}, Lcom/tallyworks/stockroom/cetp/ToolCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    .line 91
    move-object v7, p1

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v8, 0x5

    :cond_0
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 93
    :pswitch_0
    invoke-virtual {p0, v5, p3}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :pswitch_1
    goto :goto_2

    .line 101
    :goto_1
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v6, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :goto_2
    invoke-virtual {v6}, Lcom/tallyworks/stockroom/cetp/ToolCall;->envelopeValid()Z

    move-result v0

    if-nez v0, :cond_1

    .line 104
    const-string v1, "INVALID_REQUEST"

    invoke-static {v6, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 106
    :cond_1
    iget-object v1, v6, Lcom/tallyworks/stockroom/cetp/ToolCall;->sessionToken:Ljava/lang/String;

    .line 107
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    .line 106
    const-string v0, "com.tallyworks.stockroom.orders"

    invoke-static {v0, v1, v5, v3, v4}, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;

    move-result-object v7

    .line 108
    if-nez v7, :cond_2

    .line 109
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v6, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_2
    invoke-virtual {p0, v5}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->admitCaller(I)Ljava/lang/String;

    move-result-object v8

    .line 112
    if-eqz v8, :cond_3

    .line 113
    invoke-static {v6, v8}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :cond_3
    move-object v9, p1

    const/4 v10, -0x1

    :try_start_0
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_1

    goto :goto_3

    :sswitch_6
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v10, 0x0

    goto :goto_3

    :sswitch_7
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v10, 0x1

    goto :goto_3

    :sswitch_8
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v10, 0x2

    goto :goto_3

    :sswitch_9
    const-string v1, "get_operation"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v10, 0x3

    :cond_4
    :goto_3
    packed-switch v10, :pswitch_data_1

    goto :goto_5

    .line 118
    :pswitch_2
    invoke-virtual {p0, v6}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->providerInfo(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :pswitch_3
    invoke-virtual {p0, v6, v7}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->listTools(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :pswitch_4
    invoke-direct {p0, v6, v7}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->execute(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 124
    :pswitch_5
    const-string v1, "async_operations"

    invoke-virtual {v7, v1}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 125
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->operations:Lcom/tallyworks/stockroom/orders/OrderOperations;

    iget-object v2, v6, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v6, v2}, Lcom/tallyworks/stockroom/orders/OrderOperations;->describe(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    .line 126
    :cond_5
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v6, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 124
    :goto_4
    return-object v0

    .line 128
    :goto_5
    const-string v1, "cancellation"

    invoke-virtual {v7, v1}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 129
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->operations:Lcom/tallyworks/stockroom/orders/OrderOperations;

    iget-object v2, v6, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v6, v2}, Lcom/tallyworks/stockroom/orders/OrderOperations;->cancel(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_6

    .line 130
    :cond_6
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v6, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 128
    :goto_6
    return-object v0

    :catch_0
    move-exception v9

    .line 133
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "OrderTools"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 134
    const-string v1, "INTERNAL_ERROR"

    invoke-static {v6, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch

    :sswitch_data_1
    .sparse-switch
        -0x7e355442 -> :sswitch_9
        -0x503e73de -> :sswitch_8
        -0xa1e06ed -> :sswitch_6
        0x2a3a6efa -> :sswitch_7
    .end sparse-switch

    :pswitch_data_1
    .packed-switch 0x0
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method public synthetic lambda$mutate$0$com-tallyworks-stockroom-orders-OrdersToolProvider(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 201
    invoke-direct {p0, p1, p2, p3}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->apply(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 78
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tallyworks/stockroom/data/StockDatabase;->get(Landroid/content/Context;)Lcom/tallyworks/stockroom/data/StockDatabase;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 79
    new-instance v1, Lcom/tallyworks/stockroom/orders/OrderBook;

    iget-object v2, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-direct {v1, v2}, Lcom/tallyworks/stockroom/orders/OrderBook;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    .line 80
    new-instance v1, Lcom/tallyworks/stockroom/orders/PartnerGate;

    invoke-virtual {p0}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    iget-object v3, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    const-string v4, "com.tallyworks.stockroom.orders"

    invoke-direct {v1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/PartnerGate;-><init>(Landroid/content/Context;Lcom/tallyworks/stockroom/data/StockDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->partners:Lcom/tallyworks/stockroom/orders/PartnerGate;

    .line 81
    new-instance v1, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v2, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-direct {v1, v2}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    .line 82
    new-instance v1, Lcom/tallyworks/stockroom/orders/OrderOperations;

    iget-object v2, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    iget-object v3, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->book:Lcom/tallyworks/stockroom/orders/OrderBook;

    const-string v4, "com.tallyworks.stockroom.orders"

    invoke-direct {v1, v2, v3, v4}, Lcom/tallyworks/stockroom/orders/OrderOperations;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;Lcom/tallyworks/stockroom/orders/OrderBook;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->operations:Lcom/tallyworks/stockroom/orders/OrderOperations;

    .line 83
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->operations:Lcom/tallyworks/stockroom/orders/OrderOperations;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/orders/OrderOperations;->recoverInterrupted()V

    .line 84
    const/4 v0, 0x1

    return v0
.end method

.method protected optionalCapabilities()[Ljava/lang/String;
    .registers 4

    .line 320
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    return-object v0
.end method

.method protected providerDescription()Ljava/lang/String;
    .registers 2

    .line 291
    const-string v0, "See customer orders, pack and cancel them, refund payments and archive old orders."

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 281
    const-string v0, "com.tallyworks.stockroom.orders"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 286
    const-string v0, "Stockroom Orders"

    return-object v0
.end method

.method protected providerTools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/tallyworks/stockroom/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 315
    sget-object v0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 301
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 302
    const-string v1, "orders.read"

    const-string v2, "See orders"

    const-string v3, "Read orders and their status"

    const-string v4, "read"

    const-string v5, "personal"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 303
    const-string v1, "orders.write"

    const-string v2, "Manage orders"

    const-string v3, "Pack, cancel and archive orders"

    const-string v4, "write"

    const-string v5, "personal"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 304
    const-string v1, "payments.write"

    const-string v2, "Refund payments"

    const-string v3, "Refund money to customers"

    const-string v4, "write"

    const-string v5, "financial"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/tallyworks/stockroom/orders/OrdersToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 301
    return-object v0
.end method

.method protected toolsRevision()Ljava/lang/String;
    .registers 2

    .line 296
    const-string v0, "orders-9"

    return-object v0
.end method
