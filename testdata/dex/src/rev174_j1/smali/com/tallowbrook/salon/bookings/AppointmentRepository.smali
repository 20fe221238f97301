.class public final Lcom/tallowbrook/salon/bookings/AppointmentRepository;
.super Ljava/lang/Object;
.source "AppointmentRepository.java"


# static fields
.field static final CLOSE_AT_MINUTE:J = 0x474L

.field static final OPEN_AT_MINUTE:J = 0x21cL

.field static final RESULT_NOT_FOUND:I = 0x1

.field static final RESULT_OK:I = 0x0

.field static final RESULT_TAKEN:I = 0x2

.field static final RESULT_WRONG_STATE:I = 0x3


# instance fields
.field private final dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;


# direct methods
.method constructor <init>(Lcom/tallowbrook/salon/bookings/AppointmentDao;)V
    .registers 2

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    .line 22
    return-void
.end method

.method private static overlaps(Ljava/util/List;Ljava/lang/String;JJ)Z
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;",
            ">;",
            "Ljava/lang/String;",
            "JJ)Z"
        }
    .end annotation

    .line 135
    invoke-interface {p0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;

    move-object v5, v0

    .line 136
    iget-object v0, v5, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->id:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-wide v0, v5, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->startsAt:J

    cmp-long v0, v0, p4

    if-gez v0, :cond_0

    invoke-virtual {v5}, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->endsAt()J

    move-result-wide v2

    cmp-long v0, p2, v2

    if-gez v0, :cond_0

    .line 137
    const/4 v0, 0x1

    return v0

    .line 139
    :cond_0
    goto :goto_0

    .line 140
    :cond_1
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method book(Ljava/lang/String;Ljava/lang/String;JI)Ljava/lang/String;
    .registers 20

    .line 52
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 53
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 55
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->clientExists(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    const-wide/32 v4, 0x5265c00

    sub-long v2, p3, v4

    const-wide/32 v6, 0x5265c00

    add-long v4, p3, v6

    .line 56
    move-object/from16 v1, p2

    invoke-virtual/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->between(Ljava/lang/String;JJ)Ljava/util/List;

    move-result-object v0

    move/from16 v6, p5

    int-to-long v6, v6

    const-wide/32 v8, 0xea60

    mul-long/2addr v6, v8

    add-long v4, p3, v6

    const/4 v1, 0x0

    move-wide/from16 v2, p3

    invoke-static/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->overlaps(Ljava/util/List;Ljava/lang/String;JJ)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_1

    .line 58
    :cond_0
    const/4 v11, 0x0

    .line 65
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 58
    return-object v11

    .line 60
    :cond_1
    const/16 v0, 0x8

    :try_start_1
    invoke-static {v0}, Lcom/tallowbrook/salon/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "ap_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v11, v1

    .line 61
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    move-object v1, v10

    move-object v2, v11

    move-object v3, p1

    move-object/from16 v4, p2

    move-wide/from16 v5, p3

    move/from16 v7, p5

    invoke-virtual/range {v0 .. v7}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->insert(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JI)V

    .line 62
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 63
    move-object v12, v11

    .line 65
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 63
    return-object v12

    :catchall_0
    move-exception v13

    .line 65
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 66
    throw v13
.end method

.method byId(Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;
    .registers 3

    .line 33
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;

    move-result-object v0

    return-object v0
.end method

.method cancel(Ljava/lang/String;)I
    .registers 9

    .line 93
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    .line 94
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 96
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v4

    .line 97
    if-nez v4, :cond_0

    .line 98
    const/4 v5, 0x1

    .line 111
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 98
    return v5

    .line 100
    :cond_0
    :try_start_1
    iget v0, v4, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->status:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 102
    :sswitch_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    const/4 v1, 0x0

    const/4 v2, 0x1

    invoke-virtual {v0, v3, p1, v1, v2}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->setStatus(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;II)I

    .line 103
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 104
    const/4 v5, 0x0

    .line 111
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 104
    return v5

    .line 106
    :sswitch_1
    const/4 v5, 0x0

    .line 111
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 106
    return v5

    .line 108
    :goto_0
    const/4 v5, 0x3

    .line 111
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 108
    return v5

    :catchall_0
    move-exception v6

    .line 111
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 112
    throw v6

    :sswitch_data_0
    .sparse-switch
        0x0 -> :sswitch_0
        0x1 -> :sswitch_1
    .end sparse-switch
.end method

.method forClient(Ljava/lang/String;)Ljava/util/List;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;",
            ">;"
        }
    .end annotation

    .line 29
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v0, p1, v1, v2}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->forClient(Ljava/lang/String;J)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method freeSlots(Ljava/lang/String;JI)Ljava/util/List;
    .registers 21
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "JI)",
            "Ljava/util/List<",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation

    .line 38
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    const-wide/32 v6, 0x5265c00

    add-long v4, p2, v6

    move-object/from16 v1, p1

    move-wide/from16 v2, p2

    invoke-virtual/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->between(Ljava/lang/String;JJ)Ljava/util/List;

    move-result-object v8

    .line 39
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 40
    const-wide/16 v10, 0x21c

    :goto_0
    move/from16 v2, p4

    int-to-long v2, v2

    add-long v0, v10, v2

    const-wide/16 v2, 0x474

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 41
    const-wide/32 v4, 0xea60

    mul-long v2, v10, v4

    add-long v12, p2, v2

    .line 42
    move/from16 v2, p4

    int-to-long v2, v2

    const-wide/32 v4, 0xea60

    mul-long/2addr v2, v4

    add-long v14, v12, v2

    .line 43
    move-object v0, v8

    const/4 v1, 0x0

    move-wide v2, v12

    move-wide v4, v14

    invoke-static/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->overlaps(Ljava/util/List;Ljava/lang/String;JJ)Z

    move-result v0

    if-nez v0, :cond_0

    .line 44
    invoke-static {v12, v13}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 40
    :cond_0
    const-wide/16 v2, 0xf

    add-long/2addr v10, v2

    goto :goto_0

    .line 47
    :cond_1
    return-object v9
.end method

.method queueReminders(J)I
    .registers 18

    .line 117
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 118
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 120
    const/4 v9, 0x0

    .line 121
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    .line 122
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    const-wide/32 v6, 0x5265c00

    add-long v4, p1, v6

    const/4 v1, 0x0

    move-wide/from16 v2, p1

    invoke-virtual/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->between(Ljava/lang/String;JJ)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;

    move-object v13, v0

    .line 123
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    iget-object v2, v13, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->id:Ljava/lang/String;

    invoke-virtual {v0, v8, v2, v10, v11}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->queueReminder(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;J)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 124
    add-int/lit8 v9, v9, 0x1

    .line 126
    :cond_0
    goto :goto_0

    .line 127
    :cond_1
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 128
    move v12, v9

    .line 130
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 128
    return v12

    :catchall_0
    move-exception v14

    .line 130
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 131
    throw v14
.end method

.method reschedule(Ljava/lang/String;J)I
    .registers 19

    .line 70
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 71
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 73
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v11

    .line 74
    if-nez v11, :cond_0

    .line 75
    const/4 v12, 0x1

    .line 88
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 75
    return v12

    .line 77
    :cond_0
    :try_start_1
    iget v0, v11, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->status:I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    if-eqz v0, :cond_1

    .line 78
    const/4 v12, 0x3

    .line 88
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 78
    return v12

    .line 80
    :cond_1
    :try_start_2
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    iget-object v1, v11, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->stylist:Ljava/lang/String;

    const-wide/32 v4, 0x5265c00

    sub-long v2, p2, v4

    const-wide/32 v6, 0x5265c00

    add-long v4, p2, v6

    invoke-virtual/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->between(Ljava/lang/String;JJ)Ljava/util/List;

    move-result-object v12

    .line 81
    iget v6, v11, Lcom/tallowbrook/salon/bookings/AppointmentDao$Row;->minutes:I

    int-to-long v6, v6

    const-wide/32 v8, 0xea60

    mul-long/2addr v6, v8

    add-long v4, p2, v6

    move-object v0, v12

    move-object/from16 v1, p1

    move-wide/from16 v2, p2

    invoke-static/range {v0 .. v5}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->overlaps(Ljava/util/List;Ljava/lang/String;JJ)Z
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result v0

    if-eqz v0, :cond_2

    .line 82
    const/4 v13, 0x2

    .line 88
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 82
    return v13

    .line 84
    :cond_2
    :try_start_3
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    move-object/from16 v2, p1

    move-wide/from16 v3, p2

    invoke-virtual {v0, v10, v2, v3, v4}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->move(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;J)I

    .line 85
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 86
    const/4 v13, 0x0

    .line 88
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 86
    return v13

    :catchall_0
    move-exception v14

    .line 88
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 89
    throw v14
.end method

.method upcomingCursor()Landroid/database/Cursor;
    .registers 4

    .line 25
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->dao:Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/bookings/AppointmentDao;->upcomingCursor(J)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method
