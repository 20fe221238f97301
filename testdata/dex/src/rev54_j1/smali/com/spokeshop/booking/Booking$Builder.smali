.class public abstract Lcom/spokeshop/booking/Booking$Builder;
.super Ljava/lang/Object;
.source "Booking.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/spokeshop/booking/Booking;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x409
    name = "Builder"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public abstract build()Lcom/spokeshop/booking/Booking;
.end method

.method public abstract confirmed(Z)Lcom/spokeshop/booking/Booking$Builder;
.end method

.method public abstract customerUid(I)Lcom/spokeshop/booking/Booking$Builder;
.end method

.method public abstract slot(Ljava/lang/String;)Lcom/spokeshop/booking/Booking$Builder;
.end method
