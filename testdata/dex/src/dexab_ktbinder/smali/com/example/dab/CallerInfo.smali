.class public final Lcom/example/dab/CallerInfo;
.super Ljava/lang/Object;
.source "CallerInfo.java"

# implements
.implements Landroid/os/Parcelable;

.field private final uid:I

.method public constructor <init>(I)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    iput p1, p0, Lcom/example/dab/CallerInfo;->uid:I
    return-void
.end method

.method public describeContents()I
    .registers 2
    .line 12
    const/4 v0, 0x0
    return v0
.end method

.method public getUid()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/example/dab/CallerInfo;->uid:I
    return v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 3
    .line 13
    iget p2, p0, Lcom/example/dab/CallerInfo;->uid:I
    invoke-virtual {p1, p2}, Landroid/os/Parcel;->writeInt(I)V
    return-void
.end method
