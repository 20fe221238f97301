.class public final Lcom/tidemark/invoices/InvoiceProvider;
.super Lcom/tidemark/invoices/ToolProvider;
.source "InvoiceProvider.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final handlers:Ljava/util/Map;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 20

    .line 13
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidemark/invoices/ToolProvider;-><init>()V

    .line 14
    const-string v1, "com.tidemark.invoices"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/InvoiceProvider;->providerId:Ljava/lang/String;

    .line 15
    const-string v1, "Draft, send and void the business\'s invoices"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/InvoiceProvider;->description:Ljava/lang/String;

    .line 16
    const-string v1, "invoices-7"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/InvoiceProvider;->revision:Ljava/lang/String;

    .line 18
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 19
    const-string v2, "invoices.read"

    const-string v3, "read"

    const-string v4, "See invoices"

    invoke-static {v2, v3, v4}, Lcom/tidemark/invoices/ToolProviderKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v1

    .line 20
    const-string v2, "invoices.write"

    const-string v3, "write"

    const-string v4, "Draft, send and void invoices"

    invoke-static {v2, v3, v4}, Lcom/tidemark/invoices/ToolProviderKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/InvoiceProvider;->scopes:Lorg/json/JSONArray;

    .line 23
    const/4 v1, 0x5

    new-array v1, v1, [Lcom/tidemark/invoices/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 24
    const-string v11, "invoices.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 25
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "status"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v13

    move-object/from16 v12, v18

    invoke-static {v12, v13}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "invoices"

    const-string v16, "array"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 23
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "list_invoices"

    const-string v5, "List invoices"

    const-string v6, "Lists invoices, newest number first, optionally of one status."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x0

    aput-object v3, v17, v2

    .line 26
    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 27
    const-string v11, "invoices.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 28
    const/4 v12, 0x1

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "invoice_id"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x2

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "id"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v15, "status"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x1

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 26
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "get_invoice"

    const-string v5, "Show an invoice"

    const-string v6, "Shows one invoice as its event history leaves it."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 29
    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 30
    const-string v11, "invoices.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 31
    const/4 v12, 0x3

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "number"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v14, "customer"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x1

    aput-object v14, v18, v13

    const-string v14, "total_cents"

    const-string v15, "integer"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x2

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    .line 32
    const/4 v13, 0x2

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "id"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v15, "status"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x1

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 29
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "draft_invoice"

    const-string v5, "Draft an invoice"

    const-string v6, "Drafts a new invoice for a customer."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x2

    aput-object v3, v17, v2

    .line 33
    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 34
    const-string v11, "invoices.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 35
    const/4 v12, 0x2

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "invoice_id"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v14, "email"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x1

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x1

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "sent"

    const-string v16, "boolean"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 33
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "send_invoice"

    const-string v5, "Send an invoice"

    const-string v6, "Emails a drafted invoice to the customer."

    const-string v7, "update"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/16 v15, 0x200

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x3

    aput-object v3, v17, v2

    .line 36
    new-instance v3, Lcom/tidemark/invoices/ToolSpec;

    .line 37
    const-string v11, "invoices.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    .line 38
    const/4 v12, 0x2

    new-array v12, v12, [Lkotlin/Pair;

    move-object/from16 v18, v12

    const-string v14, "invoice_id"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x0

    aput-object v14, v18, v13

    const-string v14, "reason"

    const-string v15, "string"

    invoke-static {v14, v15}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v14

    const/4 v13, 0x1

    aput-object v14, v18, v13

    move-object/from16 v12, v18

    const/4 v13, 0x0

    const/4 v14, 0x2

    const/4 v15, 0x0

    invoke-static {v12, v13, v14, v15}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    const/4 v13, 0x2

    new-array v13, v13, [Lkotlin/Pair;

    move-object/from16 v18, v13

    const-string v15, "id"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x0

    aput-object v15, v18, v14

    const-string v15, "status"

    const-string v16, "string"

    invoke-static/range {v15 .. v16}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v15

    const/4 v14, 0x1

    aput-object v15, v18, v14

    move-object/from16 v13, v18

    const/4 v14, 0x0

    const/4 v15, 0x2

    const/16 v16, 0x0

    invoke-static/range {v13 .. v16}, Lcom/tidemark/invoices/ToolProviderKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 36
    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    const-string v4, "void_invoice"

    const-string v5, "Void an invoice"

    const-string v6, "Voids an invoice for good; it cannot be sent or paid after."

    const-string v7, "update"

    const-string v8, "high"

    const-string v9, "always"

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x400

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tidemark/invoices/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x4

    aput-object v3, v17, v2

    .line 22
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/InvoiceProvider;->tools:Ljava/util/List;

    .line 43
    move-object/from16 v2, p0

    new-instance v3, Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, v2}, Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidemark/invoices/InvoiceProvider;)V

    move-object v2, v3

    const-string v1, "send_invoice"

    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    .line 42
    invoke-static {v1}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidemark/invoices/InvoiceProvider;->handlers:Ljava/util/Map;

    .line 13
    return-void
.end method

.method public static final synthetic access$draft(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 13
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->draft(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getInvoice(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 13
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->getInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$listInvoices(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 13
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->listInvoices(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$send(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 13
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->send(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$voidInvoice(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    .line 13
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->voidInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method private final deliver(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;
    .registers 22

    .line 137
    new-instance v12, Lorg/json/JSONObject;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/tidemark/invoices/OutboxItem;->getPayload()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v12, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 138
    new-instance v1, Lcom/tidemark/invoices/InvoiceProvider$deliver$state$1;

    move-object/from16 v3, p0

    move-object/from16 v4, p1

    const/4 v5, 0x0

    invoke-direct {v1, v3, v4, v5}, Lcom/tidemark/invoices/InvoiceProvider$deliver$state$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/OutboxItem;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Lcom/tidemark/invoices/DocState;

    .line 139
    move-object/from16 v0, p2

    const/4 v1, 0x1

    const/4 v2, 0x3

    const-string v3, "Rendering the invoice"

    invoke-interface {v0, v1, v2, v3}, Lcom/tidemark/invoices/Progress;->report(IILjava/lang/String;)V

    .line 140
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidemark/invoices/OutboxItem;->getOwnerUid()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "an assistant"

    :cond_0
    move-object v14, v0

    .line 141
    new-instance v0, Ljava/io/File;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "spool"

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object/from16 v16, v0

    move-object/from16 v17, v16

    .line 155
    const/16 v18, 0x0

    .line 141
    move-object/from16 v0, v17

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    move-object/from16 v15, v16

    .line 142
    new-instance v0, Ljava/io/File;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidemark/invoices/OutboxItem;->getId()J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "invoice-"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, ".txt"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v15, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object/from16 v16, v0

    .line 143
    const-string v2, "email"

    invoke-virtual {v12, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v13}, Lcom/tidemark/invoices/DocState;->getNumber()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v13}, Lcom/tidemark/invoices/DocState;->getCustomer()Ljava/lang/String;

    move-result-object v3

    .line 144
    invoke-virtual {v13}, Lcom/tidemark/invoices/DocState;->getTotalCents()J

    move-result-wide v4

    const/16 v6, 0x64

    int-to-long v6, v6

    div-long/2addr v4, v6

    const-string v17, "%02d"

    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/Object;

    move-object/from16 v18, v6

    invoke-virtual {v13}, Lcom/tidemark/invoices/DocState;->getTotalCents()J

    move-result-wide v8

    const/16 v10, 0x64

    int-to-long v10, v10

    rem-long/2addr v8, v10

    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v18, v7

    move-object/from16 v8, v18

    array-length v8, v8

    move-object/from16 v7, v18

    invoke-static {v7, v8}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v7

    move-object/from16 v6, v17

    invoke-static {v6, v7}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v6

    const-string v8, "format(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v8, Ljava/lang/StringBuilder;

    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V

    const-string v9, "To: "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, "\nInvoice "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, " for "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, "\nAmount due: "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v9, "."

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, "\nSent on request of "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, "\n"

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .line 143
    move-object/from16 v0, v16

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V

    .line 145
    move-object/from16 v0, p2

    const/4 v1, 0x2

    const/4 v2, 0x3

    const-string v3, "Queued for the mail server"

    invoke-interface {v0, v1, v2, v3}, Lcom/tidemark/invoices/Progress;->report(IILjava/lang/String;)V

    .line 146
    move-object/from16 v0, p2

    const/4 v1, 0x3

    const/4 v2, 0x3

    const-string v3, "Sent"

    invoke-interface {v0, v1, v2, v3}, Lcom/tidemark/invoices/Progress;->report(IILjava/lang/String;)V

    .line 147
    new-instance v0, Lcom/tidemark/invoices/WorkResult$Success;

    new-instance v2, Lcom/tidemark/invoices/Event$Sent;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidemark/invoices/OutboxItem;->getAggregate()Ljava/lang/String;

    move-result-object v4

    const-string v6, "email"

    invoke-virtual {v12, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "optString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v7, v16

    invoke-virtual {v7}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v7

    const-string v9, "getPath(...)"

    invoke-static {v7, v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4, v5, v14, v7}, Lcom/tidemark/invoices/Event$Sent;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lcom/tidemark/invoices/Event;

    move-object/from16 v3, v16

    invoke-virtual {v3}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v3

    const-string v5, "getPath(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/WorkResult$Success;-><init>(Lcom/tidemark/invoices/Event;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/WorkResult;

    return-object v0
.end method

.method private final draft(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 33

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;

    move-object/from16 v28, v0

    move-object/from16 v0, v28

    iget v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v28

    iget v1, v1, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v28

    iput v1, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/InvoiceProvider$draft$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v28, v0

    :goto_0
    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->result:Ljava/lang/Object;

    move-object/from16 v27, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v29

    .line 83
    move-object/from16 v0, v28

    iget v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_6

    :pswitch_0
    move-object/from16 v0, v27

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 84
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v14

    .line 85
    new-instance v0, Lcom/tidemark/invoices/Command$DraftInvoice;

    sget-object v2, Lcom/tidemark/invoices/Tokens;->INSTANCE:Lcom/tidemark/invoices/Tokens;

    const/16 v3, 0x8

    invoke-virtual {v2, v3}, Lcom/tidemark/invoices/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "inv_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "number"

    invoke-virtual {v14, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "customer"

    invoke-virtual {v14, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    const-string v6, "total_cents"

    const-wide/16 v7, -0x1

    invoke-virtual {v14, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 85
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lcom/tidemark/invoices/Command$DraftInvoice;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v15, v0

    .line 87
    invoke-virtual {v15}, Lcom/tidemark/invoices/Command$DraftInvoice;->getNumber()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v15}, Lcom/tidemark/invoices/Command$DraftInvoice;->getTotalCents()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "number and total_cents are required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 88
    :cond_2
    new-instance v0, Lcom/tidemark/invoices/DocState;

    invoke-virtual {v15}, Lcom/tidemark/invoices/Command$DraftInvoice;->getAggregate()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x3fe

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v16, v0

    .line 89
    move-object v2, v15

    check-cast v2, Lcom/tidemark/invoices/Command;

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2}, Lcom/tidemark/invoices/InvoiceProvider;->inTime(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v17

    .line 90
    const/16 v18, 0x0

    .line 156
    move-object/from16 v19, v17

    .line 157
    move-object/from16 v0, v19

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_3

    move-object/from16 v0, v17

    goto :goto_1

    .line 158
    :cond_3
    move-object/from16 v0, v19

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_4

    move-object/from16 v0, v17

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v20

    check-cast v20, Lcom/tidemark/invoices/Command$DraftInvoice;

    const/16 v21, 0x0

    .line 90
    sget-object v0, Lcom/tidemark/invoices/Decider;->INSTANCE:Lcom/tidemark/invoices/Decider;

    move-object/from16 v2, v20

    check-cast v2, Lcom/tidemark/invoices/Command;

    move-object/from16 v1, v16

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/Decider;->decide(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    .line 158
    goto :goto_1

    .line 156
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 159
    :goto_1
    move-object/from16 v17, v0

    .line 91
    const/16 v18, 0x0

    .line 160
    move-object/from16 v19, v17

    .line 161
    move-object/from16 v0, v19

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_5

    move-object/from16 v0, v17

    check-cast v0, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v20

    check-cast v20, Lcom/tidemark/invoices/Outcome$Failed;

    const/16 v21, 0x0

    .line 91
    move-object/from16 v0, v20

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 161
    goto/16 :goto_5

    .line 162
    :cond_5
    move-object/from16 v0, v19

    instance-of v0, v0, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_a

    move-object/from16 v0, v17

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v20

    check-cast v20, Ljava/util/List;

    const/16 v21, 0x0

    .line 92
    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    move-object/from16 v1, v16

    move-object/from16 v2, v20

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/Reducer;->fold(Lcom/tidemark/invoices/DocState;Ljava/util/List;)Lcom/tidemark/invoices/DocState;

    move-result-object v22

    .line 93
    move-object/from16 v23, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v23

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider;

    move-object/from16 v24, v0

    .line 155
    const/16 v25, 0x0

    .line 93
    move-object/from16 v0, v24

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v2, v24

    invoke-virtual {v2}, Lcom/tidemark/invoices/InvoiceProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v5, v22

    invoke-static {v5}, Lcom/tidemark/invoices/InvoiceProviderKt;->done(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;

    move-result-object v5

    move-object/from16 v8, p1

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$0:Ljava/lang/Object;

    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$1:Ljava/lang/Object;

    move-object/from16 v7, v28

    iput-object v15, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$2:Ljava/lang/Object;

    move-object/from16 v8, v16

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$3:Ljava/lang/Object;

    move-object/from16 v8, v17

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$4:Ljava/lang/Object;

    move-object/from16 v8, v20

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$5:Ljava/lang/Object;

    move-object/from16 v8, v22

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$6:Ljava/lang/Object;

    move-object/from16 v8, v24

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v28

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$7:Ljava/lang/Object;

    const/4 v8, 0x1

    move-object/from16 v7, v28

    iput v8, v7, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->label:I

    move-object/from16 v1, p1

    move-object/from16 v3, v20

    move-object/from16 v4, v22

    move-object/from16 v6, v28

    invoke-virtual/range {v0 .. v6}, Lcom/tidemark/invoices/Repository;->commit(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v2, v29

    if-ne v0, v2, :cond_6

    .line 83
    return-object v29

    :pswitch_1
    const/16 v18, 0x0

    const/16 v21, 0x0

    const/16 v25, 0x0

    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$7:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider;

    move-object/from16 v24, v0

    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$6:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object/from16 v22, v0

    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$5:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 v20, v0

    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$4:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/Either;

    move-object/from16 v17, v0

    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$3:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object/from16 v16, v0

    move-object/from16 v0, v28

    iget-object v15, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$2:Ljava/lang/Object;

    check-cast v15, Lcom/tidemark/invoices/Command$DraftInvoice;

    move-object/from16 v0, v28

    iget-object v14, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$1:Ljava/lang/Object;

    check-cast v14, Lorg/json/JSONObject;

    move-object/from16 v0, v28

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$draft$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    :try_start_1
    move-object/from16 v0, v27

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v27

    .line 93
    :cond_6
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v24
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    goto :goto_2

    :catch_0
    move-exception v25

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v25

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v24

    :goto_2
    move-object/from16 v23, v24

    .line 94
    move-object/from16 v0, v23

    invoke-static {v0}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v23

    check-cast v0, Lkotlin/Unit;

    move-object/from16 v24, v0

    .line 155
    const/16 v25, 0x0

    .line 94
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    move-object/from16 v2, v22

    invoke-virtual {v2}, Lcom/tidemark/invoices/DocState;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_3

    :cond_7
    move-object/from16 v0, v23

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_3
    move-object/from16 v23, v0

    .line 95
    move-object/from16 v0, v23

    invoke-static {v0}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v24

    if-nez v24, :cond_8

    move-object/from16 v0, v23

    goto :goto_4

    :cond_8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v25, v24

    .line 155
    const/16 v26, 0x0

    .line 95
    new-instance v2, Lcom/tidemark/invoices/Event$Rejected;

    invoke-virtual {v15}, Lcom/tidemark/invoices/Command$DraftInvoice;->getAggregate()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, v25

    invoke-virtual {v5}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v0, p0

    move-object/from16 v1, v22

    if-nez v5, :cond_9

    move-object/from16 v5, v25

    invoke-virtual {v5}, Ljava/lang/Throwable;->toString()Ljava/lang/String;

    move-result-object v5

    :cond_9
    invoke-direct {v2, v4, v5}, Lcom/tidemark/invoices/Event$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/InvoiceProvider;->rejected(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Event$Rejected;)Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_4
    move-object/from16 v23, v0

    .line 96
    move-object/from16 v0, v23

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v23

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 162
    goto :goto_5

    .line 160
    :cond_a
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 89
    :goto_5
    return-object v0

    .line 83
    :goto_6
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method private final getInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    instance-of v0, p2, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;

    move-object v7, v0

    iget v0, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;

    invoke-direct {v7, p0, p2}, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v6, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v8

    .line 78
    iget v0, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 79
    invoke-virtual {p0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "invoice_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->L$0:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->label:I

    invoke-virtual {v0, v1, v7}, Lcom/tidemark/invoices/Repository;->load(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v8, :cond_1

    .line 78
    return-object v8

    :pswitch_1
    iget-object p1, v7, Lcom/tidemark/invoices/InvoiceProvider$getInvoice$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v6

    :cond_1
    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object v5, v0

    .line 80
    invoke-virtual {v5}, Lcom/tidemark/invoices/DocState;->getVersion()I

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "INVALID_ARGS"

    const-string v1, "No invoice has that id."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto :goto_1

    :cond_2
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    invoke-virtual {v5}, Lcom/tidemark/invoices/DocState;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    :goto_1
    return-object v0

    .line 78
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public static final handlers$lambda$0(Lcom/tidemark/invoices/InvoiceProvider;Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;
    .registers 5

    const-string v1, "item"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "progress"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/InvoiceProvider;->deliver(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method private final inTime(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;
    .registers 8

    .line 66
    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    invoke-static {p2}, Lcom/tidemark/invoices/EitherKt;->right(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    goto :goto_0

    .line 67
    :cond_0
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline passed before the invoice was changed."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/EitherKt;->left(Ljava/lang/Object;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method private final listInvoices(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15

    instance-of v0, p2, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;

    if-eqz v0, :cond_0

    move-object v0, p2

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;

    move-object v10, v0

    iget v0, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;

    invoke-direct {v10, p0, p2}, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v9, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v11

    .line 69
    iget v0, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_3

    :pswitch_0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 70
    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 71
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v6

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    const-string v0, "1 = 1"

    goto :goto_2

    :cond_2
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "status = \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "\'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    :goto_2
    move-object v7, v0

    .line 72
    invoke-virtual {p0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "SELECT id, number, customer, total_cents, status FROM invoices WHERE "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " ORDER BY number DESC LIMIT 100"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    sget-object v3, Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/tidemark/invoices/InvoiceProvider$$ExternalSyntheticLambda1;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->L$1:Ljava/lang/Object;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    iput-object v5, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->L$2:Ljava/lang/Object;

    const/4 v5, 0x1

    iput v5, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->label:I

    invoke-virtual {v0, v1, v2, v3, v10}, Lcom/tidemark/invoices/Repository;->rows(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v11, :cond_3

    .line 69
    return-object v11

    :pswitch_1
    iget-object v7, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->L$2:Ljava/lang/Object;

    check-cast v7, Ljava/lang/String;

    iget-object v6, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->L$1:Ljava/lang/Object;

    check-cast v6, Ljava/lang/String;

    iget-object p1, v10, Lcom/tidemark/invoices/InvoiceProvider$listInvoices$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v9

    :cond_3
    check-cast v0, Ljava/util/List;

    move-object v8, v0

    .line 75
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    move-object v5, v8

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "invoices"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    return-object v0

    .line 69
    :goto_3
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public static final listInvoices$lambda$0(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    invoke-static {p0}, Lcom/tidemark/invoices/CursorExtKt;->invoiceSummary(Landroid/database/Cursor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final send(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;

    move-object/from16 v20, v0

    move-object/from16 v0, v20

    iget v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v20

    iget v1, v1, Lcom/tidemark/invoices/InvoiceProvider$send$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v20

    iput v1, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/InvoiceProvider$send$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v20, v0

    :goto_0
    move-object/from16 v0, v20

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->result:Ljava/lang/Object;

    move-object/from16 v19, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v22

    .line 100
    move-object/from16 v0, v20

    iget v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_4

    :pswitch_0
    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 101
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "invoice_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 102
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "email"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 103
    invoke-static {}, Lcom/tidemark/invoices/InvoiceProviderKt;->access$getEMAIL$p()Lkotlin/text/Regex;

    move-result-object v0

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v10

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "INVALID_ARGS"

    const-string v1, "email must be an email address."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    return-object v0

    .line 104
    :cond_1
    new-instance v11, Lcom/tidemark/invoices/Command$SendInvoice;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    sget-object v3, Lcom/tidemark/invoices/Tokens;->INSTANCE:Lcom/tidemark/invoices/Tokens;

    const/16 v4, 0x10

    invoke-virtual {v3, v4}, Lcom/tidemark/invoices/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "op_"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v11, v9, v3, v10}, Lcom/tidemark/invoices/Command$SendInvoice;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v4, p1

    move-object/from16 v3, v20

    iput-object v4, v3, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$0:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v20

    iput-object v4, v3, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$1:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v20

    iput-object v4, v3, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$2:Ljava/lang/Object;

    move-object/from16 v3, v20

    iput-object v11, v3, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$3:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v20

    iput v4, v3, Lcom/tidemark/invoices/InvoiceProvider$send$1;->label:I

    move-object/from16 v2, v20

    invoke-virtual {v0, v9, v2}, Lcom/tidemark/invoices/Repository;->load(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_2

    .line 100
    return-object v22

    :pswitch_1
    move-object/from16 v0, v20

    iget-object v11, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$3:Ljava/lang/Object;

    check-cast v11, Lcom/tidemark/invoices/Command$SendInvoice;

    move-object/from16 v0, v20

    iget-object v10, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$2:Ljava/lang/Object;

    check-cast v10, Ljava/lang/String;

    move-object/from16 v0, v20

    iget-object v9, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$1:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    move-object/from16 v0, v20

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v19

    :cond_2
    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object v12, v0

    .line 106
    move-object v2, v11

    check-cast v2, Lcom/tidemark/invoices/Command;

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2}, Lcom/tidemark/invoices/InvoiceProvider;->inTime(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v13

    .line 107
    const/4 v14, 0x0

    .line 164
    move-object v15, v13

    .line 165
    instance-of v0, v15, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_3

    move-object v0, v13

    goto :goto_1

    .line 166
    :cond_3
    instance-of v0, v15, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_4

    move-object v0, v13

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Lcom/tidemark/invoices/Command$SendInvoice;

    const/16 v17, 0x0

    .line 107
    sget-object v0, Lcom/tidemark/invoices/Decider;->INSTANCE:Lcom/tidemark/invoices/Decider;

    move-object/from16 v2, v16

    check-cast v2, Lcom/tidemark/invoices/Command;

    invoke-virtual {v0, v12, v2}, Lcom/tidemark/invoices/Decider;->decide(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    .line 166
    goto :goto_1

    .line 164
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 167
    :goto_1
    move-object v13, v0

    .line 108
    const/4 v14, 0x0

    .line 168
    move-object v15, v13

    .line 169
    instance-of v0, v15, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_5

    move-object v0, v13

    goto/16 :goto_2

    .line 170
    :cond_5
    instance-of v0, v15, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_7

    move-object v0, v13

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Ljava/util/List;

    const/16 v17, 0x0

    .line 109
    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    move-object/from16 v2, v16

    invoke-virtual {v0, v12, v2}, Lcom/tidemark/invoices/Reducer;->fold(Lcom/tidemark/invoices/DocState;Ljava/util/List;)Lcom/tidemark/invoices/DocState;

    move-result-object v18

    .line 110
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/InvoiceProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v5, v18

    invoke-static {v5}, Lcom/tidemark/invoices/InvoiceProviderKt;->accepted(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;

    move-result-object v5

    move-object/from16 v8, p1

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$0:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$1:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$2:Ljava/lang/Object;

    move-object/from16 v7, v20

    iput-object v11, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$3:Ljava/lang/Object;

    invoke-static {v12}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$4:Ljava/lang/Object;

    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$5:Ljava/lang/Object;

    move-object/from16 v8, v16

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$6:Ljava/lang/Object;

    move-object/from16 v8, v18

    move-object/from16 v7, v20

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$7:Ljava/lang/Object;

    const/4 v8, 0x2

    move-object/from16 v7, v20

    iput v8, v7, Lcom/tidemark/invoices/InvoiceProvider$send$1;->label:I

    move-object/from16 v1, p1

    move-object/from16 v3, v16

    move-object/from16 v4, v18

    move-object/from16 v6, v20

    invoke-virtual/range {v0 .. v6}, Lcom/tidemark/invoices/Repository;->commit(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v22

    if-ne v0, v2, :cond_6

    .line 100
    return-object v22

    :pswitch_2
    const/4 v14, 0x0

    const/16 v17, 0x0

    move-object/from16 v0, v20

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$7:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object/from16 v18, v0

    move-object/from16 v0, v20

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$6:Ljava/lang/Object;

    check-cast v0, Ljava/util/List;

    move-object/from16 v16, v0

    move-object/from16 v0, v20

    iget-object v13, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$5:Ljava/lang/Object;

    check-cast v13, Lcom/tidemark/invoices/Either;

    move-object/from16 v0, v20

    iget-object v12, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$4:Ljava/lang/Object;

    check-cast v12, Lcom/tidemark/invoices/DocState;

    move-object/from16 v0, v20

    iget-object v11, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$3:Ljava/lang/Object;

    check-cast v11, Lcom/tidemark/invoices/Command$SendInvoice;

    move-object/from16 v0, v20

    iget-object v10, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$2:Ljava/lang/Object;

    check-cast v10, Ljava/lang/String;

    move-object/from16 v0, v20

    iget-object v9, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$1:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    move-object/from16 v0, v20

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$send$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    move-object/from16 v0, v19

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v19

    .line 111
    :cond_6
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getWorker()Lcom/tidemark/invoices/OutboxWorker;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidemark/invoices/OutboxWorker;->kick()V

    .line 170
    move-object/from16 v21, v18

    new-instance v0, Lcom/tidemark/invoices/Either$Right;

    move-object/from16 v2, v21

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Either$Right;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/tidemark/invoices/Either;

    goto :goto_2

    .line 168
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 171
    :goto_2
    move-object v13, v0

    .line 114
    const/4 v14, 0x0

    .line 172
    move-object v15, v13

    .line 173
    instance-of v0, v15, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_8

    move-object v0, v13

    check-cast v0, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Lcom/tidemark/invoices/Outcome$Failed;

    const/16 v17, 0x0

    .line 114
    move-object/from16 v0, v16

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 173
    goto :goto_3

    .line 174
    :cond_8
    instance-of v0, v15, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_a

    move-object v0, v13

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Lcom/tidemark/invoices/DocState;

    const/16 v17, 0x0

    .line 114
    new-instance v0, Lcom/tidemark/invoices/Outcome$Accepted;

    move-object/from16 v2, v16

    invoke-virtual {v2}, Lcom/tidemark/invoices/DocState;->getOperationId()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_9

    invoke-virtual {v11}, Lcom/tidemark/invoices/Command$SendInvoice;->getOperationId()Ljava/lang/String;

    move-result-object v2

    :cond_9
    const-wide/16 v3, 0x5dc

    invoke-direct {v0, v2, v3, v4}, Lcom/tidemark/invoices/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 174
    goto :goto_3

    .line 172
    :cond_a
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 106
    :goto_3
    return-object v0

    .line 100
    :goto_4
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private final voidInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 24

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;

    move-object/from16 v19, v0

    move-object/from16 v0, v19

    iget v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v19

    iget v1, v1, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v19

    iput v1, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v19, v0

    :goto_0
    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->result:Ljava/lang/Object;

    move-object/from16 v18, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v20

    .line 117
    move-object/from16 v0, v19

    iget v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_4

    :pswitch_0
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 118
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "invoice_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 119
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v4, p1

    move-object/from16 v3, v19

    iput-object v4, v3, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v19

    iput-object v9, v3, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v19

    iput v4, v3, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->label:I

    move-object/from16 v2, v19

    invoke-virtual {v0, v9, v2}, Lcom/tidemark/invoices/Repository;->load(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v20

    if-ne v0, v2, :cond_1

    .line 117
    return-object v20

    :pswitch_1
    move-object/from16 v0, v19

    iget-object v9, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$1:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    :cond_1
    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object v10, v0

    .line 120
    new-instance v2, Lcom/tidemark/invoices/Command$VoidInvoice;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/tidemark/invoices/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "reason"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "optString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v9, v5}, Lcom/tidemark/invoices/Command$VoidInvoice;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lcom/tidemark/invoices/Command;

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2}, Lcom/tidemark/invoices/InvoiceProvider;->inTime(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v11

    .line 121
    const/4 v12, 0x0

    .line 176
    move-object v13, v11

    .line 177
    instance-of v0, v13, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_2

    move-object v0, v11

    goto :goto_1

    .line 178
    :cond_2
    instance-of v0, v13, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_3

    move-object v0, v11

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Lcom/tidemark/invoices/Command$VoidInvoice;

    const/4 v15, 0x0

    .line 121
    sget-object v0, Lcom/tidemark/invoices/Decider;->INSTANCE:Lcom/tidemark/invoices/Decider;

    move-object v2, v14

    check-cast v2, Lcom/tidemark/invoices/Command;

    invoke-virtual {v0, v10, v2}, Lcom/tidemark/invoices/Decider;->decide(Lcom/tidemark/invoices/DocState;Lcom/tidemark/invoices/Command;)Lcom/tidemark/invoices/Either;

    move-result-object v0

    .line 178
    goto :goto_1

    .line 176
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 179
    :goto_1
    move-object v11, v0

    .line 122
    const/4 v12, 0x0

    .line 180
    move-object v13, v11

    .line 181
    instance-of v0, v13, Lcom/tidemark/invoices/Either$Left;

    if-eqz v0, :cond_4

    move-object v0, v11

    check-cast v0, Lcom/tidemark/invoices/Either$Left;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Left;->getValue()Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Lcom/tidemark/invoices/Outcome$Failed;

    const/4 v15, 0x0

    .line 122
    move-object v0, v14

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 181
    goto/16 :goto_3

    .line 182
    :cond_4
    instance-of v0, v13, Lcom/tidemark/invoices/Either$Right;

    if-eqz v0, :cond_9

    move-object v0, v11

    check-cast v0, Lcom/tidemark/invoices/Either$Right;

    invoke-virtual {v0}, Lcom/tidemark/invoices/Either$Right;->getValue()Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Ljava/util/List;

    const/4 v15, 0x0

    .line 123
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/tidemark/invoices/InvoiceProvider;->confirmation(Lcom/tidemark/invoices/ToolCall;)Ljava/lang/Boolean;

    move-result-object v16

    .line 124
    if-nez v16, :cond_5

    invoke-virtual {v10}, Lcom/tidemark/invoices/DocState;->getNumber()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v10}, Lcom/tidemark/invoices/DocState;->getCustomer()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "void invoice "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " of "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const/high16 v3, 0x8000000

    invoke-virtual {v0, v1, v2, v3}, Lcom/tidemark/invoices/InvoiceProvider;->askUser(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;I)Lcom/tidemark/invoices/Outcome;

    move-result-object v0

    goto/16 :goto_2

    .line 125
    :cond_5
    const/4 v1, 0x0

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v1

    move-object/from16 v0, v16

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const-string v0, "USER_CANCELLED"

    const-string v1, "The invoice was not voided."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto/16 :goto_2

    .line 126
    :cond_6
    const/4 v1, 0x1

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v1

    move-object/from16 v0, v16

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    .line 127
    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    invoke-virtual {v0, v10, v14}, Lcom/tidemark/invoices/Reducer;->fold(Lcom/tidemark/invoices/DocState;Ljava/util/List;)Lcom/tidemark/invoices/DocState;

    move-result-object v17

    .line 128
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tidemark/invoices/InvoiceProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v5, v17

    invoke-static {v5}, Lcom/tidemark/invoices/InvoiceProviderKt;->done(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;

    move-result-object v5

    move-object/from16 v8, p1

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v19

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$0:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v19

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$1:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v19

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$2:Ljava/lang/Object;

    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v19

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$3:Ljava/lang/Object;

    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    move-object/from16 v7, v19

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$4:Ljava/lang/Object;

    move-object/from16 v8, v17

    move-object/from16 v7, v19

    iput-object v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$5:Ljava/lang/Object;

    const/4 v8, 0x2

    move-object/from16 v7, v19

    iput v8, v7, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->label:I

    move-object/from16 v1, p1

    move-object v3, v14

    move-object/from16 v4, v17

    move-object/from16 v6, v19

    invoke-virtual/range {v0 .. v6}, Lcom/tidemark/invoices/Repository;->commit(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v20

    if-ne v0, v2, :cond_7

    .line 117
    return-object v20

    :pswitch_2
    const/4 v12, 0x0

    const/4 v15, 0x0

    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$5:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object/from16 v17, v0

    move-object/from16 v0, v19

    iget-object v14, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$4:Ljava/lang/Object;

    check-cast v14, Ljava/util/List;

    move-object/from16 v0, v19

    iget-object v11, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$3:Ljava/lang/Object;

    check-cast v11, Lcom/tidemark/invoices/Either;

    move-object/from16 v0, v19

    iget-object v10, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$2:Ljava/lang/Object;

    check-cast v10, Lcom/tidemark/invoices/DocState;

    move-object/from16 v0, v19

    iget-object v9, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$1:Ljava/lang/Object;

    check-cast v9, Ljava/lang/String;

    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/InvoiceProvider$voidInvoice$1;->L$0:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/ToolCall;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    .line 129
    :cond_7
    new-instance v0, Lcom/tidemark/invoices/Outcome$Done;

    move-object/from16 v2, v17

    invoke-virtual {v2}, Lcom/tidemark/invoices/DocState;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tidemark/invoices/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    goto :goto_2

    .line 123
    :cond_8
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 182
    :goto_2
    goto :goto_3

    .line 180
    :cond_9
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 120
    :goto_3
    return-object v0

    .line 117
    :goto_4
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method


# virtual methods
.method protected findOperation(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    instance-of v0, p3, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;

    if-eqz v0, :cond_0

    move-object v0, p3

    check-cast v0, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;

    move-object v8, v0

    iget v0, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;

    invoke-direct {v8, p0, p3}, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;-><init>(Lcom/tidemark/invoices/InvoiceProvider;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v7, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v9

    .line 55
    iget v0, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    :pswitch_0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 56
    invoke-virtual {p0}, Lcom/tidemark/invoices/InvoiceProvider;->getRepo()Lcom/tidemark/invoices/Repository;

    move-result-object v0

    iput-object p1, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->L$1:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->label:I

    invoke-virtual {v0, p2, v8}, Lcom/tidemark/invoices/Repository;->operation(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v9, :cond_1

    .line 55
    return-object v9

    :pswitch_1
    iget-object p2, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v8, Lcom/tidemark/invoices/InvoiceProvider$findOperation$1;->L$0:Ljava/lang/Object;

    check-cast p1, Lcom/tidemark/invoices/ToolCall;

    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v7

    .line 56
    :cond_1
    check-cast v0, Lcom/tidemark/invoices/OperationRow;

    if-eqz v0, :cond_3

    move-object v4, v0

    move-object v5, v4

    .line 155
    const/4 v6, 0x0

    .line 56
    invoke-virtual {v5}, Lcom/tidemark/invoices/OperationRow;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tidemark/invoices/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v4

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    return-object v0

    .line 55
    :goto_2
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method protected getHandlers()Ljava/util/Map;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider;->handlers:Ljava/util/Map;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Lorg/json/JSONArray;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider;->scopes:Lorg/json/JSONArray;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/tidemark/invoices/InvoiceProvider;->tools:Ljava/util/List;

    return-object v0
.end method

.method protected resultOf(Lcom/tidemark/invoices/OperationRow;)Lcom/tidemark/invoices/FileResult;
    .registers 7

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Lcom/tidemark/invoices/OperationRow;->getResultPath()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_0

    const/4 v2, 0x0

    return-object v2

    :cond_0
    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    move-object v4, v0

    .line 60
    invoke-virtual {v4}, Ljava/io/File;->exists()Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 61
    :cond_1
    sget-object v0, Lcom/tidemark/invoices/FileResults;->INSTANCE:Lcom/tidemark/invoices/FileResults;

    const-string v2, "text/plain"

    const/high16 v3, 0x10000000

    invoke-virtual {v0, v4, v2, v3}, Lcom/tidemark/invoices/FileResults;->open(Ljava/io/File;Ljava/lang/String;I)Lcom/tidemark/invoices/FileResult;

    move-result-object v0

    return-object v0
.end method

.method protected run(Lcom/tidemark/invoices/ToolCall;Lcom/tidemark/invoices/ToolSpec;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 10

    .line 46
    invoke-virtual {p2}, Lcom/tidemark/invoices/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_invoice"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_1
    const-string v1, "send_invoice"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_2
    const-string v1, "draft_invoice"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_3
    const-string v1, "list_invoices"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_4
    const-string v1, "void_invoice"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    .line 47
    :cond_0
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/InvoiceProvider;->listInvoices(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 53
    return-object v0

    .line 48
    :cond_1
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/InvoiceProvider;->getInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 53
    return-object v0

    .line 49
    :cond_2
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/InvoiceProvider;->draft(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 53
    return-object v0

    .line 50
    :cond_3
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/InvoiceProvider;->send(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 53
    return-object v0

    .line 51
    :cond_4
    invoke-direct {p0, p1, p3}, Lcom/tidemark/invoices/InvoiceProvider;->voidInvoice(Lcom/tidemark/invoices/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 53
    return-object v0

    .line 52
    :goto_0
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tidemark/invoices/ProtocolKt;->problem$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tidemark/invoices/Outcome$Failed;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Outcome;

    .line 53
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x79818a99 -> :sswitch_3
        -0x7762cd71 -> :sswitch_2
        0x16b7b176 -> :sswitch_1
        0x394c6782 -> :sswitch_4
        0x7965c344 -> :sswitch_0
    .end sparse-switch
.end method
