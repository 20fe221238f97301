.class public final Lcom/marginalia/notes/tools/NotesToolProvider$Companion;
.super Ljava/lang/Object;
.source "NotesToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 147
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/marginalia/notes/tools/NotesToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTOOLS()Ljava/util/List;
    .registers 2

    .line 149
    invoke-static {}, Lcom/marginalia/notes/tools/NotesToolProvider;->access$getTOOLS$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
