.class public final Lapp/larder/home/ui/ConfirmRequest$Companion$CREATOR$1;
.super Ljava/lang/Object;
.source "ConfirmRequest.kt"

# interfaces
.implements Landroid/os/Parcelable$Creator;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public createFromParcel(Landroid/os/Parcel;)Lapp/larder/home/ui/ConfirmRequest;
    .registers 8

    const-string v1, "source"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    new-instance v0, Lapp/larder/home/ui/ConfirmRequest;

    invoke-virtual {p1}, Landroid/os/Parcel;->readInt()I

    move-result v2

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v3

    if-nez v3, :cond_0

    const-string v3, ""

    :cond_0
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v4

    if-nez v4, :cond_1

    const-string v4, ""

    :cond_1
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v5

    if-nez v5, :cond_2

    const-string v5, ""

    :cond_2
    invoke-direct {v0, v2, v3, v4, v5}, Lapp/larder/home/ui/ConfirmRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3

    .line 19
    invoke-virtual {p0, p1}, Lapp/larder/home/ui/ConfirmRequest$Companion$CREATOR$1;->createFromParcel(Landroid/os/Parcel;)Lapp/larder/home/ui/ConfirmRequest;

    move-result-object v0

    return-object v0
.end method

.method public newArray(I)[Lapp/larder/home/ui/ConfirmRequest;
    .registers 3

    .line 23
    new-array v0, p1, [Lapp/larder/home/ui/ConfirmRequest;

    return-object v0
.end method

.method public bridge synthetic newArray(I)[Ljava/lang/Object;
    .registers 3

    .line 19
    invoke-virtual {p0, p1}, Lapp/larder/home/ui/ConfirmRequest$Companion$CREATOR$1;->newArray(I)[Lapp/larder/home/ui/ConfirmRequest;

    move-result-object v0

    return-object v0
.end method
