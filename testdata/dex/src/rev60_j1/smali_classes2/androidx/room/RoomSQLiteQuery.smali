.class public Landroidx/room/RoomSQLiteQuery;
.super Ljava/lang/Object;
.source "RoomSQLiteQuery.java"


# instance fields
.field final mBindArgs:[Ljava/lang/String;

.field private final mQuery:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Landroidx/room/RoomSQLiteQuery;->mQuery:Ljava/lang/String;

    .line 10
    new-array v0, p2, [Ljava/lang/String;

    iput-object v0, p0, Landroidx/room/RoomSQLiteQuery;->mBindArgs:[Ljava/lang/String;

    .line 11
    return-void
.end method

.method public static acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    .registers 3

    .line 14
    new-instance v0, Landroidx/room/RoomSQLiteQuery;

    invoke-direct {v0, p0, p1}, Landroidx/room/RoomSQLiteQuery;-><init>(Ljava/lang/String;I)V

    return-object v0
.end method


# virtual methods
.method public bindLong(IJ)V
    .registers 7

    .line 30
    iget-object v0, p0, Landroidx/room/RoomSQLiteQuery;->mBindArgs:[Ljava/lang/String;

    add-int/lit8 v1, p1, -0x1

    invoke-static {p2, p3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v2

    aput-object v2, v0, v1

    .line 31
    return-void
.end method

.method public bindNull(I)V
    .registers 5

    .line 26
    iget-object v0, p0, Landroidx/room/RoomSQLiteQuery;->mBindArgs:[Ljava/lang/String;

    add-int/lit8 v1, p1, -0x1

    const/4 v2, 0x0

    aput-object v2, v0, v1

    .line 27
    return-void
.end method

.method public bindString(ILjava/lang/String;)V
    .registers 5

    .line 34
    iget-object v0, p0, Landroidx/room/RoomSQLiteQuery;->mBindArgs:[Ljava/lang/String;

    add-int/lit8 v1, p1, -0x1

    aput-object p2, v0, v1

    .line 35
    return-void
.end method

.method public getBindArgs()[Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Landroidx/room/RoomSQLiteQuery;->mBindArgs:[Ljava/lang/String;

    return-object v0
.end method

.method public getSql()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Landroidx/room/RoomSQLiteQuery;->mQuery:Ljava/lang/String;

    return-object v0
.end method
