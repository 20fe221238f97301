.class public abstract Lcom/spokeshop/booking/Booking;
.super Ljava/lang/Object;
.source "Booking.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/spokeshop/booking/Booking$Builder;
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static builder()Lcom/spokeshop/booking/Booking$Builder;
    .registers 1

    .line 12
    new-instance v0, Lcom/spokeshop/booking/AutoValue_Booking$Builder;

    invoke-direct {v0}, Lcom/spokeshop/booking/AutoValue_Booking$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public abstract confirmed()Z
.end method

.method public abstract customerUid()I
.end method

.method public abstract slot()Ljava/lang/String;
.end method

.method public abstract toBuilder()Lcom/spokeshop/booking/Booking$Builder;
.end method
