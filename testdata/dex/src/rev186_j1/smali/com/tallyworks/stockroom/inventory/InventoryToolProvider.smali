.class public Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;
.super Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;
.source "InventoryToolProvider.java"


# static fields
.field private static final ADJUST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"delta\":{\"type\":\"integer\",\"minimum\":-10000,\"maximum\":10000},\"reason\":{\"type\":\"string\",\"enum\":[\"count\",\"damaged\",\"returned\",\"found\"]}},\"required\":[\"sku\",\"delta\",\"reason\"],\"additionalProperties\":false}"

.field private static final BULK_REORDER:I = 0x1f4

.field private static final ITEM_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"on_hand\":{\"type\":\"integer\"},\"level\":{\"type\":\"string\"},\"found\":{\"type\":\"boolean\"}},\"required\":[\"sku\",\"found\"]}"

.field private static final LARGE_ADJUSTMENT:I = 0x32

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallyworks.stockroom.inventory"

.field private static final REORDER_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000}},\"required\":[\"sku\",\"quantity\"],\"additionalProperties\":false}"

.field private static final REORDER_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"reorder_id\":{\"type\":\"integer\"},\"supplier\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"reorder_id\"]}"

.field private static final REPORT_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

.field private static final REPORT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"},\"low_count\":{\"type\":\"integer\"}},\"required\":[\"items\",\"low_count\"]}"

.field private static final SKU_ONLY:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\",\"pattern\":\"^[A-Z0-9-]{3,32}$\"}},\"required\":[\"sku\"],\"additionalProperties\":false}"

.field private static final STOCK_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"on_hand\":{\"type\":\"integer\"},\"written_off\":{\"type\":\"integer\"}},\"required\":[\"sku\",\"on_hand\"]}"

.field private static final TAG:Ljava/lang/String; = "InventoryTools"

.field private static final TOOLS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/tallyworks/stockroom/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field private static final WRITE_OFF_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000},\"reason\":{\"type\":\"string\",\"enum\":[\"damaged\",\"expired\",\"stolen\"]}},\"required\":[\"sku\",\"quantity\",\"reason\"],\"additionalProperties\":false}"


# instance fields
.field private audit:Lcom/tallyworks/stockroom/inventory/AuditTrail;

.field private callers:Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;

.field private confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

.field private database:Lcom/tallyworks/stockroom/data/StockDatabase;

.field private journal:Lcom/tallyworks/stockroom/inventory/DurableJournal;

.field private ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;


# direct methods
.method static constructor <clinit>()V
    .registers 14

    .line 59
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec;

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->READ:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "stock.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "find_item"

    const-string v5, "Find item"

    const-string v6, "Look up one item by SKU: name, quantity on hand and stock level."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\",\"pattern\":\"^[A-Z0-9-]{3,32}$\"}},\"required\":[\"sku\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"on_hand\":{\"type\":\"integer\"},\"level\":{\"type\":\"string\"},\"found\":{\"type\":\"boolean\"}},\"required\":[\"sku\",\"found\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->idempotent()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->READ:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->LOW:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->NEVER:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "stock.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "stock_report"

    const-string v5, "Low stock report"

    const-string v6, "Items at or below their reorder level, by supplier."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"},\"low_count\":{\"type\":\"integer\"}},\"required\":[\"items\",\"low_count\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 65
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

    const-string v13, "stock.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "adjust_stock"

    const-string v5, "Adjust stock"

    const-string v6, "Correct the quantity on hand of an item after a count."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"delta\":{\"type\":\"integer\",\"minimum\":-10000,\"maximum\":10000},\"reason\":{\"type\":\"string\",\"enum\":[\"count\",\"damaged\",\"returned\",\"found\"]}},\"required\":[\"sku\",\"delta\",\"reason\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"on_hand\":{\"type\":\"integer\"},\"written_off\":{\"type\":\"integer\"}},\"required\":[\"sku\",\"on_hand\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->DELETE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->HIGH:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "stock.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "write_off_item"

    const-string v5, "Write off stock"

    const-string v6, "Remove damaged, expired or stolen units from stock."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000},\"reason\":{\"type\":\"string\",\"enum\":[\"damaged\",\"expired\",\"stolen\"]}},\"required\":[\"sku\",\"quantity\",\"reason\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"on_hand\":{\"type\":\"integer\"},\"written_off\":{\"type\":\"integer\"}},\"required\":[\"sku\",\"on_hand\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->destructive()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, Lcom/tallyworks/stockroom/cetp/ToolSpec;

    sget-object v7, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->CREATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v8, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->MODERATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v9, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    const/4 v10, 0x2

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "stock.read"

    aput-object v13, v10, v12

    const/4 v12, 0x1

    const-string v13, "purchasing.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "reorder_item"

    const-string v5, "Reorder item"

    const-string v6, "Send a purchase order line for an item to its supplier."

    const-string v11, "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000}},\"required\":[\"sku\",\"quantity\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"reorder_id\":{\"type\":\"integer\"},\"supplier\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"reorder_id\"]}"

    invoke-direct/range {v3 .. v12}, Lcom/tallyworks/stockroom/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    invoke-virtual {v2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->openWorld()Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v0, v1

    .line 59
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 28
    invoke-direct {p0}, Lcom/tallyworks/stockroom/cetp/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private apply(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 261
    :try_start_0
    const-string v1, "sku"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 262
    iget-object v6, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "adjust_stock"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "write_off_item"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "reorder_item"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x2

    :cond_0
    :goto_0
    packed-switch v7, :pswitch_data_0

    goto :goto_1

    .line 264
    :pswitch_0
    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;

    const-string v3, "delta"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    const-string v4, "reason"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v1, v5, v2, v3}, Lcom/tallyworks/stockroom/inventory/StockLedger;->adjust(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 266
    :pswitch_1
    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;

    .line 267
    const-string v3, "quantity"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    const-string v4, "reason"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v1, v5, v2, v3}, Lcom/tallyworks/stockroom/inventory/StockLedger;->writeOff(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    .line 266
    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 269
    :pswitch_2
    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;

    const-string v3, "quantity"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    invoke-virtual {v1, v5, v2}, Lcom/tallyworks/stockroom/inventory/StockLedger;->placeReorder(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 271
    :goto_1
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/tallyworks/stockroom/cetp/ToolFailure; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 274
    iget-object v1, v5, Lcom/tallyworks/stockroom/cetp/ToolFailure;->code:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0xc26d843 -> :sswitch_1
        0x48766a66 -> :sswitch_0
        0x586737d7 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private askConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 221
    const-string v1, "sku"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 223
    iget-object v8, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "write_off_item"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "adjust_stock"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v9, 0x1

    :cond_0
    :goto_0
    sparse-switch v9, :sswitch_data_1

    goto :goto_1

    .line 225
    :sswitch_2
    const-string v1, "quantity"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    const-string v3, "reason"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Write off "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " of "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " ("

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "). This cannot be undone."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v7, v3

    .line 227
    goto :goto_2

    .line 229
    :sswitch_3
    const-string v2, "delta"

    invoke-virtual {p3, v2}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v1

    .line 230
    const-string v3, "reason"

    invoke-virtual {p3, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Change the stock of "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " by "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " ("

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ")."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v7, v3

    .line 231
    goto :goto_2

    .line 233
    :goto_1
    const-string v1, "quantity"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Order "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " from its supplier."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v7, v2

    .line 236
    :goto_2
    invoke-static {v6}, Lcom/tallyworks/stockroom/inventory/HoldTokens;->next(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 237
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    move-object v1, v8

    move-object v2, p1

    const-string v3, "com.tallyworks.stockroom.inventory"

    move-object v4, p2

    move-object v5, v7

    invoke-virtual/range {v0 .. v5}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->issue(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)V

    .line 238
    invoke-direct {p0, p2, v8}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->resolutionFor(Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {p1, v1, v2, v8}, Lcom/tallyworks/stockroom/cetp/Envelopes;->userAction(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0xc26d843 -> :sswitch_0
        0x48766a66 -> :sswitch_1
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method

.method private execute(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 11

    .line 145
    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-virtual {p0, v1}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->findTool(Ljava/lang/String;)Lcom/tallyworks/stockroom/cetp/ToolSpec;

    move-result-object v4

    .line 146
    if-nez v4, :cond_0

    .line 147
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 149
    :cond_0
    invoke-static {p1, v4}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->parseArgs(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Lorg/json/JSONObject;

    move-result-object v5

    .line 150
    if-nez v5, :cond_2

    .line 151
    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->argsTooLarge(Lcom/tallyworks/stockroom/cetp/ToolCall;)Z

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

    .line 153
    :cond_2
    invoke-virtual {p0, p1, v4}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->authorize(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Ljava/lang/String;

    move-result-object v6

    .line 154
    if-eqz v6, :cond_3

    .line 155
    invoke-static {p1, v6}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 158
    :cond_3
    :try_start_0
    iget-object v7, v4, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "find_item"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "stock_report"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "adjust_stock"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "write_off_item"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "reorder_item"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v8, 0x4

    :cond_4
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_3

    .line 160
    :pswitch_0
    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;

    const-string v3, "sku"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/tallyworks/stockroom/inventory/StockLedger;->find(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 162
    :pswitch_1
    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;

    const-string v3, "limit"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v2

    move-object v0, p1

    if-eqz v2, :cond_5

    const-string v3, "limit"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    goto :goto_2

    :cond_5
    const/16 v2, 0x32

    :goto_2
    invoke-virtual {v1, v2}, Lcom/tallyworks/stockroom/inventory/StockLedger;->report(I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->success(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 165
    :pswitch_2
    invoke-virtual {p1}, Lcom/tallyworks/stockroom/cetp/ToolCall;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 166
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 171
    :pswitch_3
    goto :goto_4

    .line 173
    :goto_3
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 175
    :cond_6
    :goto_4
    invoke-direct {p0, p1, v4, v5}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->mutate(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/tallyworks/stockroom/cetp/ToolFailure; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 177
    iget-object v1, v7, Lcom/tallyworks/stockroom/cetp/ToolFailure;->code:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v7

    .line 179
    const-string v1, "INVALID_ARGS"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v7

    .line 181
    iget-object v1, v4, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

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

    const-string v0, "InventoryTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 182
    const-string v1, "INTERNAL_ERROR"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        0x397567d -> :sswitch_1
        0xc26d843 -> :sswitch_3
        0x199de9d9 -> :sswitch_0
        0x48766a66 -> :sswitch_2
        0x586737d7 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private mutate(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 187
    iget-object v0, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_3

    .line 188
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    const-string v2, "com.tallyworks.stockroom.inventory"

    invoke-virtual {v0, v1, p1, v2, p2}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;->consume(Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec;)I

    move-result v3

    .line 189
    const/4 v1, 0x2

    if-ne v3, v1, :cond_0

    .line 190
    const-string v1, "USER_CANCELLED"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 191
    :cond_0
    const/4 v1, 0x3

    if-ne v3, v1, :cond_1

    .line 192
    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_1
    const/4 v1, 0x1

    if-eq v3, v1, :cond_2

    .line 194
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 196
    :cond_2
    goto :goto_0

    :cond_3
    invoke-direct {p0, p1, p2, p3}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->needsConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 197
    invoke-direct {p0, p1, p2, p3}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->askConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 199
    :cond_4
    :goto_0
    new-instance v2, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0, p1, p2, p3}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)V

    invoke-virtual {p0, p1, p2, v2}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->runMutation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lcom/tallyworks/stockroom/cetp/MutationExecutor$Mutation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private needsConfirmation(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Z
    .registers 7

    .line 203
    invoke-virtual {p2}, Lcom/tallyworks/stockroom/cetp/ToolSpec;->alwaysConfirm()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 204
    const/4 v0, 0x1

    return v0

    .line 206
    :cond_0
    sget-object v0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I

    iget-object v1, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-virtual {v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ordinal()I

    move-result v1

    aget v0, v0, v1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 208
    :sswitch_0
    const/4 v0, 0x0

    return v0

    .line 210
    :sswitch_1
    const/4 v0, 0x1

    return v0

    .line 214
    :goto_0
    iget-object v1, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "adjust_stock"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 215
    const-string v1, "delta"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Math;->abs(I)I

    move-result v0

    const/16 v1, 0x32

    if-le v0, v1, :cond_1

    iget-object v0, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    .line 216
    :cond_2
    iget-object v1, p2, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "reorder_item"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const-string v1, "quantity"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/16 v1, 0x1f4

    if-le v0, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    .line 214
    :goto_1
    return v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
        0x2 -> :sswitch_1
    .end sparse-switch
.end method

.method private resolutionFor(Lcom/tallyworks/stockroom/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9

    .line 242
    new-instance v4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/tallyworks/stockroom/cetp/ConfirmActivity;

    invoke-direct {v4, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 243
    const-string v1, "com.tallyworks.stockroom.extra.CONFIRM_TOKEN"

    invoke-virtual {v4, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 245
    sget-object v0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I

    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-virtual {v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ordinal()I

    move-result v1

    aget v0, v0, v1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 247
    :sswitch_0
    const/high16 v5, 0x44000000    # 512.0f

    .line 248
    goto :goto_1

    .line 250
    :sswitch_1
    const/high16 v5, 0xc000000

    .line 251
    goto :goto_1

    .line 253
    :goto_0
    const/high16 v5, 0x4000000

    .line 256
    :goto_1
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {v0, v1, v4, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x2 -> :sswitch_0
        0x3 -> :sswitch_1
    .end sparse-switch
.end method

.method static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 324
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

    .line 325
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 324
    return-object v0
.end method

.method private serve(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 11

    .line 119
    invoke-virtual {p1}, Lcom/tallyworks/stockroom/cetp/ToolCall;->envelopeValid()Z

    move-result v0

    if-nez v0, :cond_0

    .line 120
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :cond_0
    iget-object v1, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->sessionToken:Ljava/lang/String;

    iget v2, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    .line 123
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    .line 122
    const-string v0, "com.tallyworks.stockroom.inventory"

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;

    move-result-object v5

    .line 124
    if-nez v5, :cond_1

    .line 125
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 127
    :cond_1
    iget v1, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    invoke-virtual {p0, v1}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->admitCaller(I)Ljava/lang/String;

    move-result-object v6

    .line 128
    if-eqz v6, :cond_2

    .line 129
    invoke-static {p1, v6}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :cond_2
    iget-object v7, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->method:Ljava/lang/String;

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x2

    :cond_3
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 133
    :pswitch_0
    invoke-virtual {p0, p1}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->providerInfo(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :pswitch_1
    invoke-virtual {p0, p1, v5}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->listTools(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 137
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->execute(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 140
    :goto_1
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {p1, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method


# virtual methods
.method protected admitCaller(I)Ljava/lang/String;
    .registers 3

    .line 285
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->callers:Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;

    invoke-virtual {v0, p1}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->admit(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected authorize(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;)Ljava/lang/String;
    .registers 6

    .line 290
    iget-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->callers:Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;

    iget v2, p1, Lcom/tallyworks/stockroom/cetp/ToolCall;->uid:I

    invoke-virtual {v1, v2}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->grantedScopes(I)Ljava/util/Set;

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
    .registers 16

    .line 96
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 97
    new-instance v8, Lcom/tallyworks/stockroom/cetp/ToolCall;

    invoke-direct {v8, v7, p1, p3}, Lcom/tallyworks/stockroom/cetp/ToolCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    .line 99
    move-object v10, p1

    const/4 v11, -0x1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v11, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v11, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v11, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v11, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v11, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v11, 0x5

    :cond_0
    :goto_0
    packed-switch v11, :pswitch_data_0

    goto :goto_1

    .line 101
    :pswitch_0
    invoke-virtual {p0, v7, p3}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v9

    .line 102
    goto :goto_2

    .line 108
    :pswitch_1
    invoke-direct {p0, v8}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->serve(Lcom/tallyworks/stockroom/cetp/ToolCall;)Landroid/os/Bundle;

    move-result-object v9

    .line 109
    goto :goto_2

    .line 111
    :goto_1
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v8, v1}, Lcom/tallyworks/stockroom/cetp/Envelopes;->error(Lcom/tallyworks/stockroom/cetp/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v9

    .line 114
    :goto_2
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->audit:Lcom/tallyworks/stockroom/inventory/AuditTrail;

    iget-object v3, v8, Lcom/tallyworks/stockroom/cetp/ToolCall;->toolName:Ljava/lang/String;

    iget-object v4, v8, Lcom/tallyworks/stockroom/cetp/ToolCall;->requestId:Ljava/lang/String;

    const-string v6, "status"

    invoke-virtual {v9, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move v1, v7

    move-object v2, p1

    invoke-virtual/range {v0 .. v5}, Lcom/tallyworks/stockroom/inventory/AuditTrail;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 115
    return-object v9

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
.end method

.method protected getMutationExecutor()Lcom/tallyworks/stockroom/cetp/MutationExecutor;
    .registers 2

    .line 280
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->journal:Lcom/tallyworks/stockroom/inventory/DurableJournal;

    return-object v0
.end method

.method public synthetic lambda$mutate$0$com-tallyworks-stockroom-inventory-InventoryToolProvider(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 199
    invoke-direct {p0, p1, p2, p3}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->apply(Lcom/tallyworks/stockroom/cetp/ToolCall;Lcom/tallyworks/stockroom/cetp/ToolSpec;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 85
    invoke-virtual {p0}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tallyworks/stockroom/data/StockDatabase;->get(Landroid/content/Context;)Lcom/tallyworks/stockroom/data/StockDatabase;

    move-result-object v1

    iput-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 86
    new-instance v1, Lcom/tallyworks/stockroom/inventory/StockLedger;

    iget-object v2, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-direct {v1, v2}, Lcom/tallyworks/stockroom/inventory/StockLedger;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->ledger:Lcom/tallyworks/stockroom/inventory/StockLedger;

    .line 87
    new-instance v1, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;

    invoke-virtual {p0}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    iget-object v3, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    const-string v4, "com.tallyworks.stockroom.inventory"

    invoke-direct {v1, v2, v3, v4}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;-><init>(Landroid/content/Context;Lcom/tallyworks/stockroom/data/StockDatabase;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->callers:Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;

    .line 88
    new-instance v1, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    iget-object v2, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-direct {v1, v2}, Lcom/tallyworks/stockroom/cetp/ConfirmationStore;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->confirmations:Lcom/tallyworks/stockroom/cetp/ConfirmationStore;

    .line 89
    new-instance v1, Lcom/tallyworks/stockroom/inventory/DurableJournal;

    iget-object v2, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-direct {v1, v2}, Lcom/tallyworks/stockroom/inventory/DurableJournal;-><init>(Lcom/tallyworks/stockroom/data/StockDatabase;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->journal:Lcom/tallyworks/stockroom/inventory/DurableJournal;

    .line 90
    new-instance v1, Lcom/tallyworks/stockroom/inventory/AuditTrail;

    invoke-virtual {p0}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/tallyworks/stockroom/inventory/AuditTrail;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->audit:Lcom/tallyworks/stockroom/inventory/AuditTrail;

    .line 91
    const/4 v0, 0x1

    return v0
.end method

.method protected optionalCapabilities()[Ljava/lang/String;
    .registers 2

    .line 335
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    return-object v0
.end method

.method protected providerDescription()Ljava/lang/String;
    .registers 2

    .line 305
    const-string v0, "Look up stock, correct counts, write off damaged goods and reorder from suppliers."

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 295
    const-string v0, "com.tallyworks.stockroom.inventory"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 300
    const-string v0, "Stockroom Inventory"

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

    .line 330
    sget-object v0, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 315
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 316
    const-string v1, "stock.read"

    const-string v2, "See stock levels"

    const-string v3, "Read items and quantities on hand"

    const-string v4, "read"

    const-string v5, "other"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 317
    const-string v1, "stock.write"

    const-string v2, "Change stock"

    const-string v3, "Adjust counts and write off stock"

    const-string v4, "write"

    const-string v5, "other"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 318
    const-string v1, "purchasing.write"

    const-string v2, "Order from suppliers"

    const-string v3, "Send purchase orders to suppliers"

    const-string v4, "write"

    const-string v5, "financial"

    invoke-static {v1, v2, v3, v4, v5}, Lcom/tallyworks/stockroom/inventory/InventoryToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 315
    return-object v0
.end method

.method protected toolsRevision()Ljava/lang/String;
    .registers 2

    .line 310
    const-string v0, "inventory-14"

    return-object v0
.end method
