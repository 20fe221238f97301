.class public final Lcom/lockerloop/DropTicket;
.super Ljava/lang/Object;
.source "PickupArgs.kt"

# interfaces
.implements Landroid/os/Parcelable;

.field public static final Companion:Lcom/lockerloop/DropTicket$Companion;
.field private final lockerId:Ljava/lang/String;
.field private final parcelCount:I
.field public static final CREATOR:Landroid/os/Parcelable$Creator;

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "lockerId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/lockerloop/DropTicket;->lockerId:Ljava/lang/String;
    iput v3, v1, Lcom/lockerloop/DropTicket;->parcelCount:I
    return-void
.end method

.method public final getLockerId()Ljava/lang/String;
    .registers 2
    .line 35
    iget-object v0, v1, Lcom/lockerloop/DropTicket;->lockerId:Ljava/lang/String;
    return-object v0
.end method

.method public final getParcelCount()I
    .registers 2
    .line 35
    iget v0, v1, Lcom/lockerloop/DropTicket;->parcelCount:I
    return v0
.end method

.method public describeContents()I
    .registers 2
    .line 36
    const/4 v0, 0x0
    return v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 4
    const-string v0, "dest"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    iget-object v0, v1, Lcom/lockerloop/DropTicket;->lockerId:Ljava/lang/String;
    invoke-virtual {v2, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    .line 40
    iget v0, v1, Lcom/lockerloop/DropTicket;->parcelCount:I
    invoke-virtual {v2, v0}, Landroid/os/Parcel;->writeInt(I)V
    .line 41
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/lockerloop/DropTicket$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lockerloop/DropTicket$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lockerloop/DropTicket;->Companion:Lcom/lockerloop/DropTicket$Companion;
    .line 44
    new-instance v0, Lcom/lockerloop/DropTicket$Companion$CREATOR$1;
    invoke-direct {v0}, Lcom/lockerloop/DropTicket$Companion$CREATOR$1;-><init>()V
    check-cast v0, Landroid/os/Parcelable$Creator;
    sput-object v0, Lcom/lockerloop/DropTicket;->CREATOR:Landroid/os/Parcelable$Creator;
    return-void
.end method

