.class public final Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;
.super Ljava/lang/Object;
.source "Framework.kt"

# interfaces
.implements Landroidx/sqlite/db/SupportSQLiteProgram;

.field private final args:[Ljava/lang/String;

.method public constructor <init>(I)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    new-array v0, v2, [Ljava/lang/String;
    iput-object v0, v1, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;->args:[Ljava/lang/String;
    .line 10
    return-void
.end method

.method public final getArgs()[Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, v1, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;->args:[Ljava/lang/String;
    return-object v0
.end method

.method public bindNull(I)V
    .registers 5
    .line 12
    iget-object v0, v3, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;->args:[Ljava/lang/String;
    const/4 v2, 0x1
    sub-int v1, v4, v2
    const/4 v2, 0x0
    aput-object v2, v0, v1
    return-void
.end method

.method public bindString(ILjava/lang/String;)V
    .registers 6
    const-string v1, "value"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    iget-object v0, v3, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;->args:[Ljava/lang/String;
    const/4 v2, 0x1
    sub-int v1, v4, v2
    aput-object v5, v0, v1
    return-void
.end method

.method public bindLong(IJ)V
    .registers 7
    .line 14
    iget-object v0, v3, Landroidx/sqlite/db/framework/FrameworkSQLiteProgram;->args:[Ljava/lang/String;
    const/4 v2, 0x1
    sub-int v1, v4, v2
    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    aput-object v2, v0, v1
    return-void
.end method

