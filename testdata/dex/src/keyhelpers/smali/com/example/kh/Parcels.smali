.class final Lcom/example/kh/Parcels;
.super Ljava/lang/Object;
.source "Parcels.java"

.method static keep(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .registers 3
    .line 14
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 15
    return-void
.end method

.method static attach(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .registers 3
    .line 17
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 18
    return-void
.end method

.method static deliver(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .registers 3
    .line 20
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 21
    return-void
.end method
