.class final Lcom/tallowbrook/salon/bookings/BookingRefs;
.super Ljava/lang/Object;
.source "BookingRefs.java"

# interfaces
.implements Lcom/tallowbrook/salon/core/IdSource;


# instance fields
.field private sequence:I


# direct methods
.method constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 7

    .line 11
    iget v1, p0, Lcom/tallowbrook/salon/bookings/BookingRefs;->sequence:I

    add-int/lit8 v1, v1, 0x1

    iput v1, p0, Lcom/tallowbrook/salon/bookings/BookingRefs;->sequence:I

    .line 12
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0xea60

    div-long v4, v0, v2

    .line 13
    const/16 v2, 0x24

    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    iget v1, p0, Lcom/tallowbrook/salon/bookings/BookingRefs;->sequence:I

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method
