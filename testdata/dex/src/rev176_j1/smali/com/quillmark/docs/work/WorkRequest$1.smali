.class Lcom/quillmark/docs/work/WorkRequest$1;
.super Ljava/lang/Object;
.source "WorkRequest.java"

# interfaces
.implements Landroid/os/Parcelable$Creator;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/work/WorkRequest;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Landroid/os/Parcelable$Creator<",
        "Lcom/quillmark/docs/work/WorkRequest;",
        ">;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public createFromParcel(Landroid/os/Parcel;)Lcom/quillmark/docs/work/WorkRequest;
    .registers 11

    .line 49
    new-instance v0, Lcom/quillmark/docs/work/WorkRequest;

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Landroid/os/Parcel;->readInt()I

    move-result v5

    invoke-virtual {p1}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v6

    .line 50
    invoke-virtual {p1}, Landroid/os/Parcel;->readLong()J

    move-result-wide v7

    move-object v1, v0

    invoke-direct/range {v1 .. v8}, Lcom/quillmark/docs/work/WorkRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;J)V

    .line 49
    return-object v0
.end method

.method public bridge synthetic createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3

    .line 46
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/work/WorkRequest$1;->createFromParcel(Landroid/os/Parcel;)Lcom/quillmark/docs/work/WorkRequest;

    move-result-object v0

    return-object v0
.end method

.method public newArray(I)[Lcom/quillmark/docs/work/WorkRequest;
    .registers 3

    .line 55
    new-array v0, p1, [Lcom/quillmark/docs/work/WorkRequest;

    return-object v0
.end method

.method public bridge synthetic newArray(I)[Ljava/lang/Object;
    .registers 3

    .line 46
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/work/WorkRequest$1;->newArray(I)[Lcom/quillmark/docs/work/WorkRequest;

    move-result-object v0

    return-object v0
.end method
