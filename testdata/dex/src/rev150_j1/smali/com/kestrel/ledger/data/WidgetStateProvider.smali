.class public final Lcom/kestrel/ledger/data/WidgetStateProvider;
.super Landroid/content/ContentProvider;
.source "WidgetStateProvider.java"


# static fields
.field public static final CHANGES:Landroid/net/Uri;


# instance fields
.field private db:Lcom/kestrel/ledger/data/LedgerDb;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    const-string v0, "content://com.kestrel.ledger.widget/changes"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/data/WidgetStateProvider;->CHANGES:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static push(Landroid/content/ContentResolver;ILjava/lang/String;Ljava/lang/String;)V
    .registers 8

    .line 20
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 21
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "changed_by"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 22
    const-string v0, "provider"

    invoke-virtual {v3, v0, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 23
    const-string v0, "tool"

    invoke-virtual {v3, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 24
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 25
    sget-object v0, Lcom/kestrel/ledger/data/WidgetStateProvider;->CHANGES:Landroid/net/Uri;

    invoke-virtual {p0, v0, v3}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;

    .line 26
    return-void
.end method


# virtual methods
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 52
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 41
    const-string v0, "vnd.android.cursor.dir/vnd.kestrel.change"

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 7

    .line 46
    iget-object v0, p0, Lcom/kestrel/ledger/data/WidgetStateProvider;->db:Lcom/kestrel/ledger/data/LedgerDb;

    invoke-virtual {v0, p2}, Lcom/kestrel/ledger/data/LedgerDb;->recordWidgetChange(Landroid/content/ContentValues;)J

    move-result-wide v2

    .line 47
    sget-object v0, Lcom/kestrel/ledger/data/WidgetStateProvider;->CHANGES:Landroid/net/Uri;

    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Landroid/net/Uri;->withAppendedPath(Landroid/net/Uri;Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 30
    invoke-virtual {p0}, Lcom/kestrel/ledger/data/WidgetStateProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/kestrel/ledger/data/Ledger;->get(Landroid/content/Context;)Lcom/kestrel/ledger/data/Ledger;

    move-result-object v1

    iget-object v1, v1, Lcom/kestrel/ledger/data/Ledger;->db:Lcom/kestrel/ledger/data/LedgerDb;

    iput-object v1, p0, Lcom/kestrel/ledger/data/WidgetStateProvider;->db:Lcom/kestrel/ledger/data/LedgerDb;

    .line 31
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 36
    iget-object v0, p0, Lcom/kestrel/ledger/data/WidgetStateProvider;->db:Lcom/kestrel/ledger/data/LedgerDb;

    const/4 v1, 0x5

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/data/LedgerDb;->lastWidgetChanges(I)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 57
    const/4 v0, 0x0

    return v0
.end method
