.class public final Lcom/hearthly/AuditLog;
.super Ljava/lang/Object;
.source "Db.kt"

# instance fields
.field private final db:Lcom/hearthly/HomeDb;


# direct methods
.method public constructor <init>(Lcom/hearthly/HomeDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/AuditLog;->db:Lcom/hearthly/HomeDb;
    return-void
.end method


# virtual methods
.method public final record(ILjava/lang/String;Z)V
    .registers 15
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    iget-object v0, p0, Lcom/hearthly/AuditLog;->db:Lcom/hearthly/HomeDb;
    invoke-virtual {v0}, Lcom/hearthly/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 59
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v4
    const/4 v9, 0x0
    const-string v8, "audit"
    move-object v7, v0
    const/4 v6, 0x0
    .line 60
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 61
    const-string v1, "tool"
    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    move-object v0, v5
    const-string v1, "ok"
    if-eqz p3, :L69
    const/4 v2, 0x1
    goto :L70
:L69
    const/4 v2, 0x0
:L70
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 63
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "at"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 64
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 56
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 66
    return-void
.end method
