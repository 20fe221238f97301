.class public final Lapp/tallybook/budget/data/ExpenseChange;
.super Ljava/lang/Object;
.source "ExpenseStore.kt"


# instance fields
.field private final amountCents:Ljava/lang/Long;

.field private final category:Ljava/lang/String;

.field private final confirmed:Z

.field private final id:J

.field private final note:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 7

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-wide p1, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    .line 33
    iput-object p3, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    .line 34
    iput-object p4, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    .line 35
    iput-object p5, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    .line 36
    iput-boolean p6, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    .line 31
    return-void
.end method

.method public synthetic constructor <init>(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 10

    .line 31
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_0

    .line 33
    const/4 p3, 0x0

    .line 31
    :cond_0
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_1

    .line 34
    const/4 p4, 0x0

    .line 31
    :cond_1
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_2

    .line 35
    const/4 p5, 0x0

    .line 31
    :cond_2
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_3

    .line 36
    const/4 p6, 0x0

    .line 31
    :cond_3
    invoke-direct/range {p0 .. p6}, Lapp/tallybook/budget/data/ExpenseChange;-><init>(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;Z)V

    .line 37
    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/data/ExpenseChange;JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lapp/tallybook/budget/data/ExpenseChange;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-object p3, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p4, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-object p5, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-boolean p6, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    :cond_4
    invoke-virtual/range {p0 .. p6}, Lapp/tallybook/budget/data/ExpenseChange;->copy(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;Z)Lapp/tallybook/budget/data/ExpenseChange;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    return-wide v0
.end method

.method public final component2()Ljava/lang/Long;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    return v0
.end method

.method public final copy(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;Z)Lapp/tallybook/budget/data/ExpenseChange;
    .registers 14

    new-instance v0, Lapp/tallybook/budget/data/ExpenseChange;

    move-wide v1, p1

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move v6, p6

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/data/ExpenseChange;-><init>(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/data/ExpenseChange;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/data/ExpenseChange;

    move-object v4, v0

    iget-wide v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    iget-object v1, v4, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-boolean v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    iget-boolean v1, v4, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    if-eq v0, v1, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getAmountCents()Ljava/lang/Long;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    return-object v0
.end method

.method public final getCategory()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2

    .line 36
    iget-boolean v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    return v0
.end method

.method public final getId()J
    .registers 3

    .line 32
    iget-wide v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    return-wide v0
.end method

.method public final getNote()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-wide v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    if-nez v1, :cond_1

    const/4 v1, 0x0

    goto :goto_1

    :cond_1
    iget-object v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_1
    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    if-nez v1, :cond_2

    const/4 v1, 0x0

    goto :goto_2

    :cond_2
    iget-object v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_2
    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-wide v0, p0, Lapp/tallybook/budget/data/ExpenseChange;->id:J

    iget-object v2, p0, Lapp/tallybook/budget/data/ExpenseChange;->amountCents:Ljava/lang/Long;

    iget-object v3, p0, Lapp/tallybook/budget/data/ExpenseChange;->category:Ljava/lang/String;

    iget-object v4, p0, Lapp/tallybook/budget/data/ExpenseChange;->note:Ljava/lang/String;

    iget-boolean v5, p0, Lapp/tallybook/budget/data/ExpenseChange;->confirmed:Z

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "ExpenseChange(id="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", amountCents="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v7, ", category="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", note="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", confirmed="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
