.class public final Lcom/lockerloop/PickupArgs;
.super Ljava/lang/Object;
.source "PickupArgs.kt"

# interfaces
.implements Landroid/os/Parcelable;

.field public static final Companion:Lcom/lockerloop/PickupArgs$Companion;
.field private final lockerId:Ljava/lang/String;
.field private final slot:I
.field private final confirmed:Z
.field private final callerPackage:Ljava/lang/String;
.field public static final CREATOR:Landroid/os/Parcelable$Creator;

.method public constructor <init>(Ljava/lang/String;IZLjava/lang/String;)V
    .registers 6
    const-string v0, "lockerId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v2, v1, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    .line 9
    iput v3, v1, Lcom/lockerloop/PickupArgs;->slot:I
    .line 10
    iput-boolean v4, v1, Lcom/lockerloop/PickupArgs;->confirmed:Z
    .line 11
    iput-object v5, v1, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    .line 7
    return-void
.end method

.method public final getLockerId()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    return-object v0
.end method

.method public final getSlot()I
    .registers 2
    .line 9
    iget v0, v1, Lcom/lockerloop/PickupArgs;->slot:I
    return v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 10
    iget-boolean v0, v1, Lcom/lockerloop/PickupArgs;->confirmed:Z
    return v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public describeContents()I
    .registers 2
    .line 13
    const/4 v0, 0x0
    return v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 5
    const-string v1, "dest"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    iget-object v1, v2, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    invoke-virtual {v3, v1}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    .line 17
    iget v1, v2, Lcom/lockerloop/PickupArgs;->slot:I
    invoke-virtual {v3, v1}, Landroid/os/Parcel;->writeInt(I)V
    .line 18
    iget-boolean v1, v2, Lcom/lockerloop/PickupArgs;->confirmed:Z
    move-object v0, v3
    if-eqz v1, :L34
    const/4 v1, 0x1
    goto :L35
    :L34
    const/4 v1, 0x0
    :L35
    invoke-virtual {v0, v1}, Landroid/os/Parcel;->writeInt(I)V
    .line 19
    iget-object v1, v2, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    invoke-virtual {v3, v1}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    .line 20
    return-void
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, v1, Lcom/lockerloop/PickupArgs;->slot:I
    return v0
.end method

.method public final component3()Z
    .registers 2
    iget-boolean v0, v1, Lcom/lockerloop/PickupArgs;->confirmed:Z
    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;IZLjava/lang/String;)Lcom/lockerloop/PickupArgs;
    .registers 7
    const-string v1, "lockerId"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/lockerloop/PickupArgs;
    invoke-direct {v0, v3, v4, v5, v6}, Lcom/lockerloop/PickupArgs;-><init>(Ljava/lang/String;IZLjava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/lockerloop/PickupArgs;Ljava/lang/String;IZLjava/lang/String;ILjava/lang/Object;)Lcom/lockerloop/PickupArgs;
    .registers 9
    const/4 v1, 0x1
    and-int v0, v7, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    move-object v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v7, v1
    if-eqz v0, :L24
    iget v0, v2, Lcom/lockerloop/PickupArgs;->slot:I
    move v4, v0
    :L24
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L36
    iget-boolean v0, v2, Lcom/lockerloop/PickupArgs;->confirmed:Z
    move v5, v0
    :L36
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L50
    iget-object v0, v2, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    move-object v6, v0
    :L50
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/lockerloop/PickupArgs;->copy(Ljava/lang/String;IZLjava/lang/String;)Lcom/lockerloop/PickupArgs;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, v6, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    iget v1, v6, Lcom/lockerloop/PickupArgs;->slot:I
    iget-boolean v2, v6, Lcom/lockerloop/PickupArgs;->confirmed:Z
    iget-object v3, v6, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "PickupArgs(lockerId="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", slot="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ", confirmed="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v5, ", callerPackage="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/lockerloop/PickupArgs;->slot:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/lockerloop/PickupArgs;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    if-nez v1, :L49
    const/4 v1, 0x0
    goto :L56
    :L49
    iget-object v1, v3, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    :L56
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v4, Lcom/lockerloop/PickupArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/lockerloop/PickupArgs;
    move-object v2, v4
    iget-object v0, v3, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    iget-object v1, v2, Lcom/lockerloop/PickupArgs;->lockerId:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget v0, v3, Lcom/lockerloop/PickupArgs;->slot:I
    iget v1, v2, Lcom/lockerloop/PickupArgs;->slot:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
    :L50
    iget-boolean v0, v3, Lcom/lockerloop/PickupArgs;->confirmed:Z
    iget-boolean v1, v2, Lcom/lockerloop/PickupArgs;->confirmed:Z
    if-eq v0, v1, :L63
    const/4 v0, 0x0
    return v0
    :L63
    iget-object v0, v3, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    iget-object v1, v2, Lcom/lockerloop/PickupArgs;->callerPackage:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L79
    const/4 v0, 0x0
    return v0
    :L79
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/lockerloop/PickupArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lockerloop/PickupArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lockerloop/PickupArgs;->Companion:Lcom/lockerloop/PickupArgs$Companion;
    .line 30
    new-instance v0, Lcom/lockerloop/PickupArgs$Creator;
    invoke-direct {v0}, Lcom/lockerloop/PickupArgs$Creator;-><init>()V
    check-cast v0, Landroid/os/Parcelable$Creator;
    sput-object v0, Lcom/lockerloop/PickupArgs;->CREATOR:Landroid/os/Parcelable$Creator;
    return-void
.end method

