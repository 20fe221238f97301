.class public final Lcom/tallyhouse/invoices/InvoiceProvider;
.super Lcom/tallyhouse/cetp/BaseToolProvider;
.source "InvoiceProvider.java"


# static fields
.field static final AUTHORITY:Ljava/lang/String; = "com.tallyhouse.invoices"

.field private static final DAY_MS:J = 0x5265c00L

.field private static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.tallyhouse.invoices\",\"provider_name\":\"Tallyhouse invoices\",\"description\":\"Invoices of a small business\",\"scopes\":[{\"name\":\"invoices.read\",\"description\":\"Read invoices\",\"access\":\"read\",\"sensitivity\":\"financial\"},{\"name\":\"invoices.write\",\"description\":\"Create, remind and void invoices\",\"access\":\"write\",\"sensitivity\":\"financial\"}]}"

.field private static final TAG:Ljava/lang/String; = "InvoiceTools"

.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"list_invoices\",\"description\":\"Invoices by status, oldest due first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"open\",\"paid\",\"void\"]},\"client_id\":{\"type\":\"integer\"},\"sort\":{\"enum\":[\"due\",\"amount\",\"client\",\"number\"]}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"invoices\":{\"type\":\"array\"}},\"required\":[\"invoices\"]},\"scopes\":[\"invoices.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"create_invoice\",\"description\":\"Create an open invoice for a client\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"integer\"},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1},\"currency\":{\"type\":\"string\"},\"due_in_days\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"client_id\",\"amount_cents\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"number\":{\"type\":\"string\"}},\"required\":[\"number\"]},\"scopes\":[\"invoices.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"idempotent\":false,\"open_world\":false}},{\"name\":\"send_reminder\",\"description\":\"Queue a payment reminder to the client of an invoice\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"invoice_id\":{\"type\":\"integer\"},\"channel\":{\"enum\":[\"email\",\"sms\"]}},\"required\":[\"invoice_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"boolean\"}},\"required\":[\"queued\"]},\"scopes\":[\"invoices.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\",\"open_world\":true}},{\"name\":\"void_invoice\",\"description\":\"Void an open invoice; it cannot be reopened\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"invoice_id\":{\"type\":\"integer\"}},\"required\":[\"invoice_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"voided\":{\"type\":\"string\"}},\"required\":[\"voided\"]},\"scopes\":[\"invoices.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},{\"name\":\"export_invoices\",\"description\":\"Export one year of invoices as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"year\":{\"type\":\"integer\"}},\"required\":[\"year\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"invoices\":{\"type\":\"array\"}},\"required\":[\"invoices\"]},\"scopes\":[\"invoices.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"execution\":\"sync_or_async\"}}]"


# instance fields
.field private final exports:Ljava/util/concurrent/Executor;

.field private voidAction:Lcom/tallyhouse/bus/ConfirmedAction;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Lcom/tallyhouse/cetp/BaseToolProvider;-><init>()V

    .line 77
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->exports:Ljava/util/concurrent/Executor;

    return-void
.end method

.method static synthetic access$000(Lcom/tallyhouse/invoices/InvoiceProvider;)Lcom/tallyhouse/data/TallyDb;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    return-object v0
.end method

.method static synthetic access$100(Lcom/tallyhouse/invoices/InvoiceProvider;I)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 27
    invoke-direct {p0, p1}, Lcom/tallyhouse/invoices/InvoiceProvider;->exportYear(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$200(Lcom/tallyhouse/invoices/InvoiceProvider;)Lcom/tallyhouse/cetp/Ledger;
    .registers 2

    .line 27
    invoke-virtual {p0}, Lcom/tallyhouse/invoices/InvoiceProvider;->ledger()Lcom/tallyhouse/cetp/Ledger;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$300(Lcom/tallyhouse/invoices/InvoiceProvider;)Ljava/lang/String;
    .registers 2

    .line 27
    invoke-virtual {p0}, Lcom/tallyhouse/invoices/InvoiceProvider;->auditTopic()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$400(Lcom/tallyhouse/invoices/InvoiceProvider;)Lcom/tallyhouse/bus/AppEventBus;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    return-object v0
.end method

.method private createInvoice(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 23

    .line 177
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    const-string v4, "client_id"

    const-wide/16 v5, -0x1

    invoke-virtual {v2, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v12

    .line 178
    const-string v4, "amount_cents"

    const-wide/16 v5, 0x0

    invoke-virtual {v2, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v14

    .line 179
    iget-object v3, v0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v3, v12, v13}, Lcom/tallyhouse/data/TallyDb;->clientName(J)Ljava/lang/String;

    move-result-object v16

    .line 180
    if-eqz v16, :cond_0

    const-wide/16 v5, 0x0

    cmp-long v3, v14, v5

    if-gtz v3, :cond_1

    .line 181
    :cond_0
    const-string v4, "INVALID_ARGS"

    const-string v5, "client_id must name a client and amount_cents be positive"

    const/4 v6, 0x0

    invoke-static {v1, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 183
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-string v6, "due_in_days"

    const/16 v7, 0x1e

    invoke-virtual {v2, v6, v7}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v5

    int-to-long v5, v5

    const-wide/32 v7, 0x5265c00

    mul-long/2addr v5, v7

    add-long v17, v3, v5

    .line 184
    iget-object v3, v0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    const-string v10, "currency"

    const-string v11, "EUR"

    invoke-virtual {v2, v10, v11}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-wide v4, v12

    move-object/from16 v6, v16

    move-wide v7, v14

    move-wide/from16 v10, v17

    invoke-virtual/range {v3 .. v11}, Lcom/tallyhouse/data/TallyDb;->addInvoice(JLjava/lang/String;JLjava/lang/String;J)Ljava/lang/String;

    move-result-object v19

    .line 185
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "number"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    aput-object v19, v4, v6

    invoke-static {v4}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {v1, v4}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private exportInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11

    .line 229
    iget-boolean v2, p1, Lcom/tallyhouse/cetp/CallInfo;->async:Z

    if-nez v2, :cond_0

    .line 230
    const-string v3, "UNSUPPORTED_CAPABILITY"

    const-string v4, "export_invoices needs async_operations"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 232
    :cond_0
    const-string v3, "year"

    const/4 v4, 0x0

    invoke-virtual {p2, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    .line 233
    const/16 v3, 0x7d0

    if-lt v0, v3, :cond_1

    const/16 v3, 0x834

    if-le v0, v3, :cond_2

    .line 234
    :cond_1
    const-string v3, "INVALID_ARGS"

    const-string v4, "year is out of range"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 236
    :cond_2
    const/4 v3, 0x2

    new-array v3, v3, [J

    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v6

    const/4 v5, 0x0

    aput-wide v6, v3, v5

    iget v6, p1, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    int-to-long v6, v6

    const/4 v5, 0x1

    aput-wide v6, v3, v5

    const-string v2, "op"

    invoke-static {v2, v3}, Lcom/tallyhouse/cetp/Ids;->compose(Ljava/lang/String;[J)Ljava/lang/String;

    move-result-object v1

    .line 237
    invoke-virtual {p0}, Lcom/tallyhouse/invoices/InvoiceProvider;->ledger()Lcom/tallyhouse/cetp/Ledger;

    move-result-object v2

    const-string v3, "com.tallyhouse.invoices"

    invoke-virtual {v2, v3, v1, p1}, Lcom/tallyhouse/cetp/Ledger;->openOperation(Ljava/lang/String;Ljava/lang/String;Lcom/tallyhouse/cetp/CallInfo;)V

    .line 238
    iget-object v2, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->exports:Ljava/util/concurrent/Executor;

    new-instance v3, Lcom/tallyhouse/invoices/InvoiceProvider$2;

    invoke-direct {v3, p0, v0, v1}, Lcom/tallyhouse/invoices/InvoiceProvider$2;-><init>(Lcom/tallyhouse/invoices/InvoiceProvider;ILjava/lang/String;)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 257
    const-wide/16 v4, 0x5dc

    invoke-static {p1, v1, v4, v5}, Lcom/tallyhouse/cetp/Replies;->accepted(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method private exportYear(I)Ljava/lang/String;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 261
    invoke-static {}, Ljava/util/Calendar;->getInstance()Ljava/util/Calendar;

    move-result-object v0

    .line 262
    invoke-virtual {v0}, Ljava/util/Calendar;->clear()V

    .line 263
    const/4 v5, 0x0

    const/4 v6, 0x1

    invoke-virtual {v0, p1, v5, v6}, Ljava/util/Calendar;->set(III)V

    .line 264
    invoke-virtual {v0}, Ljava/util/Calendar;->getTimeInMillis()J

    move-result-wide v1

    .line 265
    add-int/lit8 v4, p1, 0x1

    const/4 v5, 0x0

    const/4 v6, 0x1

    invoke-virtual {v0, v4, v5, v6}, Ljava/util/Calendar;->set(III)V

    .line 266
    iget-object v3, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v0}, Ljava/util/Calendar;->getTimeInMillis()J

    move-result-wide v6

    invoke-virtual {v3, v1, v2, v6, v7}, Lcom/tallyhouse/data/TallyDb;->exportInvoices(JJ)Ljava/lang/String;

    move-result-object v3

    return-object v3
.end method

.method private listInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 24

    .line 131
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    new-instance v8, Ljava/lang/StringBuilder;

    const-string v5, "status = ?"

    invoke-direct {v8, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 132
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 133
    const-string v5, "status"

    const-string v6, "open"

    invoke-virtual {v2, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v9, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 134
    const-string v4, "client_id"

    const-wide/16 v5, 0x0

    invoke-virtual {v2, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v10

    .line 135
    const-wide/16 v5, 0x0

    cmp-long v3, v10, v5

    if-lez v3, :cond_0

    .line 136
    const-string v4, " AND client_id = ?"

    invoke-virtual {v8, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 137
    invoke-static {v10, v11}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v9, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 139
    :cond_0
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "sort"

    const-string v6, "due"

    invoke-virtual {v2, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lcom/tallyhouse/invoices/InvoiceProvider;->orderColumn(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " ASC"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v12

    .line 140
    iget-object v3, v0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v6

    new-array v6, v6, [Ljava/lang/String;

    invoke-interface {v9, v6}, Ljava/util/List;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v5

    check-cast v5, [Ljava/lang/String;

    invoke-virtual {v3, v4, v5, v12}, Lcom/tallyhouse/data/TallyDb;->invoices(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v13

    .line 141
    new-instance v14, Lorg/json/JSONArray;

    invoke-direct {v14}, Lorg/json/JSONArray;-><init>()V

    .line 142
    const/4 v15, 0x0

    .line 143
    const/16 v16, 0x0

    .line 145
    :goto_0
    :try_start_0
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z

    move-result v3

    if-eqz v3, :cond_1

    .line 146
    invoke-static {v13}, Lcom/tallyhouse/data/TallyDb;->invoiceJson(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v14, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 152
    :cond_1
    invoke-interface {v13}, Landroid/database/Cursor;->close()V

    .line 153
    if-eqz v15, :cond_3

    .line 154
    invoke-virtual {v15}, Ljava/io/StringWriter;->toString()Ljava/lang/String;

    move-result-object v5

    const-string v4, "INTERNAL_ERROR"

    const/4 v6, 0x1

    invoke-static {v1, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v16

    goto :goto_1

    .line 148
    :catch_0
    :try_start_1
    move-exception v17

    .line 149
    new-instance v3, Ljava/io/StringWriter;

    invoke-direct {v3}, Ljava/io/StringWriter;-><init>()V

    move-object v15, v3

    .line 150
    new-instance v4, Ljava/io/PrintWriter;

    invoke-direct {v4, v15}, Ljava/io/PrintWriter;-><init>(Ljava/io/Writer;)V

    move-object/from16 v19, v17

    move-object/from16 v20, v4

    invoke-virtual/range {v19 .. v20}, Lorg/json/JSONException;->printStackTrace(Ljava/io/PrintWriter;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 152
    invoke-interface {v13}, Landroid/database/Cursor;->close()V

    .line 153
    if-eqz v15, :cond_3

    .line 154
    invoke-virtual {v15}, Ljava/io/StringWriter;->toString()Ljava/lang/String;

    move-result-object v5

    const-string v4, "INTERNAL_ERROR"

    const/4 v6, 0x1

    invoke-static {v1, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v16

    goto :goto_1

    .line 152
    :catchall_0
    :try_start_2
    move-exception v18
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    invoke-interface {v13}, Landroid/database/Cursor;->close()V

    .line 153
    if-eqz v15, :cond_2

    .line 154
    invoke-virtual {v15}, Ljava/io/StringWriter;->toString()Ljava/lang/String;

    move-result-object v5

    const-string v4, "INTERNAL_ERROR"

    const/4 v6, 0x1

    invoke-static {v1, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v16

    .line 156
    :cond_2
    throw v18

    .line 157
    :cond_3
    :goto_1
    if-eqz v16, :cond_4

    .line 158
    return-object v16

    .line 160
    :cond_4
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "invoices"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    aput-object v14, v4, v6

    invoke-static {v4}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {v1, v4}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private static orderColumn(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 164
    move-object v0, p0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v3, "amount"

    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v3, "client"

    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :sswitch_2
    const-string v3, "number"

    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    const/4 v1, 0x2

    :cond_0
    :goto_0
    packed-switch v1, :pswitch_data_0

    goto :goto_1

    .line 166
    :pswitch_0
    const-string v2, "amount_cents"

    return-object v2

    .line 168
    :pswitch_1
    const-string v2, "client_name"

    return-object v2

    .line 170
    :pswitch_2
    const-string v2, "number"

    return-object v2

    .line 172
    :goto_1
    const-string v2, "due_at"

    return-object v2

    nop

    :sswitch_data_0
    .sparse-switch
        -0x5445afa8 -> :sswitch_0
        -0x50ed0c35 -> :sswitch_1
        -0x3da724b7 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private sendReminder(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13

    .line 189
    const-string v6, "invoice_id"

    const-wide/16 v7, -0x1

    invoke-virtual {p2, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 190
    const-string v7, "channel"

    invoke-virtual {p2, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    const-string v5, "sms"

    invoke-virtual {v5, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_0

    const-string v5, "sms"

    goto :goto_0

    :cond_0
    const-string v5, "email"

    :goto_0
    move-object v2, v5

    .line 191
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v5, v0, v1}, Lcom/tallyhouse/data/TallyDb;->openInvoiceNumber(J)Ljava/lang/String;

    move-result-object v3

    .line 192
    if-nez v3, :cond_1

    .line 193
    const-string v6, "INVALID_ARGS"

    const-string v7, "invoice_id must name an open invoice"

    const/4 v8, 0x0

    invoke-static {p1, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 195
    :cond_1
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->confirmations:Lcom/tallyhouse/cetp/Confirmations;

    invoke-virtual {v5, p1}, Lcom/tallyhouse/cetp/Confirmations;->redeem(Lcom/tallyhouse/cetp/CallInfo;)Lcom/tallyhouse/cetp/Confirmations$Pending;

    move-result-object v4

    .line 196
    if-nez v4, :cond_2

    .line 197
    new-instance v8, Ljava/lang/StringBuilder;

    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V

    const-string v9, "Send a payment reminder for "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    invoke-virtual {v8, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    const-string v9, " by "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    const-string v7, "send_reminder"

    const/high16 v9, 0xc000000

    invoke-virtual {p0, p1, v7, v8, v9}, Lcom/tallyhouse/invoices/InvoiceProvider;->askUser(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 200
    :cond_2
    invoke-virtual {v4}, Lcom/tallyhouse/cetp/Confirmations$Pending;->approved()Z

    move-result v5

    if-nez v5, :cond_3

    .line 201
    const-string v6, "USER_CANCELLED"

    const-string v7, "The user declined"

    const/4 v8, 0x0

    invoke-static {p1, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 203
    :cond_3
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v5, v0, v1, v2}, Lcom/tallyhouse/data/TallyDb;->queueReminder(JLjava/lang/String;)V

    .line 204
    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/Object;

    const/4 v8, 0x0

    const-string v9, "queued"

    aput-object v9, v6, v8

    const/4 v9, 0x1

    invoke-static {v9}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v6, v8

    invoke-static {v6}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {p1, v6}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.method private voidInvoice(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13

    .line 208
    const-string v6, "invoice_id"

    const-wide/16 v7, -0x1

    invoke-virtual {p2, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 209
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->db:Lcom/tallyhouse/data/TallyDb;

    invoke-virtual {v5, v0, v1}, Lcom/tallyhouse/data/TallyDb;->openInvoiceNumber(J)Ljava/lang/String;

    move-result-object v2

    .line 210
    if-nez v2, :cond_0

    .line 211
    const-string v6, "INVALID_ARGS"

    const-string v7, "invoice_id must name an open invoice"

    const/4 v8, 0x0

    invoke-static {p1, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 213
    :cond_0
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->confirmations:Lcom/tallyhouse/cetp/Confirmations;

    invoke-virtual {v5, p1}, Lcom/tallyhouse/cetp/Confirmations;->redeem(Lcom/tallyhouse/cetp/CallInfo;)Lcom/tallyhouse/cetp/Confirmations$Pending;

    move-result-object v3

    .line 214
    if-nez v3, :cond_1

    .line 215
    new-instance v8, Ljava/lang/StringBuilder;

    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V

    const-string v9, "Void invoice "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    const-string v9, "? It cannot be reopened."

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    const-string v7, "void_invoice"

    const/high16 v9, 0xc000000

    invoke-virtual {p0, p1, v7, v8, v9}, Lcom/tallyhouse/invoices/InvoiceProvider;->askUser(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 218
    :cond_1
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->voidAction:Lcom/tallyhouse/bus/ConfirmedAction;

    invoke-virtual {v3}, Lcom/tallyhouse/cetp/Confirmations$Pending;->approved()Z

    move-result v6

    iput-boolean v6, v5, Lcom/tallyhouse/bus/ConfirmedAction;->confirmed:Z

    .line 219
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    .line 220
    const-string v6, "invoice_id"

    invoke-virtual {v4, v6, v0, v1}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 221
    iget-object v5, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    const-string v6, "invoice.void"

    invoke-virtual {v5, v6, v4}, Lcom/tallyhouse/bus/AppEventBus;->post(Ljava/lang/String;Landroid/os/Bundle;)I

    .line 222
    const-string v6, "skipped"

    const/4 v7, 0x0

    invoke-virtual {v4, v6, v7}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;Z)Z

    move-result v5

    if-eqz v5, :cond_2

    .line 223
    const-string v6, "USER_CANCELLED"

    const-string v7, "The user declined"

    const/4 v8, 0x0

    invoke-static {p1, v6, v7, v8}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 225
    :cond_2
    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/Object;

    const/4 v8, 0x0

    const-string v9, "voided"

    aput-object v9, v6, v8

    const/4 v8, 0x1

    aput-object v2, v6, v8

    invoke-static {v6}, Lcom/tallyhouse/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {p1, v6}, Lcom/tallyhouse/cetp/Replies;->success(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method


# virtual methods
.method protected handle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10

    .line 113
    invoke-virtual {p0}, Lcom/tallyhouse/invoices/InvoiceProvider;->currentCall()Lcom/tallyhouse/cetp/CallInfo;

    move-result-object v0

    .line 114
    move-object v1, p1

    const/4 v2, -0x1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v4, "list_invoices"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x0

    goto :goto_0

    :sswitch_1
    const-string v4, "create_invoice"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :sswitch_2
    const-string v4, "send_reminder"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x2

    goto :goto_0

    :sswitch_3
    const-string v4, "void_invoice"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x3

    goto :goto_0

    :sswitch_4
    const-string v4, "export_invoices"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x4

    :cond_0
    :goto_0
    packed-switch v2, :pswitch_data_0

    goto :goto_1

    .line 116
    :pswitch_0
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/invoices/InvoiceProvider;->listInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 118
    :pswitch_1
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/invoices/InvoiceProvider;->createInvoice(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 120
    :pswitch_2
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/invoices/InvoiceProvider;->sendReminder(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 122
    :pswitch_3
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/invoices/InvoiceProvider;->voidInvoice(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 124
    :pswitch_4
    invoke-direct {p0, v0, p2}, Lcom/tallyhouse/invoices/InvoiceProvider;->exportInvoices(Lcom/tallyhouse/cetp/CallInfo;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 126
    :goto_1
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "No such tool"

    const/4 v6, 0x0

    invoke-static {v0, v4, v5, v6}, Lcom/tallyhouse/cetp/Replies;->error(Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    :sswitch_data_0
    .sparse-switch
        -0x79818a99 -> :sswitch_0
        0x2d572b11 -> :sswitch_4
        0x3488ceea -> :sswitch_1
        0x394c6782 -> :sswitch_3
        0x7b631b49 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method protected onReady(Landroid/content/Context;)V
    .registers 5

    .line 82
    new-instance v1, Lcom/tallyhouse/invoices/InvoiceProvider$1;

    invoke-direct {v1, p0}, Lcom/tallyhouse/invoices/InvoiceProvider$1;-><init>(Lcom/tallyhouse/invoices/InvoiceProvider;)V

    iput-object v1, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->voidAction:Lcom/tallyhouse/bus/ConfirmedAction;

    .line 88
    iget-object v0, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->bus:Lcom/tallyhouse/bus/AppEventBus;

    iget-object v2, p0, Lcom/tallyhouse/invoices/InvoiceProvider;->voidAction:Lcom/tallyhouse/bus/ConfirmedAction;

    const-string v1, "invoice.void"

    invoke-virtual {v0, v1, v2}, Lcom/tallyhouse/bus/AppEventBus;->register(Ljava/lang/String;Lcom/tallyhouse/bus/AppEventBus$Listener;)V

    .line 89
    return-void
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 93
    const-string v0, "com.tallyhouse.invoices"

    return-object v0
.end method

.method protected providerInfoJson()Ljava/lang/String;
    .registers 2

    .line 98
    const-string v0, "{\"provider_id\":\"com.tallyhouse.invoices\",\"provider_name\":\"Tallyhouse invoices\",\"description\":\"Invoices of a small business\",\"scopes\":[{\"name\":\"invoices.read\",\"description\":\"Read invoices\",\"access\":\"read\",\"sensitivity\":\"financial\"},{\"name\":\"invoices.write\",\"description\":\"Create, remind and void invoices\",\"access\":\"write\",\"sensitivity\":\"financial\"}]}"

    return-object v0
.end method

.method protected supportsAsync()Z
    .registers 2

    .line 108
    const/4 v0, 0x1

    return v0
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 103
    const-string v0, "[{\"name\":\"list_invoices\",\"description\":\"Invoices by status, oldest due first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"open\",\"paid\",\"void\"]},\"client_id\":{\"type\":\"integer\"},\"sort\":{\"enum\":[\"due\",\"amount\",\"client\",\"number\"]}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"invoices\":{\"type\":\"array\"}},\"required\":[\"invoices\"]},\"scopes\":[\"invoices.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},{\"name\":\"create_invoice\",\"description\":\"Create an open invoice for a client\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"integer\"},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1},\"currency\":{\"type\":\"string\"},\"due_in_days\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"client_id\",\"amount_cents\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"number\":{\"type\":\"string\"}},\"required\":[\"number\"]},\"scopes\":[\"invoices.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"idempotent\":false,\"open_world\":false}},{\"name\":\"send_reminder\",\"description\":\"Queue a payment reminder to the client of an invoice\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"invoice_id\":{\"type\":\"integer\"},\"channel\":{\"enum\":[\"email\",\"sms\"]}},\"required\":[\"invoice_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"boolean\"}},\"required\":[\"queued\"]},\"scopes\":[\"invoices.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\",\"open_world\":true}},{\"name\":\"void_invoice\",\"description\":\"Void an open invoice; it cannot be reopened\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"invoice_id\":{\"type\":\"integer\"}},\"required\":[\"invoice_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"voided\":{\"type\":\"string\"}},\"required\":[\"voided\"]},\"scopes\":[\"invoices.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},{\"name\":\"export_invoices\",\"description\":\"Export one year of invoices as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"year\":{\"type\":\"integer\"}},\"required\":[\"year\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"invoices\":{\"type\":\"array\"}},\"required\":[\"invoices\"]},\"scopes\":[\"invoices.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"execution\":\"sync_or_async\"}}]"

    return-object v0
.end method
