.class public final Lcom/tidemark/invoices/Event$Drafted;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final customer:Ljava/lang/String;

.field private final number:Ljava/lang/String;

.field private final totalCents:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "number"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "customer"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Event$Drafted;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Event$Drafted;->number:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidemark/invoices/Event$Drafted;->customer:Ljava/lang/String;

    iput-wide p4, p0, Lcom/tidemark/invoices/Event$Drafted;->totalCents:J

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/tidemark/invoices/Event$Drafted;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getCustomer()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/tidemark/invoices/Event$Drafted;->customer:Ljava/lang/String;

    return-object v0
.end method

.method public final getNumber()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/tidemark/invoices/Event$Drafted;->number:Ljava/lang/String;

    return-object v0
.end method

.method public final getTotalCents()J
    .registers 3

    .line 28
    iget-wide v0, p0, Lcom/tidemark/invoices/Event$Drafted;->totalCents:J

    return-wide v0
.end method

.method public getType()Ljava/lang/String;
    .registers 2

    .line 29
    const-string v0, "drafted"

    return-object v0
.end method

.method public payload()Lorg/json/JSONObject;
    .registers 5

    .line 30
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tidemark/invoices/Event$Drafted;->number:Ljava/lang/String;

    const-string v1, "number"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidemark/invoices/Event$Drafted;->customer:Ljava/lang/String;

    const-string v1, "customer"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/tidemark/invoices/Event$Drafted;->totalCents:J

    const-string v1, "total_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
