.class public abstract Lcom/fridgenet/stock/IInventory$Stub;
.super Landroid/os/Binder;
.source "IInventory.java"

# interfaces
.implements Lcom/fridgenet/stock/IInventory;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fridgenet/stock/IInventory;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x409
    name = "Stub"
.end annotation

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fridgenet/stock/IInventory$Stub$Proxy;
    }
.end annotation


# static fields
.field private static final DESCRIPTOR:Ljava/lang/String; = "com.fridgenet.stock.IInventory"

.field static final TRANSACTION_discard:I = 0x2

.field static final TRANSACTION_stock:I = 0x1


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/os/Binder;-><init>()V

    .line 21
    const-string v0, "com.fridgenet.stock.IInventory"

    invoke-virtual {p0, p0, v0}, Lcom/fridgenet/stock/IInventory$Stub;->attachInterface(Landroid/os/IInterface;Ljava/lang/String;)V

    .line 22
    return-void
.end method

.method public static asInterface(Landroid/os/IBinder;)Lcom/fridgenet/stock/IInventory;
    .registers 3

    .line 25
    if-nez p0, :cond_4

    .line 26
    const/4 v0, 0x0

    return-object v0

    .line 28
    :cond_4
    const-string v0, "com.fridgenet.stock.IInventory"

    invoke-interface {p0, v0}, Landroid/os/IBinder;->queryLocalInterface(Ljava/lang/String;)Landroid/os/IInterface;

    move-result-object v0

    .line 29
    if-eqz v0, :cond_15

    instance-of v1, v0, Lcom/fridgenet/stock/IInventory;

    if-eqz v1, :cond_15

    .line 30
    move-object v1, v0

    check-cast v1, Lcom/fridgenet/stock/IInventory;

    return-object v1

    .line 32
    :cond_15
    new-instance v1, Lcom/fridgenet/stock/IInventory$Stub$Proxy;

    invoke-direct {v1, p0}, Lcom/fridgenet/stock/IInventory$Stub$Proxy;-><init>(Landroid/os/IBinder;)V

    return-object v1
.end method


# virtual methods
.method public asBinder()Landroid/os/IBinder;
    .registers 1

    .line 37
    return-object p0
.end method

.method public onTransact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation

    .line 42
    const-string v0, "com.fridgenet.stock.IInventory"

    .line 43
    const/4 v1, 0x1

    sparse-switch p1, :sswitch_data_50

    .line 66
    invoke-super {p0, p1, p2, p3, p4}, Landroid/os/Binder;->onTransact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z

    move-result v1

    return v1

    .line 57
    :sswitch_c
    invoke-virtual {p2, v0}, Landroid/os/Parcel;->enforceInterface(Ljava/lang/String;)V

    .line 58
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v2

    .line 59
    invoke-virtual {p2}, Landroid/os/Parcel;->readInt()I

    move-result v3

    const/4 v4, 0x0

    if-eqz v3, :cond_1d

    move v3, v1

    goto :goto_1e

    :cond_1d
    move v3, v4

    .line 60
    :goto_1e
    invoke-virtual {p0, v2, v3}, Lcom/fridgenet/stock/IInventory$Stub;->discard(Ljava/lang/String;Z)Z

    move-result v3

    .line 61
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 62
    if-eqz v3, :cond_2a

    move v4, v1

    :cond_2a
    invoke-virtual {p3, v4}, Landroid/os/Parcel;->writeInt(I)V

    .line 63
    return v1

    .line 49
    :sswitch_2e
    invoke-virtual {p2, v0}, Landroid/os/Parcel;->enforceInterface(Ljava/lang/String;)V

    .line 50
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v2

    .line 51
    invoke-virtual {p0, v2}, Lcom/fridgenet/stock/IInventory$Stub;->stock(Ljava/lang/String;)I

    move-result v3

    .line 52
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 53
    invoke-virtual {p3, v3}, Landroid/os/Parcel;->writeInt(I)V

    .line 54
    return v1

    .line 45
    :sswitch_42
    invoke-virtual {p3, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 46
    return v1

    :sswitch_data_50
    .sparse-switch
        0x1 -> :sswitch_2e
        0x2 -> :sswitch_c
        0x5f4e5446 -> :sswitch_42
    .end sparse-switch
.end method
