.class public final Lapp/tallybook/budget/data/Budget;
.super Ljava/lang/Object;
.source "BudgetStore.kt"


# instance fields
.field private final closed:Z

.field private final id:J

.field private final limitCents:J

.field private final name:Ljava/lang/String;

.field private final periodStart:Ljava/lang/String;

.field private final spentCents:J


# direct methods
.method public constructor <init>(JLjava/lang/String;JJLjava/lang/String;Z)V
    .registers 11

    const-string v0, "name"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "periodStart"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-wide p1, p0, Lapp/tallybook/budget/data/Budget;->id:J

    .line 9
    iput-object p3, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    .line 10
    iput-wide p4, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    .line 11
    iput-wide p6, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    .line 12
    iput-object p8, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    .line 13
    iput-boolean p9, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    .line 7
    return-void
.end method

.method public synthetic constructor <init>(JLjava/lang/String;JJLjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 13

    .line 7
    and-int/lit8 v0, p10, 0x20

    if-eqz v0, :cond_0

    .line 13
    const/4 p9, 0x0

    .line 7
    :cond_0
    invoke-direct/range {p0 .. p9}, Lapp/tallybook/budget/data/Budget;-><init>(JLjava/lang/String;JJLjava/lang/String;Z)V

    .line 14
    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/data/Budget;JLjava/lang/String;JJLjava/lang/String;ZILjava/lang/Object;)Lapp/tallybook/budget/data/Budget;
    .registers 13

    and-int/lit8 v0, p10, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/tallybook/budget/data/Budget;->id:J

    :cond_0
    and-int/lit8 v0, p10, 0x2

    if-eqz v0, :cond_1

    iget-object p3, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p10, 0x4

    if-eqz v0, :cond_2

    iget-wide p4, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    :cond_2
    and-int/lit8 v0, p10, 0x8

    if-eqz v0, :cond_3

    iget-wide p6, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    :cond_3
    and-int/lit8 v0, p10, 0x10

    if-eqz v0, :cond_4

    iget-object p8, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    :cond_4
    and-int/lit8 v0, p10, 0x20

    if-eqz v0, :cond_5

    iget-boolean p9, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    :cond_5
    invoke-virtual/range {p0 .. p9}, Lapp/tallybook/budget/data/Budget;->copy(JLjava/lang/String;JJLjava/lang/String;Z)Lapp/tallybook/budget/data/Budget;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->id:J

    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    return-wide v0
.end method

.method public final component4()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    return-wide v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    return-object v0
.end method

.method public final component6()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    return v0
.end method

.method public final copy(JLjava/lang/String;JJLjava/lang/String;Z)Lapp/tallybook/budget/data/Budget;
    .registers 20

    const-string v1, "name"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p8

    const-string v1, "periodStart"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/tallybook/budget/data/Budget;

    move-wide v1, p1

    move-object v3, p3

    move-wide v4, p4

    move-wide/from16 v6, p6

    move-object/from16 v8, p8

    move/from16 v9, p9

    invoke-direct/range {v0 .. v9}, Lapp/tallybook/budget/data/Budget;-><init>(JLjava/lang/String;JJLjava/lang/String;Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/data/Budget;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/data/Budget;

    move-object v4, v0

    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->id:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/Budget;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/Budget;->limitCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/Budget;->spentCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-boolean v0, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    iget-boolean v1, v4, Lapp/tallybook/budget/data/Budget;->closed:Z

    if-eq v0, v1, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    const/4 v0, 0x1

    return v0
.end method

.method public final getClosed()Z
    .registers 2

    .line 13
    iget-boolean v0, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    return v0
.end method

.method public final getId()J
    .registers 3

    .line 8
    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->id:J

    return-wide v0
.end method

.method public final getLimitCents()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    return-wide v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getPeriodStart()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    return-object v0
.end method

.method public final getRemainingCents()J
    .registers 5

    .line 15
    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    iget-wide v2, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    sub-long/2addr v0, v2

    const-wide/16 v2, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlin/ranges/RangesKt;->coerceAtLeast(JJ)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getSpentCents()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 18
    iget-wide v2, p0, Lapp/tallybook/budget/data/Budget;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 19
    iget-object v2, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 20
    iget-wide v2, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    const-string v1, "limit_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 21
    iget-wide v2, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    const-string v1, "spent_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 22
    invoke-virtual {p0}, Lapp/tallybook/budget/data/Budget;->getRemainingCents()J

    move-result-wide v2

    const-string v1, "remaining_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 23
    iget-object v2, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    const-string v1, "period_start"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 12

    iget-wide v0, p0, Lapp/tallybook/budget/data/Budget;->id:J

    iget-object v2, p0, Lapp/tallybook/budget/data/Budget;->name:Ljava/lang/String;

    iget-wide v3, p0, Lapp/tallybook/budget/data/Budget;->limitCents:J

    iget-wide v5, p0, Lapp/tallybook/budget/data/Budget;->spentCents:J

    iget-object v7, p0, Lapp/tallybook/budget/data/Budget;->periodStart:Ljava/lang/String;

    iget-boolean v8, p0, Lapp/tallybook/budget/data/Budget;->closed:Z

    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    const-string v10, "Budget(id="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v10, ", name="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", limitCents="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v10, ", spentCents="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v10, ", periodStart="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", closed="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v8}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v10, ")"

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
