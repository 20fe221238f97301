.class public final Lio/quire/app/core/CallState$Received;
.super Ljava/lang/Object;
.source "CallState.kt"

# interfaces
.implements Lio/quire/app/core/CallState;


# instance fields
.field private final call:Lio/quire/app/core/Call;


# direct methods
.method public constructor <init>(Lio/quire/app/core/Call;)V
    .registers 3

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    return-void
.end method

.method public static synthetic copy$default(Lio/quire/app/core/CallState$Received;Lio/quire/app/core/Call;ILjava/lang/Object;)Lio/quire/app/core/CallState$Received;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    :cond_0
    invoke-virtual {p0, p1}, Lio/quire/app/core/CallState$Received;->copy(Lio/quire/app/core/Call;)Lio/quire/app/core/CallState$Received;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lio/quire/app/core/Call;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    return-object v0
.end method

.method public final copy(Lio/quire/app/core/Call;)Lio/quire/app/core/CallState$Received;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/quire/app/core/CallState$Received;

    invoke-direct {v0, p1}, Lio/quire/app/core/CallState$Received;-><init>(Lio/quire/app/core/Call;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/quire/app/core/CallState$Received;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallState$Received;

    move-object v2, v0

    iget-object v0, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    iget-object v1, v2, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public getCall()Lio/quire/app/core/Call;
    .registers 2

    .line 25
    iget-object v0, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    invoke-virtual {v0}, Lio/quire/app/core/Call;->hashCode()I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lio/quire/app/core/CallState$Received;->call:Lio/quire/app/core/Call;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Received(call="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
