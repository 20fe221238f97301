.class public final Lcom/larchwood/library/Ticket;
.super Ljava/lang/Object;
.source "Tokens.kt"


# instance fields
.field private final approved:Ljava/lang/Boolean;

.field private final digest:Ljava/lang/String;

.field private final expiresAt:J

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)V
    .registers 8

    const-string v0, "tool"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/larchwood/library/Ticket;->uid:I

    iput-object p2, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    iput-object p3, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    iput-wide p4, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    iput-object p6, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 10

    .line 33
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_0

    const/4 p6, 0x0

    :cond_0
    invoke-direct/range {p0 .. p6}, Lcom/larchwood/library/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)V

    return-void
.end method

.method public static synthetic copy$default(Lcom/larchwood/library/Ticket;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/larchwood/library/Ticket;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget p1, p0, Lcom/larchwood/library/Ticket;->uid:I

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-wide p4, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-object p6, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    :cond_4
    invoke-virtual/range {p0 .. p6}, Lcom/larchwood/library/Ticket;->copy(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)Lcom/larchwood/library/Ticket;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lcom/larchwood/library/Ticket;->uid:I

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()J
    .registers 3

    iget-wide v0, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    return-wide v0
.end method

.method public final component5()Ljava/lang/Boolean;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final copy(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)Lcom/larchwood/library/Ticket;
    .registers 14

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/larchwood/library/Ticket;

    move v1, p1

    move-object v2, p2

    move-object v3, p3

    move-wide v4, p4

    move-object v6, p6

    invoke-direct/range {v0 .. v6}, Lcom/larchwood/library/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/larchwood/library/Ticket;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/larchwood/library/Ticket;

    move-object v4, v0

    iget v0, p0, Lcom/larchwood/library/Ticket;->uid:I

    iget v1, v4, Lcom/larchwood/library/Ticket;->uid:I

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    iget-object v1, v4, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    iget-object v1, v4, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-wide v0, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    iget-wide v2, v4, Lcom/larchwood/library/Ticket;->expiresAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    iget-object v1, v4, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final fits(ILjava/lang/String;Ljava/lang/String;)Z
    .registers 8

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    iget v0, p0, Lcom/larchwood/library/Ticket;->uid:I

    if-ne v0, p1, :cond_0

    iget-object v0, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-wide v0, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getApproved()Ljava/lang/Boolean;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 33
    iget-wide v0, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    return-wide v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 33
    iget v0, p0, Lcom/larchwood/library/Ticket;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget v0, p0, Lcom/larchwood/library/Ticket;->uid:I

    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    :goto_0
    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget v0, p0, Lcom/larchwood/library/Ticket;->uid:I

    iget-object v1, p0, Lcom/larchwood/library/Ticket;->tool:Ljava/lang/String;

    iget-object v2, p0, Lcom/larchwood/library/Ticket;->digest:Ljava/lang/String;

    iget-wide v3, p0, Lcom/larchwood/library/Ticket;->expiresAt:J

    iget-object v5, p0, Lcom/larchwood/library/Ticket;->approved:Ljava/lang/Boolean;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Ticket(uid="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v7, ", tool="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", digest="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", expiresAt="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", approved="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
