.class public final Lcom/waterwheel/data/GardenDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "GardenDb.kt"

.field public static final Companion:Lcom/waterwheel/data/GardenDb$Companion;
.field public static final NAME:Ljava/lang/String; = "waterwheel.db"
.field public static final VERSION:I = 0x1

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "context"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const-string v1, "waterwheel.db"
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-direct {v4, v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v0, "CREATE TABLE shifts (_id INTEGER PRIMARY KEY, plot TEXT, day TEXT, gardener TEXT)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 11
    const-string v0, "CREATE TABLE plots (plot TEXT PRIMARY KEY, assignee TEXT, last_checked INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 12
    const-string v0, "CREATE TABLE valves (plot TEXT PRIMARY KEY, open INTEGER, minutes INTEGER)"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 13
    const-string v0, "CREATE TABLE ledger (caller INTEGER, request_id TEXT, tool TEXT, outcome TEXT, PRIMARY KEY (caller, request_id))"
    invoke-virtual {v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 14
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/waterwheel/data/GardenDb$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/waterwheel/data/GardenDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/waterwheel/data/GardenDb;->Companion:Lcom/waterwheel/data/GardenDb$Companion;
    return-void
.end method

