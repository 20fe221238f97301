.class public final Lio/kanbu/app/wallet/WalletAction$Parked;
.super Lio/kanbu/app/wallet/WalletAction;
.source "WalletModel.kt"


# instance fields
.field private final requestId:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 5

    const-string v0, "requestId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/wallet/WalletAction;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    iput-object p2, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    iput-object p3, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/wallet/WalletAction$Parked;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lio/kanbu/app/wallet/WalletAction$Parked;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lio/kanbu/app/wallet/WalletAction$Parked;->copy(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lio/kanbu/app/wallet/WalletAction$Parked;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Landroid/app/PendingIntent;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lio/kanbu/app/wallet/WalletAction$Parked;
    .registers 6

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resolution"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resumeToken"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/wallet/WalletAction$Parked;

    invoke-direct {v0, p1, p2, p3}, Lio/kanbu/app/wallet/WalletAction$Parked;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/wallet/WalletAction$Parked;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Parked;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    iget-object v1, v2, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 52
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resolution:Landroid/app/PendingIntent;

    iget-object v2, p0, Lio/kanbu/app/wallet/WalletAction$Parked;->resumeToken:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Parked(requestId="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", resolution="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v4, ", resumeToken="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
