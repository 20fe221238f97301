.class final Lio/quillkit/notes/cetp/AttachmentsToolProvider$Companion;
.super Ljava/lang/Object;
.source "AttachmentsToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 239
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/cetp/AttachmentsToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getFILE_NAME()Lkotlin/text/Regex;
    .registers 2

    .line 250
    invoke-static {}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->access$getFILE_NAME$cp()Lkotlin/text/Regex;

    move-result-object v0

    return-object v0
.end method

.method public final getINFO()Lorg/json/JSONObject;
    .registers 2

    .line 252
    invoke-static {}, Lio/quillkit/notes/cetp/AttachmentsToolProvider;->access$getINFO$cp()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
