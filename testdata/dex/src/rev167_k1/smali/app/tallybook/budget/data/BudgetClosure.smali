.class public final Lapp/tallybook/budget/data/BudgetClosure;
.super Ljava/lang/Object;
.source "BudgetStore.kt"


# instance fields
.field private final archiveExpenses:Z

.field private final budgetId:J

.field private final confirmed:Z


# direct methods
.method public constructor <init>(JZZ)V
    .registers 5

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    iput-boolean p3, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    iput-boolean p4, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    return-void
.end method

.method public synthetic constructor <init>(JZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8

    .line 30
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_0

    const/4 p4, 0x0

    :cond_0
    invoke-direct {p0, p1, p2, p3, p4}, Lapp/tallybook/budget/data/BudgetClosure;-><init>(JZZ)V

    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/data/BudgetClosure;JZZILjava/lang/Object;)Lapp/tallybook/budget/data/BudgetClosure;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-boolean p3, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-boolean p4, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    :cond_2
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/tallybook/budget/data/BudgetClosure;->copy(JZZ)Lapp/tallybook/budget/data/BudgetClosure;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    return-wide v0
.end method

.method public final component2()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    return v0
.end method

.method public final component3()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    return v0
.end method

.method public final copy(JZZ)Lapp/tallybook/budget/data/BudgetClosure;
    .registers 6

    new-instance v0, Lapp/tallybook/budget/data/BudgetClosure;

    invoke-direct {v0, p1, p2, p3, p4}, Lapp/tallybook/budget/data/BudgetClosure;-><init>(JZZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/data/BudgetClosure;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/data/BudgetClosure;

    move-object v4, v0

    iget-wide v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-boolean v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    iget-boolean v1, v4, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-boolean v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    iget-boolean v1, v4, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getArchiveExpenses()Z
    .registers 2

    .line 30
    iget-boolean v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    return v0
.end method

.method public final getBudgetId()J
    .registers 3

    .line 30
    iget-wide v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    return-wide v0
.end method

.method public final getConfirmed()Z
    .registers 2

    .line 30
    iget-boolean v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-wide v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-wide v0, p0, Lapp/tallybook/budget/data/BudgetClosure;->budgetId:J

    iget-boolean v2, p0, Lapp/tallybook/budget/data/BudgetClosure;->archiveExpenses:Z

    iget-boolean v3, p0, Lapp/tallybook/budget/data/BudgetClosure;->confirmed:Z

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "BudgetClosure(budgetId="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, ", archiveExpenses="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v5, ", confirmed="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
