.class public final Lcom/brightfold/pantry/data/PantryDb$Grant;
.super Ljava/lang/Object;
.source "PantryDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/brightfold/pantry/data/PantryDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grant"
.end annotation


# instance fields
.field private final certSha256:[B

.field private final expiresAt:J

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>([BLjava/util/List;J)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "([B",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 93
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 94
    iput-object p1, p0, Lcom/brightfold/pantry/data/PantryDb$Grant;->certSha256:[B

    .line 95
    iput-object p2, p0, Lcom/brightfold/pantry/data/PantryDb$Grant;->scopes:Ljava/util/List;

    .line 96
    iput-wide p3, p0, Lcom/brightfold/pantry/data/PantryDb$Grant;->expiresAt:J

    .line 97
    return-void
.end method

.method static read(Landroid/database/Cursor;)Lcom/brightfold/pantry/data/PantryDb$Grant;
    .registers 6

    .line 100
    new-instance v0, Lcom/brightfold/pantry/data/PantryDb$Grant;

    const/4 v2, 0x0

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/brightfold/pantry/data/PantryDb$Grant;->unhex(Ljava/lang/String;)[B

    move-result-object v1

    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v3, " "

    invoke-virtual {v2, v3}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    const/4 v4, 0x2

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/brightfold/pantry/data/PantryDb$Grant;-><init>([BLjava/util/List;J)V

    return-object v0
.end method

.method private static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 116
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 117
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 118
    mul-int/lit8 v3, v6, 0x2

    mul-int/lit8 v4, v6, 0x2

    add-int/lit8 v4, v4, 0x2

    invoke-virtual {p0, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v5, v6

    .line 117
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 120
    :cond_0
    return-object v5
.end method


# virtual methods
.method public certSha256()[B
    .registers 2

    .line 104
    iget-object v0, p0, Lcom/brightfold/pantry/data/PantryDb$Grant;->certSha256:[B

    return-object v0
.end method

.method public covers(Ljava/lang/String;)Z
    .registers 3

    .line 112
    iget-object v0, p0, Lcom/brightfold/pantry/data/PantryDb$Grant;->scopes:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public expiresAt()J
    .registers 3

    .line 108
    iget-wide v0, p0, Lcom/brightfold/pantry/data/PantryDb$Grant;->expiresAt:J

    return-wide v0
.end method
