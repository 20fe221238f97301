.class public final Lcom/marginalia/notes/tools/ToolSpec;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field private final descriptor:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final scopes:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/List;Ljava/lang/String;)V
    .registers 5

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "descriptor"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/tools/ToolSpec;->name:Ljava/lang/String;

    iput-object p2, p0, Lcom/marginalia/notes/tools/ToolSpec;->scopes:Ljava/util/List;

    iput-object p3, p0, Lcom/marginalia/notes/tools/ToolSpec;->descriptor:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDescriptor()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolSpec;->descriptor:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/marginalia/notes/tools/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method
