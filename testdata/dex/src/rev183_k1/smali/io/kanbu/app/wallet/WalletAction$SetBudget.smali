.class public final Lio/kanbu/app/wallet/WalletAction$SetBudget;
.super Lio/kanbu/app/wallet/WalletAction$Tool;
.source "WalletModel.kt"


# instance fields
.field private final call:Lcom/clawseed/sdk/provider/CetpRequest;

.field private final envelope:Ljava/lang/String;

.field private final limitCents:J


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;J)V
    .registers 6

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "envelope"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/wallet/WalletAction$Tool;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p2, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    iput-wide p3, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/wallet/WalletAction$SetBudget;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;JILjava/lang/Object;)Lio/kanbu/app/wallet/WalletAction$SetBudget;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-wide p3, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    :cond_2
    invoke-virtual {p0, p1, p2, p3, p4}, Lio/kanbu/app/wallet/WalletAction$SetBudget;->copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;J)Lio/kanbu/app/wallet/WalletAction$SetBudget;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()J
    .registers 3

    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    return-wide v0
.end method

.method public final copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;J)Lio/kanbu/app/wallet/WalletAction$SetBudget;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "envelope"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-direct {v0, p1, p2, p3, p4}, Lio/kanbu/app/wallet/WalletAction$SetBudget;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;J)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    move-object v4, v0

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    iget-object v1, v4, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    iget-wide v2, v4, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public getCall()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 45
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final getEnvelope()Ljava/lang/String;
    .registers 2

    .line 45
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    return-object v0
.end method

.method public final getLimitCents()J
    .registers 3

    .line 45
    iget-wide v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->envelope:Ljava/lang/String;

    iget-wide v2, p0, Lio/kanbu/app/wallet/WalletAction$SetBudget;->limitCents:J

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "SetBudget(call="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", envelope="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", limitCents="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
