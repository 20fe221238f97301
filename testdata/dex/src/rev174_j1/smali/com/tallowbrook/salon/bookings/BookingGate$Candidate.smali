.class final Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;
.super Ljava/lang/Object;
.source "BookingGate.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/bookings/BookingGate;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Candidate"
.end annotation


# instance fields
.field final packageName:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput p1, p0, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->uid:I

    .line 30
    iput-object p2, p0, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->packageName:Ljava/lang/String;

    .line 31
    return-void
.end method

.method static from(I[Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;
    .registers 5

    .line 34
    if-eqz p1, :cond_0

    array-length v0, p1

    if-nez v0, :cond_1

    .line 35
    :cond_0
    new-instance v0, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;-><init>(ILjava/lang/String;)V

    return-object v0

    .line 37
    :cond_1
    new-instance v0, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;

    const/4 v2, 0x0

    aget-object v1, p1, v2

    invoke-direct {v0, p0, v1}, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;-><init>(ILjava/lang/String;)V

    return-object v0
.end method
