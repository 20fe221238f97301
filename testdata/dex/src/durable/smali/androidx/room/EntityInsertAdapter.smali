# Library class as the APK ships it (androidx.room:room-runtime 2.7+, the
# adapter Room's Kotlin code generator uses for @Insert), reduced to the
# members the fixture calls: prepare the insert, bind the entity, step.
.class public abstract Landroidx/room/EntityInsertAdapter;
.super Ljava/lang/Object;
.source "EntityInsertAdapter.kt"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method protected abstract bind(Landroidx/sqlite/SQLiteStatement;Ljava/lang/Object;)V
.end method

.method protected abstract createQuery()Ljava/lang/String;
.end method

.method public final insertAndReturnId(Landroidx/sqlite/SQLiteConnection;Ljava/lang/Object;)J
    .locals 2
    invoke-virtual {p0}, Landroidx/room/EntityInsertAdapter;->createQuery()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p1, v0}, Landroidx/sqlite/SQLiteConnection;->prepare(Ljava/lang/String;)Landroidx/sqlite/SQLiteStatement;
    move-result-object v0
    invoke-virtual {p0, v0, p2}, Landroidx/room/EntityInsertAdapter;->bind(Landroidx/sqlite/SQLiteStatement;Ljava/lang/Object;)V
    invoke-interface {v0}, Landroidx/sqlite/SQLiteStatement;->step()Z
    invoke-interface {v0}, Landroidx/sqlite/SQLiteStatement;->close()V
    invoke-static {p1}, Landroidx/room/util/SQLiteConnectionUtil;->getLastInsertedRowId(Landroidx/sqlite/SQLiteConnection;)J
    move-result-wide v0
    return-wide v0
.end method
