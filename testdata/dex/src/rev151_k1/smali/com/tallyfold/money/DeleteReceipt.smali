.class public final Lcom/tallyfold/money/DeleteReceipt;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/ReceiptCommand;


# instance fields
.field private final receiptId:J


# direct methods
.method public constructor <init>(J)V
    .registers 3

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/DeleteReceipt;JILjava/lang/Object;)Lcom/tallyfold/money/DeleteReceipt;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    :cond_0
    invoke-virtual {p0, p1, p2}, Lcom/tallyfold/money/DeleteReceipt;->copy(J)Lcom/tallyfold/money/DeleteReceipt;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    return-wide v0
.end method

.method public final copy(J)Lcom/tallyfold/money/DeleteReceipt;
    .registers 4

    new-instance v0, Lcom/tallyfold/money/DeleteReceipt;

    invoke-direct {v0, p1, p2}, Lcom/tallyfold/money/DeleteReceipt;-><init>(J)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/DeleteReceipt;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/DeleteReceipt;

    move-object v4, v0

    iget-wide v0, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    iget-wide v2, v4, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getReceiptId()J
    .registers 3

    .line 59
    iget-wide v0, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-wide v0, p0, Lcom/tallyfold/money/DeleteReceipt;->receiptId:J

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "DeleteReceipt(receiptId="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
