.class public final Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;
.super Ljava/lang/Object;
.source "AppointmentDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/bookings/AppointmentDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Row"
.end annotation


# instance fields
.field public final clientId:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final minutes:I

.field public final startsAt:J

.field public final status:I

.field public final stylist:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->id:Ljava/lang/String;

    .line 28
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->clientId:Ljava/lang/String;

    .line 29
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->stylist:Ljava/lang/String;

    .line 30
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->startsAt:J

    .line 31
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    iput v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->minutes:I

    .line 32
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    iput v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->status:I

    .line 33
    return-void
.end method


# virtual methods
.method public endsAt()J
    .registers 7

    .line 36
    iget-wide v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->startsAt:J

    iget v2, p0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->minutes:I

    int-to-long v2, v2

    const-wide/32 v4, 0xea60

    mul-long/2addr v2, v4

    add-long/2addr v0, v2

    return-wide v0
.end method
