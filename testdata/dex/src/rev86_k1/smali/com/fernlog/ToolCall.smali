.class public final Lcom/fernlog/ToolCall;
.super Ljava/lang/Object;
.source "Tool.kt"

.field private final context:Landroid/content/Context;
.field private final db:Landroid/database/sqlite/SQLiteDatabase;
.field private final uid:I
.field private final pkg:Ljava/lang/String;
.field private final req:Landroid/os/Bundle;

.method public constructor <init>(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 7
    const-string v0, "context"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pkg"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "req"
    invoke-static {v6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fernlog/ToolCall;->context:Landroid/content/Context;
    iput-object v3, v1, Lcom/fernlog/ToolCall;->db:Landroid/database/sqlite/SQLiteDatabase;
    iput v4, v1, Lcom/fernlog/ToolCall;->uid:I
    iput-object v5, v1, Lcom/fernlog/ToolCall;->pkg:Ljava/lang/String;
    iput-object v6, v1, Lcom/fernlog/ToolCall;->req:Landroid/os/Bundle;
    return-void
.end method

.method public final getContext()Landroid/content/Context;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/fernlog/ToolCall;->context:Landroid/content/Context;
    return-object v0
.end method

.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/fernlog/ToolCall;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 16
    iget v0, v1, Lcom/fernlog/ToolCall;->uid:I
    return v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/fernlog/ToolCall;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getReq()Landroid/os/Bundle;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/fernlog/ToolCall;->req:Landroid/os/Bundle;
    return-object v0
.end method

