.class public final Lcom/tidemark/invoices/OutboxItem;
.super Ljava/lang/Object;
.source "Repository.kt"


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final cancelRequested:Z

.field private final id:J

.field private final kind:Ljava/lang/String;

.field private final operationId:Ljava/lang/String;

.field private final ownerUid:I

.field private final payload:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 10

    const-string v0, "kind"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "aggregate"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "operationId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "payload"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 42
    iput-wide p1, p0, Lcom/tidemark/invoices/OutboxItem;->id:J

    .line 43
    iput-object p3, p0, Lcom/tidemark/invoices/OutboxItem;->kind:Ljava/lang/String;

    .line 44
    iput-object p4, p0, Lcom/tidemark/invoices/OutboxItem;->aggregate:Ljava/lang/String;

    .line 45
    iput-object p5, p0, Lcom/tidemark/invoices/OutboxItem;->operationId:Ljava/lang/String;

    .line 46
    iput p6, p0, Lcom/tidemark/invoices/OutboxItem;->ownerUid:I

    .line 47
    iput-object p7, p0, Lcom/tidemark/invoices/OutboxItem;->payload:Ljava/lang/String;

    .line 48
    iput-boolean p8, p0, Lcom/tidemark/invoices/OutboxItem;->cancelRequested:Z

    .line 41
    return-void
.end method


# virtual methods
.method public final getAggregate()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxItem;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getCancelRequested()Z
    .registers 2

    .line 48
    iget-boolean v0, p0, Lcom/tidemark/invoices/OutboxItem;->cancelRequested:Z

    return v0
.end method

.method public final getId()J
    .registers 3

    .line 42
    iget-wide v0, p0, Lcom/tidemark/invoices/OutboxItem;->id:J

    return-wide v0
.end method

.method public final getKind()Ljava/lang/String;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxItem;->kind:Ljava/lang/String;

    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxItem;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 46
    iget v0, p0, Lcom/tidemark/invoices/OutboxItem;->ownerUid:I

    return v0
.end method

.method public final getPayload()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxItem;->payload:Ljava/lang/String;

    return-object v0
.end method
