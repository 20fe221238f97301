.class public final Lcom/tallyfold/money/MoveFunds;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/LedgerCommand;


# instance fields
.field private final amountCents:J

.field private final from:J

.field private final to:J


# direct methods
.method public constructor <init>(JJJ)V
    .registers 7

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    iput-wide p3, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    iput-wide p5, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/MoveFunds;JJJILjava/lang/Object;)Lcom/tallyfold/money/MoveFunds;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-wide p3, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-wide p5, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    :cond_2
    invoke-virtual/range {p0 .. p6}, Lcom/tallyfold/money/MoveFunds;->copy(JJJ)Lcom/tallyfold/money/MoveFunds;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    return-wide v0
.end method

.method public final component2()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    return-wide v0
.end method

.method public final component3()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    return-wide v0
.end method

.method public final copy(JJJ)Lcom/tallyfold/money/MoveFunds;
    .registers 14

    new-instance v0, Lcom/tallyfold/money/MoveFunds;

    move-wide v1, p1

    move-wide v3, p3

    move-wide v5, p5

    invoke-direct/range {v0 .. v6}, Lcom/tallyfold/money/MoveFunds;-><init>(JJJ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/MoveFunds;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/MoveFunds;

    move-object v4, v0

    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    iget-wide v2, v4, Lcom/tallyfold/money/MoveFunds;->from:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    iget-wide v2, v4, Lcom/tallyfold/money/MoveFunds;->to:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    iget-wide v2, v4, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getAmountCents()J
    .registers 3

    .line 30
    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    return-wide v0
.end method

.method public final getFrom()J
    .registers 3

    .line 30
    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    return-wide v0
.end method

.method public final getTo()J
    .registers 3

    .line 30
    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-wide v0, p0, Lcom/tallyfold/money/MoveFunds;->from:J

    iget-wide v2, p0, Lcom/tallyfold/money/MoveFunds;->to:J

    iget-wide v4, p0, Lcom/tallyfold/money/MoveFunds;->amountCents:J

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "MoveFunds(from="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", to="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", amountCents="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
