.class public final Lcom/tidemark/invoices/Event$SendQueued;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event$Queued;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final email:Ljava/lang/String;

.field private final operationId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "operationId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "email"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Event$SendQueued;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Event$SendQueued;->operationId:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidemark/invoices/Event$SendQueued;->email:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidemark/invoices/Event$SendQueued;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getEmail()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidemark/invoices/Event$SendQueued;->email:Ljava/lang/String;

    return-object v0
.end method

.method public getJob()Ljava/lang/String;
    .registers 2

    .line 35
    const-string v0, "send_invoice"

    return-object v0
.end method

.method public getOperationId()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidemark/invoices/Event$SendQueued;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public getType()Ljava/lang/String;
    .registers 2

    .line 34
    const-string v0, "send_queued"

    return-object v0
.end method

.method public payload()Lorg/json/JSONObject;
    .registers 4

    .line 36
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/tidemark/invoices/Event$SendQueued;->getOperationId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidemark/invoices/Event$SendQueued;->email:Ljava/lang/String;

    const-string v1, "email"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
