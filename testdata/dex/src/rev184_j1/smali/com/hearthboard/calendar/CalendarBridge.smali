.class public final Lcom/hearthboard/calendar/CalendarBridge;
.super Ljava/lang/Object;
.source "CalendarBridge.java"


# static fields
.field static final EVENTS:Landroid/net/Uri;

.field private static final ONE_HOUR_MS:J = 0x36ee80L


# instance fields
.field private final calendarId:J

.field private final database:Lcom/hearthboard/data/HearthDatabase;

.field private final resolver:Landroid/content/ContentResolver;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 22
    const-string v0, "content://com.android.calendar/events"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/hearthboard/calendar/CalendarBridge;->EVENTS:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>(Landroid/content/ContentResolver;Lcom/hearthboard/data/HearthDatabase;J)V
    .registers 5

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p1, p0, Lcom/hearthboard/calendar/CalendarBridge;->resolver:Landroid/content/ContentResolver;

    .line 31
    iput-object p2, p0, Lcom/hearthboard/calendar/CalendarBridge;->database:Lcom/hearthboard/data/HearthDatabase;

    .line 32
    iput-wide p3, p0, Lcom/hearthboard/calendar/CalendarBridge;->calendarId:J

    .line 33
    return-void
.end method

.method private eventValues(Ljava/lang/String;J)Landroid/content/ContentValues;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/hearthboard/cetp/Envelopes$Failure;
        }
    .end annotation

    .line 72
    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-gt v0, v1, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, p2, v2

    if-gtz v0, :cond_1

    .line 73
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "bad event"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 75
    :cond_1
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 76
    iget-wide v2, p0, Lcom/hearthboard/calendar/CalendarBridge;->calendarId:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "calendar_id"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 77
    const-string v1, "title"

    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "dtstart"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 79
    const-wide/32 v4, 0x36ee80

    add-long v2, p2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "dtend"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 80
    invoke-static {}, Ljava/util/TimeZone;->getDefault()Ljava/util/TimeZone;

    move-result-object v2

    invoke-virtual {v2}, Ljava/util/TimeZone;->getID()Ljava/lang/String;

    move-result-object v2

    const-string v1, "eventTimezone"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    return-object v6
.end method

.method private static exported(Landroid/net/Uri;)Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 94
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "event_uri"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "added"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private recordExport(Landroid/net/Uri;Ljava/lang/String;I)V
    .registers 9

    .line 85
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 86
    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "event_uri"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    const-string v1, "source"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 88
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "exported_by_uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 89
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "exported_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 90
    iget-object v0, p0, Lcom/hearthboard/calendar/CalendarBridge;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "calendar_exports"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 91
    return-void
.end method


# virtual methods
.method public insertChore(Lorg/json/JSONObject;J)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            "J)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 36
    new-instance v0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/calendar/CalendarBridge;Lorg/json/JSONObject;J)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public insertMessageEvent(Lorg/json/JSONObject;Ljava/lang/String;J)Lcom/hearthboard/rx/Single;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            "Ljava/lang/String;",
            "J)",
            "Lcom/hearthboard/rx/Single<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 53
    new-instance v0, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;

    move-object v1, p0

    move-object v2, p2

    move-wide v3, p3

    move-object v5, p1

    invoke-direct/range {v0 .. v5}, Lcom/hearthboard/calendar/CalendarBridge$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/calendar/CalendarBridge;Ljava/lang/String;JLorg/json/JSONObject;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$insertChore$0$com-hearthboard-calendar-CalendarBridge(Lorg/json/JSONObject;J)Lorg/json/JSONObject;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 37
    const-string v2, "title"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1, p2, p3}, Lcom/hearthboard/calendar/CalendarBridge;->eventValues(Ljava/lang/String;J)Landroid/content/ContentValues;

    move-result-object v6

    .line 38
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 40
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/calendar/CalendarBridge;->resolver:Landroid/content/ContentResolver;

    sget-object v1, Lcom/hearthboard/calendar/CalendarBridge;->EVENTS:Landroid/net/Uri;

    invoke-virtual {v0, v1, v6}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;

    move-result-object v9

    .line 41
    if-nez v9, :cond_0

    .line 42
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "UNAVAILABLE"

    const-string v3, "calendar provider refused the event"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 44
    :cond_0
    const-string v3, "id"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "chore:"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    invoke-direct {p0, v9, v2, v3}, Lcom/hearthboard/calendar/CalendarBridge;->recordExport(Landroid/net/Uri;Ljava/lang/String;I)V

    .line 45
    invoke-static {v9}, Lcom/hearthboard/calendar/CalendarBridge;->exported(Landroid/net/Uri;)Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v10

    .line 47
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 45
    return-object v10

    :catchall_0
    move-exception v11

    .line 47
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 48
    throw v11
.end method

.method public synthetic lambda$insertMessageEvent$1$com-hearthboard-calendar-CalendarBridge(Ljava/lang/String;JLorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 55
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthboard/calendar/CalendarBridge;->eventValues(Ljava/lang/String;J)Landroid/content/ContentValues;

    move-result-object v7

    .line 57
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v9

    .line 59
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/calendar/CalendarBridge;->resolver:Landroid/content/ContentResolver;

    sget-object v1, Lcom/hearthboard/calendar/CalendarBridge;->EVENTS:Landroid/net/Uri;

    invoke-virtual {v0, v1, v7}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v8

    .line 61
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 62
    goto :goto_0

    :catchall_0
    move-exception v11

    .line 61
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 62
    throw v11

    .line 63
    :goto_0
    if-nez v8, :cond_0

    .line 64
    new-instance v0, Lcom/hearthboard/cetp/Envelopes$Failure;

    const-string v2, "UNAVAILABLE"

    const-string v3, "calendar provider refused the event"

    invoke-direct {v0, v2, v3}, Lcom/hearthboard/cetp/Envelopes$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 66
    :cond_0
    move-object/from16 v2, p4

    const-string v3, "id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "message:"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-direct {p0, v8, v2, v6}, Lcom/hearthboard/calendar/CalendarBridge;->recordExport(Landroid/net/Uri;Ljava/lang/String;I)V

    .line 67
    invoke-static {v8}, Lcom/hearthboard/calendar/CalendarBridge;->exported(Landroid/net/Uri;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
