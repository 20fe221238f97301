.class public final Lcom/tidepool/reef/data/ReminderProvider;
.super Landroid/content/ContentProvider;
.source "ReminderProvider.java"


# static fields
.field public static final CONTENT_URI:Landroid/net/Uri;


# instance fields
.field private db:Lcom/tidepool/reef/data/ReefDb;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 11
    const-string v0, "content://com.tidepool.reef.reminders/reminders"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/tidepool/reef/data/ReminderProvider;->CONTENT_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 44
    iget-object v0, p0, Lcom/tidepool/reef/data/ReminderProvider;->db:Lcom/tidepool/reef/data/ReefDb;

    invoke-virtual {v0}, Lcom/tidepool/reef/data/ReefDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    invoke-virtual {v0, v1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 28
    const-string v0, "vnd.android.cursor.dir/vnd.tidepool.reminder"

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 9

    .line 33
    iget-object v0, p0, Lcom/tidepool/reef/data/ReminderProvider;->db:Lcom/tidepool/reef/data/ReefDb;

    invoke-virtual {v0}, Lcom/tidepool/reef/data/ReefDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, p2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v4

    .line 34
    const-wide/16 v2, 0x0

    cmp-long v0, v4, v2

    if-gez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    sget-object v0, Lcom/tidepool/reef/data/ReminderProvider;->CONTENT_URI:Landroid/net/Uri;

    invoke-static {v0, v4, v5}, Landroid/content/ContentUris;->withAppendedId(Landroid/net/Uri;J)Landroid/net/Uri;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 16
    invoke-virtual {p0}, Lcom/tidepool/reef/data/ReminderProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tidepool/reef/data/ReefDb;->get(Landroid/content/Context;)Lcom/tidepool/reef/data/ReefDb;

    move-result-object v1

    iput-object v1, p0, Lcom/tidepool/reef/data/ReminderProvider;->db:Lcom/tidepool/reef/data/ReefDb;

    .line 17
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 14

    .line 22
    iget-object v0, p0, Lcom/tidepool/reef/data/ReminderProvider;->db:Lcom/tidepool/reef/data/ReefDb;

    invoke-virtual {v0}, Lcom/tidepool/reef/data/ReefDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    const/4 v5, 0x0

    const/4 v6, 0x0

    move-object v7, p5

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 39
    iget-object v0, p0, Lcom/tidepool/reef/data/ReminderProvider;->db:Lcom/tidepool/reef/data/ReefDb;

    invoke-virtual {v0}, Lcom/tidepool/reef/data/ReefDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "reminders"

    invoke-virtual {v0, v1, p2, p3, p4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method
