.class public final Lapp/tallybook/budget/data/Expense;
.super Ljava/lang/Object;
.source "ExpenseStore.kt"


# instance fields
.field private final amountCents:J

.field private final category:Ljava/lang/String;

.field private final id:J

.field private final note:Ljava/lang/String;

.field private final spentOn:Ljava/lang/String;


# direct methods
.method public constructor <init>(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    const-string v0, "category"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "note"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "spentOn"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/tallybook/budget/data/Expense;->id:J

    iput-wide p3, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    iput-object p5, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    iput-object p6, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    iput-object p7, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/data/Expense;JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lapp/tallybook/budget/data/Expense;
    .registers 11

    and-int/lit8 v0, p8, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/tallybook/budget/data/Expense;->id:J

    :cond_0
    and-int/lit8 v0, p8, 0x2

    if-eqz v0, :cond_1

    iget-wide p3, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    :cond_1
    and-int/lit8 v0, p8, 0x4

    if-eqz v0, :cond_2

    iget-object p5, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_3

    iget-object p6, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_4

    iget-object p7, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    :cond_4
    invoke-virtual/range {p0 .. p7}, Lapp/tallybook/budget/data/Expense;->copy(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/tallybook/budget/data/Expense;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->id:J

    return-wide v0
.end method

.method public final component2()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    return-wide v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/tallybook/budget/data/Expense;
    .registers 16

    const-string v1, "category"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "note"

    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spentOn"

    invoke-static {p7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/tallybook/budget/data/Expense;

    move-wide v1, p1

    move-wide v3, p3

    move-object v5, p5

    move-object v6, p6

    move-object v7, p7

    invoke-direct/range {v0 .. v7}, Lapp/tallybook/budget/data/Expense;-><init>(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/data/Expense;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/data/Expense;

    move-object v4, v0

    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->id:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/Expense;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    iget-wide v2, v4, Lapp/tallybook/budget/data/Expense;->amountCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getAmountCents()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    return-wide v0
.end method

.method public final getCategory()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->id:J

    return-wide v0
.end method

.method public final getNote()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    return-object v0
.end method

.method public final getSpentOn()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 9
    iget-wide v2, p0, Lapp/tallybook/budget/data/Expense;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 10
    iget-wide v2, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    const-string v1, "amount_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 11
    iget-object v2, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    const-string v1, "category"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 12
    iget-object v2, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    const-string v1, "note"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 13
    iget-object v2, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    const-string v1, "spent_on"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 10

    iget-wide v0, p0, Lapp/tallybook/budget/data/Expense;->id:J

    iget-wide v2, p0, Lapp/tallybook/budget/data/Expense;->amountCents:J

    iget-object v4, p0, Lapp/tallybook/budget/data/Expense;->category:Ljava/lang/String;

    iget-object v5, p0, Lapp/tallybook/budget/data/Expense;->note:Ljava/lang/String;

    iget-object v6, p0, Lapp/tallybook/budget/data/Expense;->spentOn:Ljava/lang/String;

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Expense(id="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, ", amountCents="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, ", category="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", note="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", spentOn="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ")"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
