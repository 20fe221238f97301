.class final Lcom/fernhill/lend/LibraryDb$Companion;
.super Ljava/lang/Object;
.source "Library.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 84
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/fernhill/lend/LibraryDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTABLES()[Ljava/lang/String;
    .registers 2

    .line 86
    invoke-static {}, Lcom/fernhill/lend/LibraryDb;->access$getTABLES$cp()[Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
