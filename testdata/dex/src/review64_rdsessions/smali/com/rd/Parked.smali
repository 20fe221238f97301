.class final Lcom/rd/Parked;
.super Ljava/lang/Object;
.source "Parked.java"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/rd/Parked;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 11
    return-void
.end method


# virtual methods
.method redeem(Ljava/lang/String;)Z
    .registers 8
    .line 15
    iget-object v0, v6, Lcom/rd/Parked;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "approvals"
    const-string v2, "token = ? AND decided = 1"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v7, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    const/4 v1, 0x1
    if-ne v0, v1, :L27
    const/4 v0, 0x1
    goto :L28
:L27
    const/4 v0, 0x0
:L28
    return v0
.end method

