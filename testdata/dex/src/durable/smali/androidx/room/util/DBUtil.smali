# Library class as the APK ships it (androidx.room:room-runtime 2.7+), the
# facade of DBUtil.kt whose performBlocking runs a generated DAO's block
# on a connection (a writer one when isReadOnly is false). Reduced to a
# call of the block.
.class public final Landroidx/room/util/DBUtil;
.super Ljava/lang/Object;
.source "DBUtil.android.kt"

.method public static final performBlocking(Landroidx/room/RoomDatabase;ZZLkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .locals 1
    const/4 v0, 0x0
    invoke-interface {p3, v0}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
