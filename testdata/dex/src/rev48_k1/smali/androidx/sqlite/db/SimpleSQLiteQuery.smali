.class public final Landroidx/sqlite/db/SimpleSQLiteQuery;
.super Ljava/lang/Object;
.source "Sqlite.kt"

# interfaces
.implements Landroidx/sqlite/db/SupportSQLiteQuery;

.field private final query:Ljava/lang/String;
.field private final bindArgs:[Ljava/lang/Object;

.method public constructor <init>(Ljava/lang/String;[Ljava/lang/Object;)V
    .registers 4
    const-string v0, "query"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/sqlite/db/SimpleSQLiteQuery;->query:Ljava/lang/String;
    iput-object v3, v1, Landroidx/sqlite/db/SimpleSQLiteQuery;->bindArgs:[Ljava/lang/Object;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 4
    const-string v0, "query"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    const/4 v1, 0x0
    invoke-direct {v2, v3, v1}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;[Ljava/lang/Object;)V
    return-void
.end method

.method public getSql()Ljava/lang/String;
    .registers 2
    .line 29
    iget-object v0, v1, Landroidx/sqlite/db/SimpleSQLiteQuery;->query:Ljava/lang/String;
    return-object v0
.end method

.method public getArgCount()I
    .registers 2
    .line 30
    iget-object v0, v1, Landroidx/sqlite/db/SimpleSQLiteQuery;->bindArgs:[Ljava/lang/Object;
    if-eqz v0, :L12
    array-length v0, v0
    goto :L14
    :L12
    const/4 v0, 0x0
    :L14
    return v0
.end method

.method public bindTo(Landroidx/sqlite/db/SupportSQLiteProgram;)V
    .registers 9
    const-string v1, "statement"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v0, v7, Landroidx/sqlite/db/SimpleSQLiteQuery;->bindArgs:[Ljava/lang/Object;
    if-nez v0, :L16
    return-void
    :L16
    move-object v3, v0
    .line 34
    const/4 v0, 0x0
    move v4, v0
    array-length v0, v3
    move v5, v0
    :L23
    if-ge v4, v5, :L71
    .line 35
    aget-object v0, v3, v4
    move-object v6, v0
    .line 36
    if-nez v6, :L51
    const/4 v2, 0x1
    add-int v1, v4, v2
    invoke-interface {v8, v1}, Landroidx/sqlite/db/SupportSQLiteProgram;->bindNull(I)V
    goto :L65
    :L51
    const/4 v2, 0x1
    add-int v1, v4, v2
    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v8, v1, v2}, Landroidx/sqlite/db/SupportSQLiteProgram;->bindString(ILjava/lang/String;)V
    :L65
    .line 34
    add-int/lit8 v4, v4, 0x1
    goto :L23
    :L71
    .line 38
    return-void
.end method

