.class public final Lapp/tallybook/budget/data/LimitChange;
.super Ljava/lang/Object;
.source "BudgetStore.kt"


# instance fields
.field private final budgetId:J

.field private final limitCents:J

.field private final notifyMembers:Z


# direct methods
.method public constructor <init>(JJZ)V
    .registers 6

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    iput-wide p3, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    iput-boolean p5, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    return-void
.end method

.method public synthetic constructor <init>(JJZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9

    .line 27
    and-int/lit8 v0, p6, 0x4

    if-eqz v0, :cond_0

    const/4 p5, 0x0

    :cond_0
    invoke-direct/range {p0 .. p5}, Lapp/tallybook/budget/data/LimitChange;-><init>(JJZ)V

    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/data/LimitChange;JJZILjava/lang/Object;)Lapp/tallybook/budget/data/LimitChange;
    .registers 9

    and-int/lit8 v0, p6, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    :cond_0
    and-int/lit8 v0, p6, 0x2

    if-eqz v0, :cond_1

    iget-wide p3, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    :cond_1
    and-int/lit8 v0, p6, 0x4

    if-eqz v0, :cond_2

    iget-boolean p5, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    :cond_2
    invoke-virtual/range {p0 .. p5}, Lapp/tallybook/budget/data/LimitChange;->copy(JJZ)Lapp/tallybook/budget/data/LimitChange;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    return-wide v0
.end method

.method public final component2()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    return-wide v0
.end method

.method public final component3()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    return v0
.end method

.method public final copy(JJZ)Lapp/tallybook/budget/data/LimitChange;
    .registers 12

    new-instance v0, Lapp/tallybook/budget/data/LimitChange;

    move-wide v1, p1

    move-wide v3, p3

    move v5, p5

    invoke-direct/range {v0 .. v5}, Lapp/tallybook/budget/data/LimitChange;-><init>(JJZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/data/LimitChange;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/data/LimitChange;

    move-object v4, v0

    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-boolean v0, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    iget-boolean v1, v4, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getBudgetId()J
    .registers 3

    .line 27
    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    return-wide v0
.end method

.method public final getLimitCents()J
    .registers 3

    .line 27
    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    return-wide v0
.end method

.method public final getNotifyMembers()Z
    .registers 2

    .line 27
    iget-boolean v0, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 8

    iget-wide v0, p0, Lapp/tallybook/budget/data/LimitChange;->budgetId:J

    iget-wide v2, p0, Lapp/tallybook/budget/data/LimitChange;->limitCents:J

    iget-boolean v4, p0, Lapp/tallybook/budget/data/LimitChange;->notifyMembers:Z

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "LimitChange(budgetId="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, ", limitCents="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, ", notifyMembers="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v6, ")"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
