.class public final Lcom/tallycrate/data/ReceiptCursor;
.super Landroid/database/CursorWrapper;
.source "ReceiptCursor.java"


# static fields
.field static final COLUMNS:[Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 11
    const/16 v0, 0x9

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "merchant"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "total_cents"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "currency"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "bought_at"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "tags"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "image"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "image_size"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "image_sha256"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallycrate/data/ReceiptCursor;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/database/Cursor;)V
    .registers 2

    .line 15
    invoke-direct {p0, p1}, Landroid/database/CursorWrapper;-><init>(Landroid/database/Cursor;)V

    .line 16
    return-void
.end method


# virtual methods
.method public boughtAt()J
    .registers 3

    .line 35
    const/4 v1, 0x4

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method

.method public currency()Ljava/lang/String;
    .registers 3

    .line 31
    const/4 v1, 0x3

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public id()J
    .registers 3

    .line 19
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method

.method public image()Ljava/lang/String;
    .registers 3

    .line 51
    const/4 v1, 0x6

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const/4 v1, 0x6

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public imageSha256()Ljava/lang/String;
    .registers 3

    .line 59
    const/16 v1, 0x8

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public imageSize()J
    .registers 3

    .line 55
    const/4 v1, 0x7

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method

.method public merchant()Ljava/lang/String;
    .registers 3

    .line 23
    const/4 v1, 0x1

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public tags()Lorg/json/JSONArray;
    .registers 8

    .line 40
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 41
    const/4 v1, 0x5

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v3

    array-length v4, v3

    const/4 v5, 0x0

    :goto_0
    if-ge v5, v4, :cond_1

    aget-object v6, v3, v5

    .line 42
    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 43
    invoke-virtual {v2, v6}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 41
    :cond_0
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 46
    :cond_1
    return-object v2
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 63
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 64
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->id()J

    move-result-wide v2

    const-string v1, "receipt_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->merchant()Ljava/lang/String;

    move-result-object v2

    const-string v1, "merchant"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->totalCents()J

    move-result-wide v2

    const-string v1, "total_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 67
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->currency()Ljava/lang/String;

    move-result-object v2

    const-string v1, "currency"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 68
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->boughtAt()J

    move-result-wide v2

    const-string v1, "bought_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 69
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->tags()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "tags"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 70
    invoke-virtual {p0}, Lcom/tallycrate/data/ReceiptCursor;->image()Ljava/lang/String;

    move-result-object v2

    const-string v1, "has_image"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    return-object v0
.end method

.method public totalCents()J
    .registers 3

    .line 27
    const/4 v1, 0x2

    invoke-virtual {p0, v1}, Lcom/tallycrate/data/ReceiptCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method
