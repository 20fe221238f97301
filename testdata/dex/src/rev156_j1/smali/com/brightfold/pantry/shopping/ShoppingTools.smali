.class public final Lcom/brightfold/pantry/shopping/ShoppingTools;
.super Ljava/lang/Object;
.source "ShoppingTools.java"


# static fields
.field static final ADD_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40},\"item\":{\"type\":\"string\",\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"list\",\"item\"],\"additionalProperties\":false}"

.field static final EMPTY_IN:Ljava/lang/String; = "{\"type\":\"object\",\"additionalProperties\":false}"

.field static final FILE_OUT:Ljava/lang/String; = "{\"type\":\"string\",\"contentMediaType\":\"text/csv\"}"

.field static final LISTS_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"lists\":{\"type\":\"object\"}},\"required\":[\"lists\"]}"

.field static final LIST_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40}},\"required\":[\"list\"],\"additionalProperties\":false}"

.field static final LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"lines\":{\"type\":\"array\"},\"total_cents\":{\"type\":\"integer\"}},\"required\":[\"lines\"]}"

.field static final ORDER_IN:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40},\"dry_run\":{\"type\":\"boolean\"}},\"required\":[\"list\"],\"additionalProperties\":false}"

.field static final ORDER_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"total_cents\":{\"type\":\"integer\"},\"placed\":{\"type\":\"boolean\"}},\"required\":[\"total_cents\",\"placed\"]}"


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

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    new-instance v0, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda0;-><init>()V

    iput-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->handOut:Ljava/util/function/Function;

    .line 61
    iput-object p2, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    .line 62
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "lists"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->exports:Ljava/io/File;

    .line 63
    return-void
.end method

.method private addToList(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 9

    .line 149
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v5

    .line 150
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 151
    const-string v3, "list"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "list_name"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 152
    const-string v3, "item"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "item_name"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 153
    const-string v3, "quantity"

    const/4 v4, 0x1

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 154
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->caller()Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "added_by_uid"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 155
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "shopping"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 156
    invoke-direct {p0, p1}, Lcom/brightfold/pantry/shopping/ShoppingTools;->fetchList(Lcom/brightfold/pantry/cetp/Call;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/shopping/ShoppingTools;->withTotal(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Outcome;->inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;

    move-result-object v0

    return-object v0
.end method

.method private exportList(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 13

    .line 132
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "list"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 133
    invoke-direct {p0, v6}, Lcom/brightfold/pantry/shopping/ShoppingTools;->lines(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda11;

    invoke-direct {v1}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda11;-><init>()V

    .line 134
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 135
    const-string v1, "\n"

    invoke-static {v1}, Ljava/util/stream/Collectors;->joining(Ljava/lang/CharSequence;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "item,quantity,done\n"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v7, v1

    .line 137
    :try_start_0
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v7, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v8

    .line 138
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, v8}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Replies;->hex([B)Ljava/lang/String;

    move-result-object v9

    .line 139
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->exports:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    .line 140
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->exports:Ljava/io/File;

    const/4 v4, 0x0

    const/16 v5, 0x10

    invoke-virtual {v9, v4, v5}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "list-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ".csv"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v10, v0

    .line 141
    invoke-virtual {v10}, Ljava/io/File;->toPath()Ljava/nio/file/Path;

    move-result-object v0

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/nio/file/OpenOption;

    invoke-static {v0, v8, v2}, Ljava/nio/file/Files;->write(Ljava/nio/file/Path;[B[Ljava/nio/file/OpenOption;)Ljava/nio/file/Path;

    .line 142
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->handOut:Ljava/util/function/Function;

    invoke-interface {v0, v10}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/ParcelFileDescriptor;

    array-length v2, v8

    int-to-long v2, v2

    const-string v1, "text/csv"

    invoke-static {v0, v1, v2, v3, v9}, Lcom/brightfold/pantry/cetp/Outcome;->file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 144
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "export failed"

    invoke-direct {v0, v2, v8}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method private fetchList(Lcom/brightfold/pantry/cetp/Call;)Lorg/json/JSONObject;
    .registers 8

    .line 108
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "list"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 110
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "list"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {p0, v4}, Lcom/brightfold/pantry/shopping/ShoppingTools;->lines(Ljava/lang/String;)Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "lines"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 112
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method static synthetic lambda$all$1(Lcom/brightfold/pantry/cetp/Call;)Z
    .registers 4

    .line 78
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "dry_run"

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

.method static synthetic lambda$exportList$3(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 5

    .line 134
    const-string v1, "item"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    const-string v2, " "

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "quantity"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ","

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ","

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method static synthetic lambda$listLists$2(Landroid/database/Cursor;)Ljava/lang/String;
    .registers 3

    .line 98
    const/4 v1, 0x0

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$new$0(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 4

    .line 54
    const/high16 v1, 0x30000000

    :try_start_0
    invoke-static {p0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 56
    new-instance v0, Ljava/io/UncheckedIOException;

    invoke-direct {v0, v2}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0
.end method

.method private static line(Landroid/database/Cursor;)Lorg/json/JSONObject;
    .registers 6

    .line 83
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "item"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 84
    const/4 v3, 0x2

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "price_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 83
    return-object v0

    :catch_0
    move-exception v4

    .line 86
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private lines(Ljava/lang/String;)Ljava/util/List;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 91
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    iget-object v1, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v1}, Lcom/brightfold/pantry/data/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const/4 v3, 0x3

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    const-string v6, "item_name"

    aput-object v6, v3, v5

    const/4 v5, 0x1

    const-string v6, "quantity"

    aput-object v6, v3, v5

    const/4 v5, 0x2

    const-string v6, "price_cents"

    aput-object v6, v3, v5

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/String;

    const/4 v7, 0x0

    aput-object p1, v5, v7

    const-string v2, "shopping"

    const-string v4, "list_name = ?"

    const/4 v6, 0x0

    const/4 v7, 0x0

    const-string v8, "id"

    const/4 v9, 0x0

    invoke-virtual/range {v1 .. v9}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    new-instance v2, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda9;

    invoke-direct {v2}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda9;-><init>()V

    invoke-virtual {v0, v1, v2}, Lcom/brightfold/pantry/data/PantryDb;->rows(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private listLists(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 14

    .line 96
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "list_name"

    aput-object v5, v2, v4

    const-string v1, "shopping"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 98
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    new-instance v2, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda10;

    invoke-direct {v2}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda10;-><init>()V

    invoke-virtual {v0, v9, v2}, Lcom/brightfold/pantry/data/PantryDb;->rows(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    .line 99
    invoke-static {}, Ljava/util/function/Function;->identity()Ljava/util/function/Function;

    move-result-object v1

    invoke-static {}, Ljava/util/stream/Collectors;->counting()Ljava/util/stream/Collector;

    move-result-object v2

    invoke-static {v1, v2}, Ljava/util/stream/Collectors;->groupingBy(Ljava/util/function/Function;Ljava/util/stream/Collector;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    move-object v10, v0

    .line 101
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v10}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const-string v1, "lists"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Outcome;->inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v11

    .line 103
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v11}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private placeOrder(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 14

    .line 160
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "list"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 161
    invoke-direct {p0, p1}, Lcom/brightfold/pantry/shopping/ShoppingTools;->fetchList(Lcom/brightfold/pantry/cetp/Call;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/shopping/ShoppingTools;->withTotal(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "total_cents"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v6

    .line 162
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "dry_run"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v8

    .line 163
    if-nez v8, :cond_0

    .line 164
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0}, Lcom/brightfold/pantry/data/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 165
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 166
    const-string v1, "list_name"

    invoke-virtual {v10, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 167
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "total_cents"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 168
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "owner_uid"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 169
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "placed_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 170
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 172
    :try_start_0
    const-string v1, "orders"

    const/4 v2, 0x0

    invoke-virtual {v9, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 173
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "shopping"

    const-string v2, "list_name = ?"

    invoke-virtual {v9, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 174
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 176
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 177
    goto :goto_0

    :catchall_0
    move-exception v11

    .line 176
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 177
    throw v11

    .line 180
    :cond_0
    :goto_0
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "total_cents"

    invoke-virtual {v0, v1, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "placed"

    if-nez v8, :cond_1

    const/4 v2, 0x1

    goto :goto_1

    :cond_1
    const/4 v2, 0x0

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Outcome;->inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v9

    .line 182
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v9}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private static withTotal(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 13

    .line 118
    const-string v1, "lines"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v7

    .line 119
    const-wide/16 v8, 0x0

    .line 120
    const/4 v10, 0x0

    :goto_0
    if-eqz v7, :cond_0

    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_0

    .line 121
    invoke-virtual {v7, v10}, Lorg/json/JSONArray;->optJSONObject(I)Lorg/json/JSONObject;

    move-result-object v11

    .line 122
    const-string v3, "price_cents"

    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v2

    const-string v5, "quantity"

    const/4 v6, 0x1

    invoke-virtual {v11, v5, v6}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    int-to-long v4, v4

    mul-long/2addr v2, v4

    add-long/2addr v8, v2

    .line 120
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 125
    :cond_0
    :try_start_0
    const-string v1, "total_cents"

    invoke-virtual {p0, v1, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v10

    .line 127
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v10}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

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

    .line 66
    new-instance v1, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda1;

    move-object/from16 v0, p0

    invoke-direct {v1, v0}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/shopping/ShoppingTools;)V

    move-object v15, v1

    .line 67
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/brightfold/pantry/cetp/Tool;

    new-instance v9, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda2;

    move-object/from16 v8, p0

    invoke-direct {v9, v8}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda2;-><init>(Lcom/brightfold/pantry/shopping/ShoppingTools;)V

    move-object v8, v9

    .line 68
    const-string v3, "list_lists"

    const-string v4, "Name every shopping list with its number of lines"

    const-string v5, "shopping.read"

    const-string v6, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"lists\":{\"type\":\"object\"}},\"required\":[\"lists\"]}"

    invoke-static/range {v3 .. v8}, Lcom/brightfold/pantry/cetp/Tool;->read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    new-instance v9, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda3;

    invoke-direct {v9}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda3;-><init>()V

    .line 71
    invoke-interface {v15, v9}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v8

    new-instance v9, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda4;

    invoke-direct {v9}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda4;-><init>()V

    invoke-interface {v8, v9}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v8

    .line 70
    const-string v3, "get_list"

    const-string v4, "Read one shopping list with its estimated total"

    const-string v5, "shopping.read"

    const-string v6, "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40}},\"required\":[\"list\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"lines\":{\"type\":\"array\"},\"total_cents\":{\"type\":\"integer\"}},\"required\":[\"lines\"]}"

    invoke-static/range {v3 .. v8}, Lcom/brightfold/pantry/cetp/Tool;->read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    new-instance v9, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda5;

    move-object/from16 v8, p0

    invoke-direct {v9, v8}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda5;-><init>(Lcom/brightfold/pantry/shopping/ShoppingTools;)V

    move-object v8, v9

    .line 72
    const-string v3, "export_list"

    const-string v4, "Export one shopping list as a CSV checklist"

    const-string v5, "shopping.read"

    const-string v6, "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40}},\"required\":[\"list\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"string\",\"contentMediaType\":\"text/csv\"}"

    invoke-static/range {v3 .. v8}, Lcom/brightfold/pantry/cetp/Tool;->readFile(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    sget-object v12, Lcom/brightfold/pantry/cetp/Tool;->NEVER:Ljava/util/function/Predicate;

    new-instance v14, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda6;

    move-object/from16 v13, p0

    invoke-direct {v14, v13}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda6;-><init>(Lcom/brightfold/pantry/shopping/ShoppingTools;)V

    move-object v13, v14

    .line 74
    const-string v3, "add_to_list"

    const-string v4, "Add a line to a shopping list"

    const-string v5, "create"

    const-string v6, "low"

    const/4 v7, 0x0

    const-string v8, "never"

    const-string v9, "shopping.write"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40},\"item\":{\"type\":\"string\",\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"list\",\"item\"],\"additionalProperties\":false}"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"lines\":{\"type\":\"array\"},\"total_cents\":{\"type\":\"integer\"}},\"required\":[\"lines\"]}"

    invoke-static/range {v3 .. v13}, Lcom/brightfold/pantry/cetp/Tool;->write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Predicate;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    sget-object v12, Lcom/brightfold/pantry/cetp/Tool;->ALWAYS:Ljava/util/function/Predicate;

    new-instance v13, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda7;

    invoke-direct {v13}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda7;-><init>()V

    .line 78
    invoke-interface {v12, v13}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v12

    new-instance v14, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda8;

    move-object/from16 v13, p0

    invoke-direct {v14, v13}, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda8;-><init>(Lcom/brightfold/pantry/shopping/ShoppingTools;)V

    move-object v13, v14

    .line 76
    const-string v3, "place_order"

    const-string v4, "Order a shopping list from the linked grocery account"

    const-string v5, "transaction"

    const-string v6, "high"

    const/4 v7, 0x0

    const-string v8, "always"

    const-string v9, "shopping.order"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40},\"dry_run\":{\"type\":\"boolean\"}},\"required\":[\"list\"],\"additionalProperties\":false}"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"total_cents\":{\"type\":\"integer\"},\"placed\":{\"type\":\"boolean\"}},\"required\":[\"total_cents\",\"placed\"]}"

    invoke-static/range {v3 .. v13}, Lcom/brightfold/pantry/cetp/Tool;->write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Predicate;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 67
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
