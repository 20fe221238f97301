.class public final Lcom/tidemark/invoices/Event$Rejected;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final reason:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "reason"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Event$Rejected;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Event$Rejected;->reason:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/tidemark/invoices/Event$Rejected;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getReason()Ljava/lang/String;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/tidemark/invoices/Event$Rejected;->reason:Ljava/lang/String;

    return-object v0
.end method

.method public getType()Ljava/lang/String;
    .registers 2

    .line 66
    const-string v0, "rejected"

    return-object v0
.end method

.method public payload()Lorg/json/JSONObject;
    .registers 4

    .line 67
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tidemark/invoices/Event$Rejected;->reason:Ljava/lang/String;

    const-string v1, "reason"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
