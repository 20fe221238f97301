.class public final Lio/kanbu/app/wallet/WalletAction$Committed;
.super Lio/kanbu/app/wallet/WalletAction;
.source "WalletModel.kt"


# instance fields
.field private final outcome:Lio/kanbu/app/core/Outcome;

.field private final requestId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lio/kanbu/app/core/Outcome;)V
    .registers 4

    const-string v0, "requestId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outcome"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/wallet/WalletAction;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    iput-object p2, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/wallet/WalletAction$Committed;Ljava/lang/String;Lio/kanbu/app/core/Outcome;ILjava/lang/Object;)Lio/kanbu/app/wallet/WalletAction$Committed;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    :cond_1
    invoke-virtual {p0, p1, p2}, Lio/kanbu/app/wallet/WalletAction$Committed;->copy(Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletAction$Committed;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Lio/kanbu/app/core/Outcome;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletAction$Committed;
    .registers 5

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/wallet/WalletAction$Committed;

    invoke-direct {v0, p1, p2}, Lio/kanbu/app/wallet/WalletAction$Committed;-><init>(Ljava/lang/String;Lio/kanbu/app/core/Outcome;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/wallet/WalletAction$Committed;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Committed;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    iget-object v1, v2, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getOutcome()Lio/kanbu/app/core/Outcome;
    .registers 2

    .line 53
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    invoke-virtual {v1}, Lio/kanbu/app/core/Outcome;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$Committed;->outcome:Lio/kanbu/app/core/Outcome;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Committed(requestId="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ", outcome="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
