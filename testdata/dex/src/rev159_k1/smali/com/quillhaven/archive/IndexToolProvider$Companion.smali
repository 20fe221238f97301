.class public final Lcom/quillhaven/archive/IndexToolProvider$Companion;
.super Ljava/lang/Object;
.source "IndexToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 167
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/quillhaven/archive/IndexToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTOOLS()Ljava/util/List;
    .registers 2

    .line 169
    invoke-static {}, Lcom/quillhaven/archive/IndexToolProvider;->access$getTOOLS$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
