.class public abstract Lcom/example/r19a/IAccountApi$Stub;
.super Landroid/os/Binder;
.source "IAccountApi.java"

# interfaces
.implements Lcom/example/r19a/IAccountApi;

.field static final TRANSACTION_lookup:I = 0x2

.field static final TRANSACTION_refresh:I = 0x1

.method public constructor <init>()V
    .registers 2
    .line 40
    invoke-direct {p0}, Landroid/os/Binder;-><init>()V
    .line 41
    const-string v0, "com.example.r19a.IAccountApi"
    invoke-virtual {p0, p0, v0}, Lcom/example/r19a/IAccountApi$Stub;->attachInterface(Landroid/os/IInterface;Ljava/lang/String;)V
    .line 42
    return-void
.end method

.method public static asInterface(Landroid/os/IBinder;)Lcom/example/r19a/IAccountApi;
    .registers 3
    .line 49
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    .line 52
    :cond_0
    const-string v0, "com.example.r19a.IAccountApi"
    invoke-interface {p0, v0}, Landroid/os/IBinder;->queryLocalInterface(Ljava/lang/String;)Landroid/os/IInterface;
    move-result-object v0
    .line 53
    if-eqz v0, :cond_1
    instance-of v1, v0, Lcom/example/r19a/IAccountApi;
    if-eqz v1, :cond_1
    .line 54
    check-cast v0, Lcom/example/r19a/IAccountApi;
    return-object v0
    .line 56
    :cond_1
    new-instance v0, Lcom/example/r19a/IAccountApi$Stub$Proxy;
    invoke-direct {v0, p0}, Lcom/example/r19a/IAccountApi$Stub$Proxy;-><init>(Landroid/os/IBinder;)V
    return-object v0
.end method

.method public asBinder()Landroid/os/IBinder;
    .registers 1
    .line 60
    return-object p0
.end method

.method public onTransact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation
    .line 64
    const-string v0, "com.example.r19a.IAccountApi"
    const/4 v1, 0x1
    if-lt p1, v1, :cond_0
    const v1, 0xffffff
    if-gt p1, v1, :cond_0
    .line 66
    invoke-virtual {p2, v0}, Landroid/os/Parcel;->enforceInterface(Ljava/lang/String;)V
    :cond_0
    .line 68
    const v1, 0x5f4e5446
    if-ne p1, v1, :cond_1
    .line 71
    invoke-virtual {p3, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    .line 72
    const/4 p1, 0x1
    return p1
    .line 75
    :cond_1
    packed-switch p1, :pswitch_data_0
    .line 96
    invoke-super {p0, p1, p2, p3, p4}, Landroid/os/Binder;->onTransact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z
    move-result p1
    return p1
    .line 87
    :pswitch_0
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object p1
    .line 88
    invoke-virtual {p0, p1}, Lcom/example/r19a/IAccountApi$Stub;->lookup(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 89
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V
    .line 90
    invoke-virtual {p3, p1}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    goto :goto_0
    .line 80
    :pswitch_1
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object p1
    .line 81
    invoke-virtual {p0, p1}, Lcom/example/r19a/IAccountApi$Stub;->refresh(Ljava/lang/String;)V
    .line 82
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V
    .line 99
    :goto_0
    const/4 p1, 0x1
    return p1
    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method
