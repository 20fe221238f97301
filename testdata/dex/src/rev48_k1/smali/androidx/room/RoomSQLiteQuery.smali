.class public final Landroidx/room/RoomSQLiteQuery;
.super Ljava/lang/Object;
.source "Room.kt"

# interfaces
.implements Landroidx/sqlite/db/SupportSQLiteQuery;
.implements Landroidx/sqlite/db/SupportSQLiteProgram;

.field public static final Companion:Landroidx/room/RoomSQLiteQuery$Companion;
.field private final capacity:I
.field private query:Ljava/lang/String;
.field private final bindings:[Ljava/lang/String;

.method private constructor <init>(I)V
    .registers 4
    .line 38
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Landroidx/room/RoomSQLiteQuery;->capacity:I
    .line 40
    iget v0, v2, Landroidx/room/RoomSQLiteQuery;->capacity:I
    const/4 v1, 0x1
    add-int v0, v0, v1
    new-array v0, v0, [Ljava/lang/String;
    iput-object v0, v2, Landroidx/room/RoomSQLiteQuery;->bindings:[Ljava/lang/String;
    .line 38
    return-void
.end method

.method public getSql()Ljava/lang/String;
    .registers 2
    .line 42
    iget-object v0, v1, Landroidx/room/RoomSQLiteQuery;->query:Ljava/lang/String;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v0
.end method

.method public getArgCount()I
    .registers 2
    .line 43
    iget v0, v1, Landroidx/room/RoomSQLiteQuery;->capacity:I
    return v0
.end method

.method public bindTo(Landroidx/sqlite/db/SupportSQLiteProgram;)V
    .registers 7
    const-string v1, "statement"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const/4 v0, 0x1
    move v2, v0
    iget v0, v5, Landroidx/room/RoomSQLiteQuery;->capacity:I
    move v3, v0
    if-gt v2, v3, :L61
    :L18
    .line 47
    iget-object v0, v5, Landroidx/room/RoomSQLiteQuery;->bindings:[Ljava/lang/String;
    aget-object v0, v0, v2
    move-object v4, v0
    .line 48
    if-nez v4, :L41
    invoke-interface {v6, v2}, Landroidx/sqlite/db/SupportSQLiteProgram;->bindNull(I)V
    goto :L50
    :L41
    invoke-interface {v6, v2, v4}, Landroidx/sqlite/db/SupportSQLiteProgram;->bindString(ILjava/lang/String;)V
    :L50
    .line 46
    if-eq v2, v3, :L61
    add-int/lit8 v2, v2, 0x1
    goto :L18
    :L61
    .line 50
    return-void
.end method

.method public bindNull(I)V
    .registers 4
    .line 52
    iget-object v0, v2, Landroidx/room/RoomSQLiteQuery;->bindings:[Ljava/lang/String;
    const/4 v1, 0x0
    aput-object v1, v0, v3
    return-void
.end method

.method public bindString(ILjava/lang/String;)V
    .registers 5
    const-string v1, "value"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    iget-object v0, v2, Landroidx/room/RoomSQLiteQuery;->bindings:[Ljava/lang/String;
    aput-object v4, v0, v3
    return-void
.end method

.method public bindLong(IJ)V
    .registers 6
    .line 54
    iget-object v0, v2, Landroidx/room/RoomSQLiteQuery;->bindings:[Ljava/lang/String;
    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    aput-object v1, v0, v3
    return-void
.end method

.method public final release()V
    .registers 1
    .line 56
    return-void
.end method

.method public static final acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    .registers 3
    sget-object v0, Landroidx/room/RoomSQLiteQuery;->Companion:Landroidx/room/RoomSQLiteQuery$Companion;
    invoke-virtual {v0, v1, v2}, Landroidx/room/RoomSQLiteQuery$Companion;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    move-result-object v0
    .line 64
    return-object v0
.end method

.method public synthetic constructor <init>(ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v0, v1}, Landroidx/room/RoomSQLiteQuery;-><init>(I)V
    return-void
.end method

.method public static final synthetic access$setQuery$p(Landroidx/room/RoomSQLiteQuery;Ljava/lang/String;)V
    .registers 2
    .line 38
    iput-object v1, v0, Landroidx/room/RoomSQLiteQuery;->query:Ljava/lang/String;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Landroidx/room/RoomSQLiteQuery$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Landroidx/room/RoomSQLiteQuery$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Landroidx/room/RoomSQLiteQuery;->Companion:Landroidx/room/RoomSQLiteQuery$Companion;
    return-void
.end method

