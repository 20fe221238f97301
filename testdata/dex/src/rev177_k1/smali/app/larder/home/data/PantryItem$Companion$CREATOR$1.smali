.class public final Lapp/larder/home/data/PantryItem$Companion$CREATOR$1;
.super Ljava/lang/Object;
.source "Entities.kt"

# interfaces
.implements Landroid/os/Parcelable$Creator;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public createFromParcel(Landroid/os/Parcel;)Lapp/larder/home/data/PantryItem;
    .registers 12

    const-string v1, "source"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    new-instance v0, Lapp/larder/home/data/PantryItem;

    .line 39
    invoke-virtual {p1}, Landroid/os/Parcel;->readLong()J

    move-result-wide v2

    .line 40
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v4

    if-nez v4, :cond_0

    const-string v4, ""

    .line 41
    :cond_0
    invoke-virtual {p1}, Landroid/os/Parcel;->readInt()I

    move-result v5

    .line 42
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v6

    if-nez v6, :cond_1

    const-string v6, ""

    .line 43
    :cond_1
    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v7

    if-nez v7, :cond_2

    const-string v7, ""

    .line 44
    :cond_2
    invoke-virtual {p1}, Landroid/os/Parcel;->readLong()J

    move-result-wide v8

    .line 38
    move-wide v1, v2

    move-object v3, v4

    move v4, v5

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    invoke-direct/range {v0 .. v8}, Lapp/larder/home/data/PantryItem;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V

    .line 45
    return-object v0
.end method

.method public bridge synthetic createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3

    .line 37
    invoke-virtual {p0, p1}, Lapp/larder/home/data/PantryItem$Companion$CREATOR$1;->createFromParcel(Landroid/os/Parcel;)Lapp/larder/home/data/PantryItem;

    move-result-object v0

    return-object v0
.end method

.method public newArray(I)[Lapp/larder/home/data/PantryItem;
    .registers 3

    .line 47
    new-array v0, p1, [Lapp/larder/home/data/PantryItem;

    return-object v0
.end method

.method public bridge synthetic newArray(I)[Ljava/lang/Object;
    .registers 3

    .line 37
    invoke-virtual {p0, p1}, Lapp/larder/home/data/PantryItem$Companion$CREATOR$1;->newArray(I)[Lapp/larder/home/data/PantryItem;

    move-result-object v0

    return-object v0
.end method
