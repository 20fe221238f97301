# Java sketch: Req.CREATOR (see Req.smali)
.class final Lcom/example/q6/Req$1;
.super Ljava/lang/Object;
.implements Landroid/os/Parcelable$Creator;
.source "Req.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public createFromParcel(Landroid/os/Parcel;)Ljava/lang/Object;
    .registers 3
    new-instance v0, Lcom/example/q6/Req;
    invoke-direct {v0, p1}, Lcom/example/q6/Req;-><init>(Landroid/os/Parcel;)V
    return-object v0
.end method

.method public newArray(I)[Ljava/lang/Object;
    .registers 2
    new-array v0, p1, [Lcom/example/q6/Req;
    return-object v0
.end method
