.class final Lcom/larchwood/library/LibraryDb$Companion;
.super Ljava/lang/Object;
.source "Db.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/larchwood/library/LibraryDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTABLES()Ljava/util/List;
    .registers 2

    .line 47
    invoke-static {}, Lcom/larchwood/library/LibraryDb;->access$getTABLES$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
