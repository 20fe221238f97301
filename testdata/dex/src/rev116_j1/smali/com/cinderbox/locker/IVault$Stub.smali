.class public abstract Lcom/cinderbox/locker/IVault$Stub;
.super Landroid/os/Binder;
.source "IVault.java"


# interfaces
.implements Lcom/cinderbox/locker/IVault;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/cinderbox/locker/IVault;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x409
    name = "Stub"
.end annotation

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/cinderbox/locker/IVault$Stub$Proxy;
    }
.end annotation


# static fields
.field static final TRANSACTION_beginExport:I = 0x4

.field static final TRANSACTION_beginSeal:I = 0x3

.field static final TRANSACTION_entry:I = 0x2

.field static final TRANSACTION_search:I = 0x1

.field static final TRANSACTION_stats:I = 0x7

.field static final TRANSACTION_ticket:I = 0x5

.field static final TRANSACTION_verify:I = 0x6


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 46
    invoke-direct {p0}, Landroid/os/Binder;-><init>()V

    .line 47
    const-string v0, "com.cinderbox.locker.IVault"

    invoke-virtual {p0, p0, v0}, Lcom/cinderbox/locker/IVault$Stub;->attachInterface(Landroid/os/IInterface;Ljava/lang/String;)V

    .line 48
    return-void
.end method

.method public static asInterface(Landroid/os/IBinder;)Lcom/cinderbox/locker/IVault;
    .registers 4

    .line 51
    if-nez p0, :cond_0

    .line 52
    const/4 v1, 0x0

    return-object v1

    .line 54
    :cond_0
    const-string v2, "com.cinderbox.locker.IVault"

    invoke-interface {p0, v2}, Landroid/os/IBinder;->queryLocalInterface(Ljava/lang/String;)Landroid/os/IInterface;

    move-result-object v0

    .line 55
    if-eqz v0, :cond_1

    instance-of v1, v0, Lcom/cinderbox/locker/IVault;

    if-eqz v1, :cond_1

    .line 56
    move-object v1, v0

    check-cast v1, Lcom/cinderbox/locker/IVault;

    return-object v1

    .line 58
    :cond_1
    new-instance v1, Lcom/cinderbox/locker/IVault$Stub$Proxy;

    invoke-direct {v1, p0}, Lcom/cinderbox/locker/IVault$Stub$Proxy;-><init>(Landroid/os/IBinder;)V

    return-object v1
.end method


# virtual methods
.method public asBinder()Landroid/os/IBinder;
    .registers 1

    .line 63
    return-object p0
.end method

.method public onTransact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Landroid/os/RemoteException;
        }
    .end annotation

    .line 68
    const-string v0, "com.cinderbox.locker.IVault"

    .line 69
    const/4 v6, 0x1

    if-lt p1, v6, :cond_0

    const v6, 0xffffff

    if-gt p1, v6, :cond_0

    .line 70
    invoke-virtual {p2, v0}, Landroid/os/Parcel;->enforceInterface(Ljava/lang/String;)V

    .line 72
    :cond_0
    const v5, 0x5f4e5446

    if-ne p1, v5, :cond_1

    .line 74
    invoke-virtual {p3, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 75
    const/4 v5, 0x1

    return v5

    .line 77
    :cond_1
    packed-switch p1, :pswitch_data_0

    goto :goto_0

    .line 79
    :pswitch_0
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v1

    .line 80
    invoke-virtual {p0, v1}, Lcom/cinderbox/locker/IVault$Stub;->search(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 81
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 82
    invoke-virtual {p3, v2}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 83
    goto :goto_1

    .line 86
    :pswitch_1
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v1

    .line 87
    invoke-virtual {p0, v1}, Lcom/cinderbox/locker/IVault$Stub;->entry(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 88
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 89
    invoke-virtual {p3, v2}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 90
    goto :goto_1

    .line 93
    :pswitch_2
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v1

    .line 94
    invoke-virtual {p2}, Landroid/os/Parcel;->readInt()I

    move-result v2

    .line 95
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v3

    .line 96
    invoke-virtual {p0, v1, v2, v3}, Lcom/cinderbox/locker/IVault$Stub;->beginSeal(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 97
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 98
    invoke-virtual {p3, v4}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 99
    goto :goto_1

    .line 102
    :pswitch_3
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v1

    .line 103
    invoke-virtual {p2}, Landroid/os/Parcel;->readInt()I

    move-result v2

    .line 104
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v3

    .line 105
    invoke-virtual {p0, v1, v2, v3}, Lcom/cinderbox/locker/IVault$Stub;->beginExport(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 106
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 107
    invoke-virtual {p3, v4}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 108
    goto :goto_1

    .line 111
    :pswitch_4
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v1

    .line 112
    invoke-virtual {p2}, Landroid/os/Parcel;->readInt()I

    move-result v2

    .line 113
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v3

    .line 114
    invoke-virtual {p0, v1, v2, v3}, Lcom/cinderbox/locker/IVault$Stub;->ticket(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 115
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 116
    invoke-virtual {p3, v4}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 117
    goto :goto_1

    .line 120
    :pswitch_5
    invoke-virtual {p2}, Landroid/os/Parcel;->readString()Ljava/lang/String;

    move-result-object v1

    .line 121
    invoke-virtual {p0, v1}, Lcom/cinderbox/locker/IVault$Stub;->verify(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 122
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 123
    invoke-virtual {p3, v2}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 124
    goto :goto_1

    .line 127
    :pswitch_6
    invoke-virtual {p0}, Lcom/cinderbox/locker/IVault$Stub;->stats()Ljava/lang/String;

    move-result-object v1

    .line 128
    invoke-virtual {p3}, Landroid/os/Parcel;->writeNoException()V

    .line 129
    invoke-virtual {p3, v1}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 130
    goto :goto_1

    .line 133
    :goto_0
    invoke-super {p0, p1, p2, p3, p4}, Landroid/os/Binder;->onTransact(ILandroid/os/Parcel;Landroid/os/Parcel;I)Z

    move-result v5

    return v5

    .line 135
    :goto_1
    const/4 v5, 0x1

    return v5

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method
