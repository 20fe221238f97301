.class public final Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;
.super Ljava/lang/Object;
.source "AttachmentsToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 248
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;-><init>()V

    return-void
.end method

.method public static final synthetic access$getINFO(Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;)Lorg/json/JSONObject;
    .registers 2

    .line 248
    invoke-direct {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->getINFO()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getTOOLS(Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;)Ljava/util/List;
    .registers 2

    .line 248
    invoke-direct {p0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->getTOOLS()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private final getINFO()Lorg/json/JSONObject;
    .registers 3

    .line 262
    invoke-static {}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getINFO$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method private final getTOOLS()Ljava/util/List;
    .registers 3

    .line 270
    invoke-static {}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getTOOLS$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method private final getTokenSource()Ljava/util/Random;
    .registers 3

    .line 255
    invoke-static {}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getTokenSource$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Random;

    return-object v0
.end method


# virtual methods
.method public final newResumeToken()Ljava/lang/String;
    .registers 12

    .line 258
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 259
    const/16 v7, 0x20

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_0

    move v9, v8

    .line 308
    const/4 v10, 0x0

    .line 259
    sget-object v2, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->Companion:Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;

    invoke-direct {v2}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$Companion;->getTokenSource()Ljava/util/Random;

    move-result-object v2

    const/16 v3, 0x40

    invoke-virtual {v2, v3}, Ljava/util/Random;->nextInt(I)I

    move-result v2

    const-string v1, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 258
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 260
    return-object v0
.end method
