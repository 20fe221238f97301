.class public final Lio/kanbu/app/core/Outcome$Accepted;
.super Lio/kanbu/app/core/Outcome;
.source "Outcome.kt"


# instance fields
.field private final operationId:Ljava/lang/String;

.field private final pollAfterMs:J


# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "operationId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/core/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    iput-wide p2, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/core/Outcome$Accepted;Ljava/lang/String;JILjava/lang/Object;)Lio/kanbu/app/core/Outcome$Accepted;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-wide p2, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    :cond_1
    invoke-virtual {p0, p1, p2, p3}, Lio/kanbu/app/core/Outcome$Accepted;->copy(Ljava/lang/String;J)Lio/kanbu/app/core/Outcome$Accepted;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()J
    .registers 3

    iget-wide v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    return-wide v0
.end method

.method public final copy(Ljava/lang/String;J)Lio/kanbu/app/core/Outcome$Accepted;
    .registers 6

    const-string v1, "operationId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/core/Outcome$Accepted;

    invoke-direct {v0, p1, p2, p3}, Lio/kanbu/app/core/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/core/Outcome$Accepted;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/core/Outcome$Accepted;

    move-object v4, v0

    iget-object v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-wide v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    iget-wide v2, v4, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getPollAfterMs()J
    .registers 3

    .line 13
    iget-wide v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lio/kanbu/app/core/Outcome$Accepted;->operationId:Ljava/lang/String;

    iget-wide v1, p0, Lio/kanbu/app/core/Outcome$Accepted;->pollAfterMs:J

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Accepted(operationId="

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
