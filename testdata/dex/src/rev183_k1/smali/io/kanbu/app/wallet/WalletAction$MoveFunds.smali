.class public final Lio/kanbu/app/wallet/WalletAction$MoveFunds;
.super Lio/kanbu/app/wallet/WalletAction$Tool;
.source "WalletModel.kt"


# instance fields
.field private final amountCents:J

.field private final call:Lcom/clawseed/sdk/provider/CetpRequest;

.field private final from:Ljava/lang/String;

.field private final to:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "from"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "to"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/wallet/WalletAction$Tool;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p2, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    iput-object p3, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    iput-wide p4, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/wallet/WalletAction$MoveFunds;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Lio/kanbu/app/wallet/WalletAction$MoveFunds;
    .registers 9

    and-int/lit8 v0, p6, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    :cond_0
    and-int/lit8 v0, p6, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p6, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p6, 0x8

    if-eqz v0, :cond_3

    iget-wide p4, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    :cond_3
    invoke-virtual/range {p0 .. p5}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;J)Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()J
    .registers 3

    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    return-wide v0
.end method

.method public final copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;J)Lio/kanbu/app/wallet/WalletAction$MoveFunds;
    .registers 12

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "from"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "to"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-wide v4, p4

    invoke-direct/range {v0 .. v5}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;J)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    move-object v4, v0

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    iget-wide v2, v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getAmountCents()J
    .registers 3

    .line 47
    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    return-wide v0
.end method

.method public getCall()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 47
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final getFrom()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    return-object v0
.end method

.method public final getTo()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 8

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->from:Ljava/lang/String;

    iget-object v2, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->to:Ljava/lang/String;

    iget-wide v3, p0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->amountCents:J

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "MoveFunds(call="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v6, ", from="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ", to="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ", amountCents="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, ")"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
