.class public final Lcom/tidemark/invoices/ToolProvider$Companion;
.super Ljava/lang/Object;
.source "ToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 214
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tidemark/invoices/ToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getCAPABILITIES()Ljava/util/List;
    .registers 2

    .line 218
    invoke-static {}, Lcom/tidemark/invoices/ToolProvider;->access$getCAPABILITIES$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 219
    invoke-static {}, Lcom/tidemark/invoices/ToolProvider;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
