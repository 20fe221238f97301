.class final Lio/quillkit/notes/cetp/NotesToolProvider$Companion;
.super Ljava/lang/Object;
.source "NotesToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 217
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/cetp/NotesToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getINFO()Lorg/json/JSONObject;
    .registers 2

    .line 223
    invoke-static {}, Lio/quillkit/notes/cetp/NotesToolProvider;->access$getINFO$cp()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
