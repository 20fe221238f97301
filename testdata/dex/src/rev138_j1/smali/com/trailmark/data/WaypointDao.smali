.class public final Lcom/trailmark/data/WaypointDao;
.super Ljava/lang/Object;
.source "WaypointDao.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/trailmark/data/WaypointDao$Query;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 9
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "trip_id"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "kind"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "name"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "tags"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "lat"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "lon"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "recorded_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/trailmark/data/WaypointDao;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/trailmark/data/WaypointDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 23
    return-void
.end method


# virtual methods
.method public find(Lcom/trailmark/data/WaypointDao$Query;)Lcom/trailmark/data/WaypointCursor;
    .registers 14

    .line 26
    new-instance v9, Landroid/database/sqlite/SQLiteQueryBuilder;

    invoke-direct {v9}, Landroid/database/sqlite/SQLiteQueryBuilder;-><init>()V

    .line 27
    const-string v1, "waypoints"

    invoke-virtual {v9, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->setTables(Ljava/lang/String;)V

    .line 28
    const-string v1, "trashed = 0"

    invoke-virtual {v9, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->appendWhere(Ljava/lang/CharSequence;)V

    .line 29
    iget-object v0, p1, Lcom/trailmark/data/WaypointDao$Query;->tag:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 31
    iget-object v1, p1, Lcom/trailmark/data/WaypointDao$Query;->tag:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, " AND tags LIKE \'%,"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ",%\'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-virtual {v9, v1}, Landroid/database/sqlite/SQLiteQueryBuilder;->appendWhere(Ljava/lang/CharSequence;)V

    .line 33
    :cond_0
    new-instance v10, Lcom/trailmark/data/Selection;

    invoke-direct {v10}, Lcom/trailmark/data/Selection;-><init>()V

    .line 34
    iget-wide v0, p1, Lcom/trailmark/data/WaypointDao$Query;->tripId:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_1

    .line 35
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    iget-wide v5, p1, Lcom/trailmark/data/WaypointDao$Query;->tripId:J

    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "trip_id = ?"

    invoke-virtual {v10, v1, v2}, Lcom/trailmark/data/Selection;->and(Ljava/lang/String;[Ljava/lang/Object;)Lcom/trailmark/data/Selection;

    .line 37
    :cond_1
    iget-object v0, p1, Lcom/trailmark/data/WaypointDao$Query;->kind:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 38
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    iget-object v5, p1, Lcom/trailmark/data/WaypointDao$Query;->kind:Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v2, v4

    const-string v1, "kind = ?"

    invoke-virtual {v10, v1, v2}, Lcom/trailmark/data/Selection;->and(Ljava/lang/String;[Ljava/lang/Object;)Lcom/trailmark/data/Selection;

    .line 40
    :cond_2
    iget-object v1, p0, Lcom/trailmark/data/WaypointDao;->db:Landroid/database/sqlite/SQLiteDatabase;

    sget-object v2, Lcom/trailmark/data/WaypointDao;->COLUMNS:[Ljava/lang/String;

    invoke-virtual {v10}, Lcom/trailmark/data/Selection;->text()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v10}, Lcom/trailmark/data/Selection;->args()[Ljava/lang/String;

    move-result-object v4

    iget v8, p1, Lcom/trailmark/data/WaypointDao$Query;->limit:I

    .line 41
    invoke-static {v8}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 40
    move-object v0, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "recorded_at DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteQueryBuilder;->query(Landroid/database/sqlite/SQLiteDatabase;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 42
    new-instance v0, Lcom/trailmark/data/WaypointCursor;

    invoke-direct {v0, v11}, Lcom/trailmark/data/WaypointCursor;-><init>(Landroid/database/Cursor;)V

    return-object v0
.end method
