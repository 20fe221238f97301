.class public final Landroidx/room/RoomSQLiteQuery$Companion;
.super Ljava/lang/Object;
.source "Room.kt"


.method private constructor <init>()V
    .registers 1
    .line 58
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;
    .registers 7
    const-string v1, "query"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    new-instance v0, Landroidx/room/RoomSQLiteQuery;
    const/4 v2, 0x0
    invoke-direct {v0, v6, v2}, Landroidx/room/RoomSQLiteQuery;-><init>(ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v3, v0
    .line 62
    invoke-static {v3, v5}, Landroidx/room/RoomSQLiteQuery;->access$setQuery$p(Landroidx/room/RoomSQLiteQuery;Ljava/lang/String;)V
    .line 63
    return-object v3
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Landroidx/room/RoomSQLiteQuery$Companion;-><init>()V
    return-void
.end method

