.class public final Lio/kanbu/app/wallet/WalletAction$AddExpense;
.super Lio/kanbu/app/wallet/WalletAction$Tool;
.source "WalletModel.kt"


# instance fields
.field private final amountCents:J

.field private final call:Lcom/clawseed/sdk/provider/CetpRequest;

.field private final envelope:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final label:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)V
    .registers 8

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "id"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "envelope"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "label"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/wallet/WalletAction$Tool;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p2, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    iput-object p3, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    iput-wide p4, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    iput-object p6, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/wallet/WalletAction$AddExpense;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;ILjava/lang/Object;)Lio/kanbu/app/wallet/WalletAction$AddExpense;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-wide p4, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-object p6, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    :cond_4
    invoke-virtual/range {p0 .. p6}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)Lio/kanbu/app/wallet/WalletAction$AddExpense;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()J
    .registers 3

    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    return-wide v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)Lio/kanbu/app/wallet/WalletAction$AddExpense;
    .registers 14

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "id"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "envelope"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "label"

    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-wide v4, p4

    move-object v6, p6

    invoke-direct/range {v0 .. v6}, Lio/kanbu/app/wallet/WalletAction$AddExpense;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    move-object v4, v0

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    iget-wide v2, v4, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

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

    .line 44
    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    return-wide v0
.end method

.method public getCall()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 44
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final getEnvelope()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getLabel()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->id:Ljava/lang/String;

    iget-object v2, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->envelope:Ljava/lang/String;

    iget-wide v3, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->amountCents:J

    iget-object v5, p0, Lio/kanbu/app/wallet/WalletAction$AddExpense;->label:Ljava/lang/String;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "AddExpense(call="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v7, ", id="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", envelope="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", amountCents="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", label="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
