.class public final Lcom/lockerloop/PickupArgs$Creator;
.super Ljava/lang/Object;
.source "PickupArgs.kt"

# interfaces
.implements Landroid/os/Parcelable$Creator;


.method public constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public createFromParcel(Landroid/os/Parcel;)Lcom/lockerloop/PickupArgs;
    .registers 8
    const-string v1, "parcel"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    new-instance v0, Lcom/lockerloop/PickupArgs;
    invoke-virtual {v7}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v7}, Landroid/os/Parcel;->readInt()I
    move-result v3
    invoke-virtual {v7}, Landroid/os/Parcel;->readInt()I
    move-result v4
    move-object v1, v0
    if-eqz v4, :L33
    const/4 v4, 0x1
    goto :L34
    :L33
    const/4 v4, 0x0
    :L34
    invoke-virtual {v7}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/lockerloop/PickupArgs;-><init>(Ljava/lang/String;IZLjava/lang/String;)V
    return-object v0
.end method

.method public newArray(I)[Lcom/lockerloop/PickupArgs;
    .registers 3
    .line 26
    new-array v0, v2, [Lcom/lockerloop/PickupArgs;
    return-object v0
.end method

.method public bridge synthetic createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3
    .line 22
    invoke-virtual {v1, v2}, Lcom/lockerloop/PickupArgs$Creator;->createFromParcel(Landroid/os/Parcel;)Lcom/lockerloop/PickupArgs;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic newArray(I)[Ljava/lang/Object;
    .registers 3
    .line 22
    invoke-virtual {v1, v2}, Lcom/lockerloop/PickupArgs$Creator;->newArray(I)[Lcom/lockerloop/PickupArgs;
    move-result-object v0
    return-object v0
.end method

