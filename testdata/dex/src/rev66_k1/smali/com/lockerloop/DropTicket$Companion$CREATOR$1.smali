.class public final Lcom/lockerloop/DropTicket$Companion$CREATOR$1;
.super Ljava/lang/Object;
.source "PickupArgs.kt"

# interfaces
.implements Landroid/os/Parcelable$Creator;


.method constructor <init>()V
    .registers 1
    .line 44
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public createFromParcel(Landroid/os/Parcel;)Lcom/lockerloop/DropTicket;
    .registers 6
    const-string v1, "source"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    new-instance v0, Lcom/lockerloop/DropTicket;
    invoke-virtual {v5}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L21
    const-string v2, ""
    :L21
    invoke-virtual {v5}, Landroid/os/Parcel;->readInt()I
    move-result v3
    invoke-direct {v1, v2, v3}, Lcom/lockerloop/DropTicket;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public newArray(I)[Lcom/lockerloop/DropTicket;
    .registers 3
    .line 46
    new-array v0, v2, [Lcom/lockerloop/DropTicket;
    return-object v0
.end method

.method public bridge synthetic createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3
    .line 44
    invoke-virtual {v1, v2}, Lcom/lockerloop/DropTicket$Companion$CREATOR$1;->createFromParcel(Landroid/os/Parcel;)Lcom/lockerloop/DropTicket;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic newArray(I)[Ljava/lang/Object;
    .registers 3
    .line 44
    invoke-virtual {v1, v2}, Lcom/lockerloop/DropTicket$Companion$CREATOR$1;->newArray(I)[Lcom/lockerloop/DropTicket;
    move-result-object v0
    return-object v0
.end method

