.class public Lcom/choirbook/data/PurgeReceiver;
.super Landroid/content/BroadcastReceiver;
.source "PurgeReceiver.java"


# static fields
.field public static final ACTION_PURGE:Ljava/lang/String; = "com.choirbook.action.PURGE"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    .line 14
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/choirbook/data/PurgeReceiver;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 16
    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 10

    .line 20
    const-string v0, "before"

    const-wide/16 v1, 0x0

    invoke-virtual {p2, v0, v1, v2}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v0

    .line 21
    iget-object v2, p0, Lcom/choirbook/data/PurgeReceiver;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v3, "rehearsals"

    const-string v4, "starts_at < ?"

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v0, 0x0

    aput-object v6, v5, v0

    invoke-virtual {v2, v3, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 22
    return-void
.end method
