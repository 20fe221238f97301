.class public final Lio/kanbu/app/wallet/Ledger;
.super Ljava/lang/Object;
.source "WalletModel.kt"


# instance fields
.field private final budgets:Ljava/util/Map;

.field private final expenses:Ljava/util/Map;


# direct methods
.method public constructor <init>(Ljava/util/Map;Ljava/util/Map;)V
    .registers 4

    const-string v0, "expenses"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "budgets"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    iput-object p2, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lio/kanbu/app/wallet/Ledger;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    :cond_1
    invoke-virtual {p0, p1, p2}, Lio/kanbu/app/wallet/Ledger;->copy(Ljava/util/Map;Ljava/util/Map;)Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    return-object v0
.end method

.method public final component2()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    return-object v0
.end method

.method public final copy(Ljava/util/Map;Ljava/util/Map;)Lio/kanbu/app/wallet/Ledger;
    .registers 5

    const-string v1, "expenses"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "budgets"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/wallet/Ledger;

    invoke-direct {v0, p1, p2}, Lio/kanbu/app/wallet/Ledger;-><init>(Ljava/util/Map;Ljava/util/Map;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/wallet/Ledger;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/Ledger;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    iget-object v1, v2, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    iget-object v1, v2, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getBudgets()Ljava/util/Map;
    .registers 2

    .line 18
    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    return-object v0
.end method

.method public final getExpenses()Ljava/util/Map;
    .registers 2

    .line 18
    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/wallet/Ledger;->expenses:Ljava/util/Map;

    iget-object v1, p0, Lio/kanbu/app/wallet/Ledger;->budgets:Ljava/util/Map;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Ledger(expenses="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ", budgets="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
