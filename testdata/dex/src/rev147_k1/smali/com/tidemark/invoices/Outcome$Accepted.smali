.class public final Lcom/tidemark/invoices/Outcome$Accepted;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/tidemark/invoices/Outcome;


# instance fields
.field private final operationId:Ljava/lang/String;

.field private final pollAfterMs:J


# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "operationId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Outcome$Accepted;->operationId:Ljava/lang/String;

    iput-wide p2, p0, Lcom/tidemark/invoices/Outcome$Accepted;->pollAfterMs:J

    return-void
.end method


# virtual methods
.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/tidemark/invoices/Outcome$Accepted;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getPollAfterMs()J
    .registers 3

    .line 32
    iget-wide v0, p0, Lcom/tidemark/invoices/Outcome$Accepted;->pollAfterMs:J

    return-wide v0
.end method
