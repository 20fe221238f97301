.class public final Lcom/brightfold/pantry/pantry/PantryTools;
.super Ljava/lang/Object;
.source "PantryTools.java"


# static fields
.field static final ADD_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1},\"unit\":{\"type\":\"string\"},\"expires_on\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"name\",\"quantity\"],\"additionalProperties\":false}"

.field static final CLEAR_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\"}},\"additionalProperties\":false}"

.field static final COUNT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

.field static final EMPTY_IN:Ljava/lang/String; = "{\"type\":\"object\",\"additionalProperties\":false}"

.field static final FILE_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"application/json\"}"

.field static final ITEMS_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]}"

.field static final ITEM_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"name\",\"quantity\"]}"

.field static final NAME_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80}},\"required\":[\"name\"],\"additionalProperties\":false}"


# instance fields
.field private final db:Lcom/brightfold/pantry/data/PantryDb;

.field private final exports:Ljava/io/File;

.field private final handOut:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Ljava/io/File;",
            "Landroid/os/ParcelFileDescriptor;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/brightfold/pantry/data/PantryDb;)V
    .registers 6

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 51
    new-instance v0, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda0;-><init>()V

    iput-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->handOut:Ljava/util/function/Function;

    .line 60
    iput-object p2, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    .line 61
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "exports"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->exports:Ljava/io/File;

    .line 62
    return-void
.end method

.method private addItem(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 10

    .line 142
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v5

    .line 143
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 144
    const-string v3, "name"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 145
    const-string v3, "quantity"

    const/4 v4, 0x1

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 146
    const-string v3, "unit"

    const-string v4, "pcs"

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "unit"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 147
    const-string v3, "expires_on"

    const/4 v4, 0x0

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_on"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 148
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->caller()Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "added_by_uid"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 149
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "items"

    const/4 v2, 0x0

    const/4 v4, 0x5

    invoke-virtual {v0, v1, v2, v6, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 151
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "name"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 152
    const-string v3, "quantity"

    const/4 v4, 0x1

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 151
    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Outcome;->inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 154
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private clearExpired(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 10

    .line 159
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    .line 160
    invoke-static {}, Ljava/time/LocalDate;->now()Ljava/time/LocalDate;

    move-result-object v5

    invoke-virtual {v5}, Ljava/time/LocalDate;->toString()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    .line 159
    const-string v1, "items"

    const-string v2, "expires_on IS NOT NULL AND expires_on < ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v6

    .line 162
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "removed"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Outcome;->inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 164
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private exportPantry(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 11

    .line 129
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    iget-object v2, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-direct {p0, v4, v5}, Lcom/brightfold/pantry/pantry/PantryTools;->items(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v3

    new-instance v4, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda12;

    invoke-direct {v4}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda12;-><init>()V

    invoke-virtual {v2, v3, v4}, Lcom/brightfold/pantry/data/PantryDb;->rows(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    invoke-virtual {v0}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    .line 130
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v6

    .line 131
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, v6}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Replies;->hex([B)Ljava/lang/String;

    move-result-object v7

    .line 132
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->exports:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    .line 133
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/brightfold/pantry/pantry/PantryTools;->exports:Ljava/io/File;

    const/4 v4, 0x0

    const/16 v5, 0x10

    invoke-virtual {v7, v4, v5}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "pantry-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ".json"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v8, v0

    .line 134
    invoke-virtual {v8}, Ljava/io/File;->toPath()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/nio/file/OpenOption;

    invoke-static {v0, v6, v2}, Ljava/nio/file/Files;->write(Ljava/nio/file/Path;[B[Ljava/nio/file/OpenOption;)Ljava/nio/file/Path;

    .line 135
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->handOut:Ljava/util/function/Function;

    invoke-interface {v0, v8}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/ParcelFileDescriptor;

    array-length v2, v6

    int-to-long v2, v2

    const-string v1, "application/json"

    invoke-static {v0, v1, v2, v3, v7}, Lcom/brightfold/pantry/cetp/Outcome;->file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 137
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "export failed"

    invoke-direct {v0, v2, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method private static item(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 6

    .line 82
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    const/4 v3, 0x2

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "unit"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x3

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "low_mark"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x4

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_on"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 82
    return-object v0

    :catch_0
    move-exception v4

    .line 85
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private items(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    .registers 12

    .line 90
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x5

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "quantity"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "unit"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "low_mark"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "expires_on"

    aput-object v5, v2, v4

    const-string v1, "items"

    move-object v3, p1

    move-object v4, p2

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$all$1(Lcom/brightfold/pantry/cetp/Call;)Z
    .registers 4

    .line 77
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$lookup$2(Ljava/lang/String;)Ljava/util/NoSuchElementException;
    .registers 4

    .line 107
    new-instance v0, Ljava/util/NoSuchElementException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "no pantry item named "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$new$0(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 4

    .line 53
    const/high16 v1, 0x10000000

    :try_start_0
    invoke-static {p0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 55
    new-instance v0, Ljava/io/UncheckedIOException;

    invoke-direct {v0, v2}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0
.end method

.method private listItems(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 10

    .line 97
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct {p0, v5, v6}, Lcom/brightfold/pantry/pantry/PantryTools;->items(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v4

    new-instance v5, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda9;

    invoke-direct {v5}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda9;-><init>()V

    invoke-virtual {v3, v4, v5}, Lcom/brightfold/pantry/data/PantryDb;->rows(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "items"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Outcome;->inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 99
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private lookup(Lcom/brightfold/pantry/cetp/Call;)Lorg/json/JSONObject;
    .registers 8

    .line 104
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "name"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 105
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v2, "name = ?"

    invoke-direct {p0, v2, v3}, Lcom/brightfold/pantry/pantry/PantryTools;->items(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    new-instance v2, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda10;

    invoke-direct {v2}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda10;-><init>()V

    invoke-virtual {v0, v1, v2}, Lcom/brightfold/pantry/data/PantryDb;->rows(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    .line 106
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda11;

    invoke-direct {v1, v5}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda11;-><init>(Ljava/lang/String;)V

    .line 107
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    .line 105
    return-object v0
.end method

.method private restockIfLow(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 9

    .line 112
    const-string v1, "quantity"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v0

    const-string v2, "low_mark"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v1

    if-le v0, v1, :cond_0

    .line 113
    return-object p1

    .line 115
    :cond_0
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 116
    const-string v1, "list_name"

    const-string v2, "Restock"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 117
    const-string v3, "name"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "item_name"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 118
    const-string v4, "low_mark"

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v3

    const/4 v2, 0x1

    invoke-static {v2, v3}, Ljava/lang/Math;->max(II)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 119
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "shopping"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 121
    :try_start_0
    const-string v1, "on_restock_list"

    const/4 v2, 0x1

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 123
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public all()Ljava/util/List;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/brightfold/pantry/cetp/Tool;",
            ">;"
        }
    .end annotation

    .line 65
    new-instance v1, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda1;

    move-object/from16 v0, p0

    invoke-direct {v1, v0}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/pantry/PantryTools;)V

    move-object v15, v1

    .line 66
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/brightfold/pantry/cetp/Tool;

    new-instance v9, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda2;

    move-object/from16 v8, p0

    invoke-direct {v9, v8}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda2;-><init>(Lcom/brightfold/pantry/pantry/PantryTools;)V

    move-object v8, v9

    .line 67
    const-string v3, "list_items"

    const-string v4, "List everything in the pantry with quantities"

    const-string v5, "pantry.read"

    const-string v6, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]}"

    invoke-static/range {v3 .. v8}, Lcom/brightfold/pantry/cetp/Tool;->read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    new-instance v10, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda3;

    move-object/from16 v9, p0

    invoke-direct {v10, v9}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda3;-><init>(Lcom/brightfold/pantry/pantry/PantryTools;)V

    move-object v9, v10

    .line 70
    invoke-interface {v15, v9}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v8

    new-instance v9, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda4;

    invoke-direct {v9}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda4;-><init>()V

    invoke-interface {v8, v9}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v8

    .line 69
    const-string v3, "find_item"

    const-string v4, "Look up one pantry item by name"

    const-string v5, "pantry.read"

    const-string v6, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80}},\"required\":[\"name\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"name\",\"quantity\"]}"

    invoke-static/range {v3 .. v8}, Lcom/brightfold/pantry/cetp/Tool;->read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    new-instance v9, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda5;

    move-object/from16 v8, p0

    invoke-direct {v9, v8}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda5;-><init>(Lcom/brightfold/pantry/pantry/PantryTools;)V

    move-object v8, v9

    .line 71
    const-string v3, "export_pantry"

    const-string v4, "Export the pantry as a JSON file"

    const-string v5, "pantry.read"

    const-string v6, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"string\",\"contentMediaType\":\"application/json\"}"

    invoke-static/range {v3 .. v8}, Lcom/brightfold/pantry/cetp/Tool;->readFile(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    sget-object v12, Lcom/brightfold/pantry/cetp/Tool;->NEVER:Ljava/util/function/Predicate;

    new-instance v14, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda6;

    move-object/from16 v13, p0

    invoke-direct {v14, v13}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda6;-><init>(Lcom/brightfold/pantry/pantry/PantryTools;)V

    move-object v13, v14

    .line 73
    const-string v3, "add_item"

    const-string v4, "Add an item to the pantry"

    const-string v5, "create"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "pantry.write"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1},\"unit\":{\"type\":\"string\"},\"expires_on\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"name\",\"quantity\"],\"additionalProperties\":false}"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"name\",\"quantity\"]}"

    invoke-static/range {v3 .. v13}, Lcom/brightfold/pantry/cetp/Tool;->write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Predicate;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    sget-object v12, Lcom/brightfold/pantry/cetp/Tool;->ALWAYS:Ljava/util/function/Predicate;

    new-instance v13, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda7;

    invoke-direct {v13}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda7;-><init>()V

    .line 77
    invoke-interface {v12, v13}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v12

    new-instance v14, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda8;

    move-object/from16 v13, p0

    invoke-direct {v14, v13}, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda8;-><init>(Lcom/brightfold/pantry/pantry/PantryTools;)V

    move-object v13, v14

    .line 75
    const-string v3, "clear_expired"

    const-string v4, "Remove every item past its expiry date"

    const-string v5, "delete"

    const-string v6, "moderate"

    const/4 v7, 0x1

    const-string v8, "always"

    const-string v9, "pantry.write"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\"}},\"additionalProperties\":false}"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

    invoke-static/range {v3 .. v13}, Lcom/brightfold/pantry/cetp/Tool;->write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Predicate;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 66
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
