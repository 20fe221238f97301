.class public final Lcom/tidemark/invoices/Event$Companion;
.super Ljava/lang/Object;
.source "Model.kt"


# static fields
.field static final synthetic $$INSTANCE:Lcom/tidemark/invoices/Event$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/Event$Companion;

    invoke-direct {v0}, Lcom/tidemark/invoices/Event$Companion;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/Event$Companion;->$$INSTANCE:Lcom/tidemark/invoices/Event$Companion;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 70
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final parse(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lcom/tidemark/invoices/Event;
    .registers 15

    const-string v1, "aggregate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "type"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "p"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    move-object v10, p2

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v1, "export_written"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto/16 :goto_0

    :sswitch_1
    const-string v1, "rejected"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_0

    :sswitch_2
    const-string v1, "voided"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto/16 :goto_0

    :sswitch_3
    const-string v1, "send_queued"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto/16 :goto_0

    :sswitch_4
    const-string v1, "sent"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto/16 :goto_0

    :sswitch_5
    const-string v1, "export_queued"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto/16 :goto_0

    :sswitch_6
    const-string v1, "purged"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_0

    :sswitch_7
    const-string v1, "drafted"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 72
    new-instance v0, Lcom/tidemark/invoices/Event$Drafted;

    const-string v4, "number"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "customer"

    invoke-virtual {p3, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v6, "total_cents"

    const-wide/16 v7, 0x0

    invoke-virtual {p3, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    move-object v1, p1

    move-object v2, v3

    move-object v3, v4

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/tidemark/invoices/Event$Drafted;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto/16 :goto_1

    .line 73
    :cond_0
    new-instance v0, Lcom/tidemark/invoices/Event$SendQueued;

    const-string v4, "operation_id"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "email"

    invoke-virtual {p3, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, v3, v4}, Lcom/tidemark/invoices/Event$SendQueued;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto/16 :goto_1

    .line 74
    :cond_1
    new-instance v0, Lcom/tidemark/invoices/Event$Sent;

    const-string v4, "email"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "sender"

    invoke-virtual {p3, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v6, "document"

    invoke-virtual {p3, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "optString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, v3, v4, v5}, Lcom/tidemark/invoices/Event$Sent;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto/16 :goto_1

    .line 75
    :cond_2
    new-instance v0, Lcom/tidemark/invoices/Event$Voided;

    const-string v4, "reason"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, v3}, Lcom/tidemark/invoices/Event$Voided;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto :goto_1

    .line 76
    :cond_3
    new-instance v0, Lcom/tidemark/invoices/Event$ExportQueued;

    const-string v4, "operation_id"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "from_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {p3, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    const-string v7, "to_ms"

    const-wide/16 v8, 0x0

    invoke-virtual {p3, v7, v8, v9}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    move-object v1, p1

    move-object v2, v3

    move-wide v3, v4

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lcom/tidemark/invoices/Event$ExportQueued;-><init>(Ljava/lang/String;Ljava/lang/String;JJ)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto :goto_1

    .line 77
    :cond_4
    new-instance v0, Lcom/tidemark/invoices/Event$ExportWritten;

    const-string v4, "path"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "rows"

    const-wide/16 v6, 0x0

    invoke-virtual {p3, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    long-to-int v4, v4

    const-string v6, "prepared_for"

    invoke-virtual {p3, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "optString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, v3, v4, v5}, Lcom/tidemark/invoices/Event$ExportWritten;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto :goto_1

    .line 78
    :cond_5
    new-instance v0, Lcom/tidemark/invoices/Event$Purged;

    const-string v4, "older_than_ms"

    const-wide/16 v5, 0x0

    invoke-virtual {p3, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-direct {v0, p1, v3, v4}, Lcom/tidemark/invoices/Event$Purged;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto :goto_1

    .line 79
    :cond_6
    new-instance v0, Lcom/tidemark/invoices/Event$Rejected;

    const-string v4, "reason"

    invoke-virtual {p3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, p1, v3}, Lcom/tidemark/invoices/Event$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/Event;

    goto :goto_1

    .line 80
    :cond_7
    :goto_0
    const/4 v0, 0x0

    .line 81
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x45601874 -> :sswitch_0
        -0x3a3b1ae7 -> :sswitch_6
        -0x3056b6cd -> :sswitch_2
        -0x2444eb82 -> :sswitch_1
        -0xa08d1f6 -> :sswitch_3
        0x35cf98 -> :sswitch_4
        0x4643205e -> :sswitch_5
        0x71fea200 -> :sswitch_7
    .end sparse-switch
.end method
