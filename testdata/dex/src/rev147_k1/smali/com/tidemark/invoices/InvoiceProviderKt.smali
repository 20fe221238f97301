.class public final Lcom/tidemark/invoices/InvoiceProviderKt;
.super Ljava/lang/Object;
.source "InvoiceProvider.kt"


# static fields
.field private static final EMAIL:Lkotlin/text/Regex;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 10
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/tidemark/invoices/InvoiceProviderKt;->EMAIL:Lkotlin/text/Regex;

    return-void
.end method

.method public static final accepted(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 153
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "accepted"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidemark/invoices/DocState;->getOperationId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final synthetic access$getEMAIL$p()Lkotlin/text/Regex;
    .registers 1

    .line 1
    sget-object v0, Lcom/tidemark/invoices/InvoiceProviderKt;->EMAIL:Lkotlin/text/Regex;

    return-object v0
.end method

.method public static final done(Lcom/tidemark/invoices/DocState;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 151
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "done"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tidemark/invoices/DocState;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
