.class public final Lcom/tallyfold/money/Outcome$Accepted;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/tallyfold/money/Outcome;


# instance fields
.field private final operation:Ljava/lang/String;

.field private final pollAfterMs:J


# direct methods
.method private constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "operation"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    iput-wide p2, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    return-void
.end method

.method public static synthetic copy-SHyzYV4$default(Lcom/tallyfold/money/Outcome$Accepted;Ljava/lang/String;JILjava/lang/Object;)Lcom/tallyfold/money/Outcome$Accepted;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-wide p2, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    :cond_1
    invoke-virtual {p0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$Accepted;->copy-SHyzYV4(Ljava/lang/String;J)Lcom/tallyfold/money/Outcome$Accepted;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1-bnb98_U()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    return-wide v0
.end method

.method public final copy-SHyzYV4(Ljava/lang/String;J)Lcom/tallyfold/money/Outcome$Accepted;
    .registers 7

    const-string v1, "operation"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/Outcome$Accepted;

    const/4 v2, 0x0

    invoke-direct {v0, p1, p2, p3, v2}, Lcom/tallyfold/money/Outcome$Accepted;-><init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/Outcome$Accepted;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/Outcome$Accepted;

    move-object v4, v0

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    iget-object v1, v4, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/tallyfold/money/OperationId;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-wide v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    iget-wide v2, v4, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getOperation-bnb98_U()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    return-object v0
.end method

.method public final getPollAfterMs()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    invoke-static {v0}, Lcom/tallyfold/money/OperationId;->hashCode-impl(Ljava/lang/String;)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Accepted;->operation:Ljava/lang/String;

    invoke-static {v0}, Lcom/tallyfold/money/OperationId;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-wide v1, p0, Lcom/tallyfold/money/Outcome$Accepted;->pollAfterMs:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Accepted(operation="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", pollAfterMs="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
