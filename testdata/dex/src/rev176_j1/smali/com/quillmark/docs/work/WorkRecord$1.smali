.class Lcom/quillmark/docs/work/WorkRecord$1;
.super Ljava/lang/Object;
.source "WorkRecord.java"

# interfaces
.implements Landroid/os/Parcelable$Creator;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/work/WorkRecord;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Landroid/os/Parcelable$Creator<",
        "Lcom/quillmark/docs/work/WorkRecord;",
        ">;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 52
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public createFromParcel(Landroid/os/Parcel;)Lcom/quillmark/docs/work/WorkRecord;
    .registers 9

    .line 55
    new-instance v0, Lcom/quillmark/docs/work/WorkRecord;

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Landroid/os/Parcel;->readInt()I

    move-result v4

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v6

    move-object v1, v0

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/work/WorkRecord;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3

    .line 52
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/work/WorkRecord$1;->createFromParcel(Landroid/os/Parcel;)Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v0

    return-object v0
.end method

.method public newArray(I)[Lcom/quillmark/docs/work/WorkRecord;
    .registers 3

    .line 60
    new-array v0, p1, [Lcom/quillmark/docs/work/WorkRecord;

    return-object v0
.end method

.method public bridge synthetic newArray(I)[Ljava/lang/Object;
    .registers 3

    .line 52
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/work/WorkRecord$1;->newArray(I)[Lcom/quillmark/docs/work/WorkRecord;

    move-result-object v0

    return-object v0
.end method
