.class public final Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;
.super Ljava/lang/Object;
.source "NotesToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 210
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;-><init>()V

    return-void
.end method

.method public static final synthetic access$getINFO(Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;)Lorg/json/JSONObject;
    .registers 2

    .line 210
    invoke-direct {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->getINFO()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getTOOLS(Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;)Ljava/util/List;
    .registers 2

    .line 210
    invoke-direct {p0}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->getTOOLS()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private final getINFO()Lorg/json/JSONObject;
    .registers 3

    .line 228
    invoke-static {}, Lapp/quillmark/notes/cetp/NotesToolProvider;->access$getINFO$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method private final getTOOLS()Ljava/util/List;
    .registers 3

    .line 235
    invoke-static {}, Lapp/quillmark/notes/cetp/NotesToolProvider;->access$getTOOLS$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method private final getTokenSource()Ljava/security/SecureRandom;
    .registers 3

    .line 221
    invoke-static {}, Lapp/quillmark/notes/cetp/NotesToolProvider;->access$getTokenSource$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/security/SecureRandom;

    return-object v0
.end method


# virtual methods
.method public final newResumeToken()Ljava/lang/String;
    .registers 12

    .line 224
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 225
    const/16 v7, 0x20

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_0

    move v9, v8

    .line 279
    const/4 v10, 0x0

    .line 225
    sget-object v2, Lapp/quillmark/notes/cetp/NotesToolProvider;->Companion:Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;

    invoke-direct {v2}, Lapp/quillmark/notes/cetp/NotesToolProvider$Companion;->getTokenSource()Ljava/security/SecureRandom;

    move-result-object v2

    const/16 v3, 0x40

    invoke-virtual {v2, v3}, Ljava/security/SecureRandom;->nextInt(I)I

    move-result v2

    const-string v1, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 224
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 226
    return-object v0
.end method
