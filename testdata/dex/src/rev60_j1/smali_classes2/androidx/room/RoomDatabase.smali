.class public abstract Landroidx/room/RoomDatabase;
.super Ljava/lang/Object;
.source "RoomDatabase.java"


# instance fields
.field protected volatile mDatabase:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;
    .registers 3

    .line 20
    iget-object v0, p0, Landroidx/room/RoomDatabase;->mDatabase:Landroid/database/sqlite/SQLiteDatabase;

    invoke-virtual {v0, p1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v0

    return-object v0
.end method

.method public init(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 12
    iput-object p1, p0, Landroidx/room/RoomDatabase;->mDatabase:Landroid/database/sqlite/SQLiteDatabase;

    .line 13
    return-void
.end method

.method public query(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;
    .registers 5

    .line 16
    iget-object v0, p0, Landroidx/room/RoomDatabase;->mDatabase:Landroid/database/sqlite/SQLiteDatabase;

    invoke-virtual {p1}, Landroidx/room/RoomSQLiteQuery;->getSql()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Landroidx/room/RoomSQLiteQuery;->getBindArgs()[Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method
