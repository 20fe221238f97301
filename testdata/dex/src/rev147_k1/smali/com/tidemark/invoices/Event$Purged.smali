.class public final Lcom/tidemark/invoices/Event$Purged;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final olderThanMs:J


# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Event$Purged;->aggregate:Ljava/lang/String;

    iput-wide p2, p0, Lcom/tidemark/invoices/Event$Purged;->olderThanMs:J

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 60
    iget-object v0, p0, Lcom/tidemark/invoices/Event$Purged;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getOlderThanMs()J
    .registers 3

    .line 60
    iget-wide v0, p0, Lcom/tidemark/invoices/Event$Purged;->olderThanMs:J

    return-wide v0
.end method

.method public getType()Ljava/lang/String;
    .registers 2

    .line 61
    const-string v0, "purged"

    return-object v0
.end method

.method public payload()Lorg/json/JSONObject;
    .registers 5

    .line 62
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/tidemark/invoices/Event$Purged;->olderThanMs:J

    const-string v1, "older_than_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
