.class public final Lcom/tidemark/invoices/Event$ExportQueued;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event$Queued;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final fromMs:J

.field private final operationId:Ljava/lang/String;

.field private final toMs:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;JJ)V
    .registers 8

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "operationId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Event$ExportQueued;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Event$ExportQueued;->operationId:Ljava/lang/String;

    iput-wide p3, p0, Lcom/tidemark/invoices/Event$ExportQueued;->fromMs:J

    iput-wide p5, p0, Lcom/tidemark/invoices/Event$ExportQueued;->toMs:J

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/tidemark/invoices/Event$ExportQueued;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getFromMs()J
    .registers 3

    .line 49
    iget-wide v0, p0, Lcom/tidemark/invoices/Event$ExportQueued;->fromMs:J

    return-wide v0
.end method

.method public getJob()Ljava/lang/String;
    .registers 2

    .line 51
    const-string v0, "export_ledger"

    return-object v0
.end method

.method public getOperationId()Ljava/lang/String;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/tidemark/invoices/Event$ExportQueued;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getToMs()J
    .registers 3

    .line 49
    iget-wide v0, p0, Lcom/tidemark/invoices/Event$ExportQueued;->toMs:J

    return-wide v0
.end method

.method public getType()Ljava/lang/String;
    .registers 2

    .line 50
    const-string v0, "export_queued"

    return-object v0
.end method

.method public payload()Lorg/json/JSONObject;
    .registers 5

    .line 52
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/tidemark/invoices/Event$ExportQueued;->getOperationId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidemark/invoices/Event$ExportQueued;->fromMs:J

    const-string v1, "from_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidemark/invoices/Event$ExportQueued;->toMs:J

    const-string v1, "to_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
