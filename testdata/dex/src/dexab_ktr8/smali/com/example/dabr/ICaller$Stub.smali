.class public abstract Lcom/example/dabr/ICaller$Stub;
.super Landroid/os/Binder;
.source "ICaller.java"

# interfaces
.implements Lcom/example/dabr/ICaller;

.method public constructor <init>()V
    .registers 2
    .line 40
    invoke-direct {p0}, Landroid/os/Binder;-><init>()V
    .line 41
    const-string v0, "com.example.dabr.ICaller"
    invoke-virtual {p0, p0, v0}, Lcom/example/dabr/ICaller$Stub;->attachInterface(Landroid/os/IInterface;Ljava/lang/String;)V
    return-void
.end method

.method public static asInterface(Landroid/os/IBinder;)Lcom/example/dabr/ICaller;
    .registers 3
    .line 49
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    .line 52
    :cond_0
    const-string v0, "com.example.dabr.ICaller"
    invoke-interface {p0, v0}, Landroid/os/IBinder;->queryLocalInterface(Ljava/lang/String;)Landroid/os/IInterface;
    move-result-object v0
    .line 53
    if-eqz v0, :cond_1
    instance-of v1, v0, Lcom/example/dabr/ICaller;
    if-eqz v1, :cond_1
    .line 54
    check-cast v0, Lcom/example/dabr/ICaller;
    return-object v0
    .line 56
    :cond_1
    new-instance v0, Lcom/example/dabr/ICaller$Stub$Proxy;
    invoke-direct {v0, p0}, Lcom/example/dabr/ICaller$Stub$Proxy;-><init>(Landroid/os/IBinder;)V
    return-object v0
.end method

.method public asBinder()Landroid/os/IBinder;
    .registers 1
    .line 60
    return-object p0
.end method
