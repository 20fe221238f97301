.class public final Lcom/larderly/app/data/ChangeJournal;
.super Ljava/lang/Object;
.source "ChangeJournal.java"


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/AppDatabase;)V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/larderly/app/data/ChangeJournal;->database:Lcom/larderly/app/data/AppDatabase;

    .line 13
    return-void
.end method


# virtual methods
.method public record(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 10

    .line 16
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 17
    const-string v1, "kind"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 18
    const-string v1, "subject"

    invoke-virtual {v4, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "changed_by"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 20
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 22
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/ChangeJournal;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "changes"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    .line 25
    goto :goto_0

    :catch_0
    move-exception v5

    .line 24
    const-string v0, "Larderly"

    const-string v1, "journal write failed"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 26
    :goto_0
    return-void
.end method
