.class public final Lcom/fieldnote/birding/trips/ClubProvider;
.super Landroid/content/ContentProvider;
.source "ClubProvider.java"


# static fields
.field public static final ACCOUNT:Landroid/net/Uri;

.field static final AUTHORITY:Ljava/lang/String; = "com.fieldnote.birding.club"

.field public static final RSVPS:Landroid/net/Uri;


# instance fields
.field private db:Lcom/fieldnote/birding/data/BirdingDb;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    const-string v0, "content://com.fieldnote.birding.club/account"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/fieldnote/birding/trips/ClubProvider;->ACCOUNT:Landroid/net/Uri;

    .line 15
    const-string v0, "content://com.fieldnote.birding.club/rsvps"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/fieldnote/birding/trips/ClubProvider;->RSVPS:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static table(Landroid/net/Uri;)Ljava/lang/String;
    .registers 6

    .line 26
    invoke-virtual {p0}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v4

    .line 27
    const-string v0, "account"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 28
    const-string v0, "club_account"

    return-object v0

    .line 30
    :cond_0
    const-string v0, "rsvps"

    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 31
    const-string v0, "rsvps"

    return-object v0

    .line 33
    :cond_1
    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unknown uri "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method


# virtual methods
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 55
    iget-object v0, p0, Lcom/fieldnote/birding/trips/ClubProvider;->db:Lcom/fieldnote/birding/data/BirdingDb;

    invoke-virtual {v0}, Lcom/fieldnote/birding/data/BirdingDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-static {p1}, Lcom/fieldnote/birding/trips/ClubProvider;->table(Landroid/net/Uri;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 43
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 9

    .line 48
    iget-object v0, p0, Lcom/fieldnote/birding/trips/ClubProvider;->db:Lcom/fieldnote/birding/data/BirdingDb;

    invoke-virtual {v0}, Lcom/fieldnote/birding/data/BirdingDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-static {p1}, Lcom/fieldnote/birding/trips/ClubProvider;->table(Landroid/net/Uri;)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x5

    invoke-virtual {v0, v1, v2, p2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    move-result-wide v4

    .line 50
    invoke-static {p1, v4, v5}, Landroid/content/ContentUris;->withAppendedId(Landroid/net/Uri;J)Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 21
    invoke-virtual {p0}, Lcom/fieldnote/birding/trips/ClubProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/fieldnote/birding/data/BirdingDb;->get(Landroid/content/Context;)Lcom/fieldnote/birding/data/BirdingDb;

    move-result-object v1

    iput-object v1, p0, Lcom/fieldnote/birding/trips/ClubProvider;->db:Lcom/fieldnote/birding/data/BirdingDb;

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 14

    .line 38
    iget-object v0, p0, Lcom/fieldnote/birding/trips/ClubProvider;->db:Lcom/fieldnote/birding/data/BirdingDb;

    invoke-virtual {v0}, Lcom/fieldnote/birding/data/BirdingDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-static {p1}, Lcom/fieldnote/birding/trips/ClubProvider;->table(Landroid/net/Uri;)Ljava/lang/String;

    move-result-object v1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    const/4 v5, 0x0

    const/4 v6, 0x0

    move-object v7, p5

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 60
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "the club provider is written by insert and delete only"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
