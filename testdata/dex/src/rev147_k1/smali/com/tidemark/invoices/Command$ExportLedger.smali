.class public final Lcom/tidemark/invoices/Command$ExportLedger;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Command;


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

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Command$ExportLedger;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Command$ExportLedger;->operationId:Ljava/lang/String;

    iput-wide p3, p0, Lcom/tidemark/invoices/Command$ExportLedger;->fromMs:J

    iput-wide p5, p0, Lcom/tidemark/invoices/Command$ExportLedger;->toMs:J

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/tidemark/invoices/Command$ExportLedger;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getFromMs()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/tidemark/invoices/Command$ExportLedger;->fromMs:J

    return-wide v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/tidemark/invoices/Command$ExportLedger;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getToMs()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/tidemark/invoices/Command$ExportLedger;->toMs:J

    return-wide v0
.end method
