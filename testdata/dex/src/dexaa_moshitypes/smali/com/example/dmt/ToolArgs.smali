.class public final Lcom/example/dmt/ToolArgs;
.super Ljava/lang/Object;
.source "ToolArgs.kt"


# instance fields
.field private final callingPackage:Ljava/lang/String;

.field private final origin:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .param p1    # Ljava/lang/String;
        .annotation runtime Lcom/squareup/moshi/Json;
            name = "caller_package"
        .end annotation
    .end param
    .param p2    # Ljava/lang/String;
        .annotation runtime Lcom/squareup/moshi/Json;
            name = "title"
        .end annotation
    .end param

    const-string v0, "origin"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "callingPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 6
    iput-object p1, p0, Lcom/example/dmt/ToolArgs;->origin:Ljava/lang/String;

    .line 7
    iput-object p2, p0, Lcom/example/dmt/ToolArgs;->callingPackage:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCallingPackage()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/example/dmt/ToolArgs;->callingPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getOrigin()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lcom/example/dmt/ToolArgs;->origin:Ljava/lang/String;

    return-object v0
.end method
