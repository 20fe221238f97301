.class Lcom/example/dabr/ICaller$Stub$Proxy;
.super Ljava/lang/Object;
.source "ICaller.java"

# interfaces
.implements Lcom/example/dabr/ICaller;

.field private mRemote:Landroid/os/IBinder;

.method constructor <init>(Landroid/os/IBinder;)V
    .registers 2
    .line 105
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 106
    iput-object p1, p0, Lcom/example/dabr/ICaller$Stub$Proxy;->mRemote:Landroid/os/IBinder;
    .line 107
    return-void
.end method

.method public asBinder()Landroid/os/IBinder;
    .registers 2
    .line 110
    iget-object v0, p0, Lcom/example/dabr/ICaller$Stub$Proxy;->mRemote:Landroid/os/IBinder;
    return-object v0
.end method

.method public onDone(Ljava/lang/String;)V
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation
    .line 118
    invoke-static {}, Landroid/os/Parcel;->obtain()Landroid/os/Parcel;
    move-result-object v0
    .line 119
    invoke-static {}, Landroid/os/Parcel;->obtain()Landroid/os/Parcel;
    move-result-object v1
    .line 121
    :try_start_0
    const-string v2, "com.example.dabr.ICaller"
    invoke-virtual {v0, v2}, Landroid/os/Parcel;->writeInterfaceToken(Ljava/lang/String;)V
    .line 122
    invoke-virtual {v0, p1}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V
    .line 123
    iget-object p1, p0, Lcom/example/dabr/ICaller$Stub$Proxy;->mRemote:Landroid/os/IBinder;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-interface {p1, v2, v0, v1, v3}, Landroid/os/IBinder;->transact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z
    .line 124
    invoke-virtual {v1}, Landroid/os/Parcel;->readException()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 127
    invoke-virtual {v1}, Landroid/os/Parcel;->recycle()V
    .line 128
    invoke-virtual {v0}, Landroid/os/Parcel;->recycle()V
    .line 129
    return-void
    :catchall_0
    move-exception p1
    .line 127
    invoke-virtual {v1}, Landroid/os/Parcel;->recycle()V
    .line 128
    invoke-virtual {v0}, Landroid/os/Parcel;->recycle()V
    throw p1
.end method

.method public getPackageName()Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation
    .line 134
    invoke-static {}, Landroid/os/Parcel;->obtain()Landroid/os/Parcel;
    move-result-object v0
    .line 135
    invoke-static {}, Landroid/os/Parcel;->obtain()Landroid/os/Parcel;
    move-result-object v1
    .line 138
    :try_start_0
    const-string v2, "com.example.dabr.ICaller"
    invoke-virtual {v0, v2}, Landroid/os/Parcel;->writeInterfaceToken(Ljava/lang/String;)V
    .line 140
    iget-object v4, p0, Lcom/example/dabr/ICaller$Stub$Proxy;->mRemote:Landroid/os/IBinder;
    const/4 v2, 0x2
    const/4 v3, 0x0
    invoke-interface {v4, v2, v0, v1, v3}, Landroid/os/IBinder;->transact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z
    .line 141
    invoke-virtual {v1}, Landroid/os/Parcel;->readException()V
    .line 142
    invoke-virtual {v1}, Landroid/os/Parcel;->readString()Ljava/lang/String;
    move-result-object v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 145
    invoke-virtual {v1}, Landroid/os/Parcel;->recycle()V
    .line 146
    invoke-virtual {v0}, Landroid/os/Parcel;->recycle()V
    .line 148
    return-object v4
    :catchall_0
    move-exception v4
    .line 145
    invoke-virtual {v1}, Landroid/os/Parcel;->recycle()V
    .line 146
    invoke-virtual {v0}, Landroid/os/Parcel;->recycle()V
    throw v4
.end method
