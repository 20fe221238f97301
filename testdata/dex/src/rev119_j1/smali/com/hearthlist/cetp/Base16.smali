.class final Lcom/hearthlist/cetp/Base16;
.super Ljava/lang/Object;
.source "Base16.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 6
    return-void
.end method

.method static decode(Ljava/lang/String;)[B
    .registers 8

    .line 9
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v2

    div-int/lit8 v2, v2, 0x2

    new-array v0, v2, [B

    .line 10
    const/4 v1, 0x0

    :goto_0
    array-length v3, v0

    if-ge v1, v3, :cond_0

    .line 11
    mul-int/lit8 v5, v1, 0x2

    mul-int/lit8 v6, v1, 0x2

    add-int/lit8 v6, v6, 0x2

    invoke-virtual {p0, v5, v6}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v4

    const/16 v5, 0x10

    invoke-static {v4, v5}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v4

    int-to-byte v4, v4

    aput-byte v4, v0, v1

    .line 10
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 13
    :cond_0
    return-object v0
.end method
